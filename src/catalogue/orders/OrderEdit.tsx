import { Edit } from 'react-admin';
import { useCrudNotifications } from '../../schema-ui';
import { SchemaEditToolbar } from '../../schema-ui/SchemaEditToolbar';
import { OrderForm } from './OrderForm';
import { OrderValidateButton } from './OrderValidateButton';

/** Only a draft can change (the server refuses otherwise, and says why). */
export const OrderEdit = () => {
  const notifications = useCrudNotifications('update');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={notifications}>
      <OrderForm toolbar={<SchemaEditToolbar><OrderValidateButton /></SchemaEditToolbar>} />
    </Edit>
  );
};

export default OrderEdit;
