import { BulkDeleteButton, useListContext } from 'react-admin';
import { useCrudNotifications } from '../../schema-ui';
import { ProductDeleteListedConfirm } from './ProductDeleteListedConfirm';
import { useDeleteClosingListings } from './useDeleteClosingListings';

/** Deletes the selected products in one batch request, announcing the fixed delete toasts; offers to close live listings that stop it. */
export const ProductBulkActions = () => {
  const notifications = useCrudNotifications('delete', false);
  const { selectedIds, onUnselectItems } = useListContext();
  const closing = useDeleteClosingListings(selectedIds, {
    onSuccess: () => {
      onUnselectItems();
      notifications.onSuccess();
    },
    onError: notifications.onError,
  });
  return (
    <>
      <BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ ...notifications, onError: closing.onError }} />
      <ProductDeleteListedConfirm listings={closing.refused} loading={closing.isDeleting} onConfirm={closing.deleteClosing} onClose={closing.dismiss} />
    </>
  );
};
