import { clients } from '../../../resources/catalogue';
import { SchemaShow } from '../../schema-ui/SchemaShow';
import { CustomerOrders } from './CustomerOrders';

/** /clientes/{id}/show: the customer's declared fields, then the orders they placed. */
export const CustomerSheet = () => (
  <SchemaShow declaration={clients}>
    <CustomerOrders />
  </SchemaShow>
);

export default CustomerSheet;
