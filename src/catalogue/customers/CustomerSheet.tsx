import { clients } from '../../../resources/catalogue';
import { SchemaShow } from '../../schema-ui/SchemaShow';
import { CustomerBuyerField } from './CustomerBuyerField';
import { CustomerOrders } from './CustomerOrders';

const fields = { channel_buyer_key: <CustomerBuyerField key="channel_buyer_key" source="channel_buyer_key" /> };

/** /clientes/{id}/show: the customer's declared fields, the marketplace buyer in words, then the orders they placed. */
export const CustomerSheet = () => (
  <SchemaShow declaration={clients} fields={fields}>
    <CustomerOrders />
  </SchemaShow>
);

export default CustomerSheet;
