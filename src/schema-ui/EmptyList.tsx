import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CreateButton, useListContext, useResourceDefinition, useTranslate } from 'react-admin';

interface EmptyListProps {
  /** Whether to offer creating a record; false where the table lists another record's rows. */
  readonly create?: boolean;
  /** The resource's own "Crear", where it leads elsewhere than react-admin's default path. */
  readonly createButton?: ReactNode;
}

/**
 * What a table shows when there is nothing in it: 'No hay informacion para mostrar', and the
 * resource's "Crear" where it has one, unless the table lists another record's rows (`create={false}`).
 * When a search or a filter hides every row, the way back is taking them away, so that is offered instead,
 * in words on a phone too (react-admin's buttons shrink to a bare icon there).
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
        create && (createButton ?? (hasCreate && <CreateButton variant="contained" />))
      )}
    </Box>
  );
};
