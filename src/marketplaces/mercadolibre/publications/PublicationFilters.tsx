import { SearchInput, SelectInput } from 'react-admin';
import { useMarketplaceAccounts } from '../../accounts/useMarketplaceAccounts';
import { publicationStatusChoices } from './publicationStatusChoices';

/** `busqueda` (title, SKU, MercadoLibre id), status and account filters. */
export const usePublicationFilters = () => {
  const { accounts } = useMarketplaceAccounts();
  const accountChoices = accounts.mercadolibre.map((account) => ({ id: account.id, name: account.nickname ?? `#${account.id}` }));
  return [
    <SearchInput key="busqueda" source="busqueda" alwaysOn />,
    <SelectInput key="status" source="status" choices={publicationStatusChoices} alwaysOn />,
    <SelectInput key="account_id" source="account_id" label="app.mercadolibre.filters.account" choices={accountChoices} alwaysOn />,
  ];
};
