import { SchemaList, schemaFilters } from '../../../schema-ui';
import { MarketplaceAccountFilter } from '../../accounts/MarketplaceAccountFilter';
import { paymentsDeclaration } from './paymentsResource';

/**
 * /mercadolibre/pagos: the generic list of the payments (search by payment or order id, status
 * filter, CSV export, cards on a phone) with the account chosen by its nickname.
 */
const PaymentList = () => {
  const filters = [
    ...schemaFilters(paymentsDeclaration, ['account_id']),
    <MarketplaceAccountFilter marketplace="mercadolibre" key="account_id" source="account_id" alwaysOn />,
  ];
  return <SchemaList declaration={paymentsDeclaration} filters={filters} />;
};

export default PaymentList;
