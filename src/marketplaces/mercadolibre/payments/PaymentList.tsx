import { SelectInput } from 'react-admin';
import { SchemaList, schemaFilters } from '../../../schema-ui';
import { useMarketplaceAccounts } from '../../accounts/useMarketplaceAccounts';
import { paymentsDeclaration } from './paymentsResource';

/**
 * /mercadolibre/pagos: the generic list of the payments (search by payment or order id, status
 * filter, CSV export, cards on a phone) with the account chosen by its nickname.
 */
const PaymentList = () => {
  const { accounts } = useMarketplaceAccounts();
  const accountChoices = accounts.mercadolibre.map((account) => ({ id: account.id, name: account.nickname ?? `#${account.id}` }));
  const filters = [
    ...schemaFilters(paymentsDeclaration).filter((input) => input.key !== 'account_id'),
    <SelectInput key="account_id" source="account_id" label="app.mercadolibre.filters.account" choices={accountChoices} alwaysOn />,
  ];
  return <SchemaList declaration={paymentsDeclaration} filters={filters} />;
};

export default PaymentList;
