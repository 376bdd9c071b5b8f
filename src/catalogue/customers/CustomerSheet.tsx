import { clients } from '../../../resources/catalogue';
import { SchemaShow } from '../../schema-ui/SchemaShow';
import { customerColumns } from './CustomerBuyerField';
import { CustomerOrders } from './CustomerOrders';

/** /clientes/{id}/show: the customer's declared fields, the marketplace buyer in words, then the orders they placed. */
export const CustomerSheet = () => (
  <SchemaShow declaration={clients} fields={customerColumns}>
    <CustomerOrders />
  </SchemaShow>
);

export default CustomerSheet;
