import { Edit } from 'react-admin';
import { useVersionConflict } from '../../schema-ui';
import { SchemaEditToolbar } from '../../schema-ui/SchemaEditToolbar';
import { OrderForm } from './OrderForm';
import { OrderFormValidateButton } from './OrderFormValidateButton';

/** Only a draft can change (the server refuses otherwise, and says why). */
export const OrderEdit = () => {
  const { mutationOptions, dialog } = useVersionConflict();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <OrderForm
        toolbar={
          <SchemaEditToolbar>
            <OrderFormValidateButton />
            {dialog}
          </SchemaEditToolbar>
        }
      />
    </Edit>
  );
};

export default OrderEdit;
