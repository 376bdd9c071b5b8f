import EditIcon from '@mui/icons-material/Edit';
import { DeleteButton, TopToolbar, useRecordContext } from 'react-admin';
import { Button } from '../../layout/Button';
import { Link } from 'react-router-dom';
import { KeepButtonLabels } from '../../layout/KeepButtonLabels';
import { useCrudNotifications } from '../../schema-ui';
import { ProductDeleteListedConfirm } from './ProductDeleteListedConfirm';
import { productPaths } from './productPaths';
import { useDeleteClosingListings } from './useDeleteClosingListings';

/**
 * Edit (to /productos/editar/{id}) and a delete that waits for the server, offering to close the product's live listings when they stop it.
 * Both keep their labels on a phone: a bare pencil and bin say less than "Editar" and "Borrar".
 */
export const ProductSheetActions = () => {
  const record = useRecordContext();
  const notifications = useCrudNotifications('delete');
  const closing = useDeleteClosingListings(record ? [record.id] : [], notifications);
  if (!record) return null;
  return (
    <KeepButtonLabels>
      <TopToolbar>
        <Button component={Link} to={productPaths.edit(record.id)} label="ra.action.edit">
          <EditIcon />
        </Button>
        <DeleteButton mutationMode="pessimistic" mutationOptions={{ ...notifications, onError: closing.onError }} />
        <ProductDeleteListedConfirm listings={closing.refused} loading={closing.isDeleting} onConfirm={closing.deleteClosing} onClose={closing.dismiss} />
      </TopToolbar>
    </KeepButtonLabels>
  );
};
