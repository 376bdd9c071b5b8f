import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CreateButton, useResourceDefinition, useTranslate } from 'react-admin';

/**
 * What a table shows when there is nothing in it: 'No hay informacion para mostrar', and the
 * resource's "Crear" where it has one, unless the table lists another record's rows (`create={false}`).
 */
export const EmptyList = ({ create = true }: { readonly create?: boolean }) => {
  const translate = useTranslate();
  const { hasCreate } = useResourceDefinition();
  return (
    <Box sx={{ textAlign: 'center', my: 6, width: '100%' }}>
      <Typography variant="h6" color="text.secondary" gutterBottom>
        {translate('app.list.empty')}
      </Typography>
      {create && hasCreate && <CreateButton variant="contained" />}
    </Box>
  );
};
