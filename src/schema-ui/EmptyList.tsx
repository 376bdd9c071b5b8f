import AddIcon from '@mui/icons-material/Add';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCreatePath, useListContext, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';
import { Button } from '../layout/Button';
import { Link } from 'react-router-dom';
import { KeepButtonLabels } from '../layout/KeepButtonLabels';

interface EmptyListProps {
  /** Whether to offer creating a record; false where the table lists another record's rows. */
  readonly create?: boolean;
  /** The resource's own "Crear", where it leads elsewhere than react-admin's default path. */
  readonly createButton?: ReactNode;
}

/** The resource's "Crear" (react-admin's CreateButton is a bare floating "+" on a phone). */
const CreateFirstButton = () => {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource, type: 'create' })} label="ra.action.create" variant="contained">
      <AddIcon />
    </Button>
  );
};

/**
 * What a table shows when there is nothing in it: 'No hay informacion para mostrar', and the
 * resource's "Crear" where it has one, unless the table lists another record's rows (`create={false}`).
 * When a search or a filter hides every row, the way back is taking them away, so that is offered instead,
 * in words on a phone too (react-admin's buttons shrink to a bare icon there), as is "Crear".
 */
export const EmptyList = ({ create = true, createButton }: EmptyListProps) => {
  const translate = useTranslate();
  const { hasCreate } = useResourceDefinition();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Box sx={{ textAlign: 'center', my: 6, width: '100%' }}>
      <Typography variant="h6" color="text.secondary" gutterBottom>
        {translate('app.list.empty')}
      </Typography>
      {filtered ? (
        <MuiButton variant="contained" size="small" startIcon={<FilterAltOffIcon />} onClick={() => setFilters({}, [])}>
          {translate('ra.navigation.clear_filters')}
        </MuiButton>
      ) : (
        create && <KeepButtonLabels>{createButton ?? (hasCreate && <CreateFirstButton />)}</KeepButtonLabels>
      )}
    </Box>
  );
};
