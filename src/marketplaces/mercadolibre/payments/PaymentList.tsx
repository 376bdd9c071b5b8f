import { SchemaList, schemaFilters } from '../../../schema-ui';
import { MarketplaceAccountFilter } from '../../accounts/MarketplaceAccountFilter';
import { PaymentName, PaymentSaleField, PaymentSaleLine } from './paymentFields';
import { paymentsDeclaration } from './paymentsResource';

const fields = { marketplace_order_id: <PaymentSaleField source="marketplace_order_id" /> };

/**
 * /mercadolibre/pagos: the generic list of the payments (search by payment or order id, status
 * filter, CSV export) with the account chosen by its nickname and each payment's sale a link to its
 * page. On a phone each card is the payment by name, the sale and order it pays, its status and net.
 */
const PaymentList = () => {
  const filters = [
    ...schemaFilters(paymentsDeclaration, ['account_id']),
    <MarketplaceAccountFilter marketplace="mercadolibre" key="account_id" source="account_id" alwaysOn />,
  ];
  return <SchemaList declaration={paymentsDeclaration} filters={filters} fields={fields} cardTitle={<PaymentName />} cardSubtitle={<PaymentSaleLine />} />;
};

export default PaymentList;
