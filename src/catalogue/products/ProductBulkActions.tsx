import { BulkDeleteButton } from 'react-admin';
import { useCrudNotifications } from '../../schema-ui';

/** Deletes the selected products in one batch request, announcing the fixed delete toasts. */
export const ProductBulkActions = () => {
  const notifications = useCrudNotifications('delete', false);
  return <BulkDeleteButton mutationMode="pessimistic" mutationOptions={notifications} />;
};
