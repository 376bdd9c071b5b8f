import { Create } from 'react-admin';
import { useCrudNotifications } from '../../schema-ui';
import { OrderForm } from './OrderForm';

export const OrderCreate = () => {
  const notifications = useCrudNotifications('create');
  return (
    <Create mutationOptions={notifications}>
      <OrderForm />
    </Create>
  );
};

export default OrderCreate;
