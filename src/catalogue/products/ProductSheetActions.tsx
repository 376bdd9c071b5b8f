import EditIcon from '@mui/icons-material/Edit';
import { Button, DeleteButton, TopToolbar, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCrudNotifications } from '../../schema-ui';
import { productPaths } from './productPaths';

/** Edit (to /productos/editar/{id}) and a delete that waits for the server. */
export const ProductSheetActions = () => {
  const record = useRecordContext();
  const notifications = useCrudNotifications('delete');
  if (!record) return null;
  return (
    <TopToolbar>
      <Button component={Link} to={productPaths.edit(record.id)} label="ra.action.edit">
        <EditIcon />
      </Button>
      <DeleteButton mutationMode="pessimistic" mutationOptions={notifications} />
    </TopToolbar>
  );
};
