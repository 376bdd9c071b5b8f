import { SearchInput, SelectInput } from 'react-admin';
import { listingSyncStates } from '../../../../resources/inventory/listingRules';
import { useMarketplaceAccounts } from '../../accounts/useMarketplaceAccounts';
import { publicationStatusChoices } from './publicationStatusChoices';

const syncChoices = listingSyncStates.map((state) => ({ id: state, name: `app.mercadolibre.stock_sync.states.${state}` }));

/** `busqueda` (title, SKU, MercadoLibre id), status, account and sync ("Desincronizada") filters. */
export const usePublicationFilters = () => {
  const { accounts } = useMarketplaceAccounts();
  const accountChoices = accounts.mercadolibre.map((account) => ({ id: account.id, name: account.nickname ?? `#${account.id}` }));
  return [
    <SearchInput key="busqueda" source="busqueda" alwaysOn />,
    <SelectInput key="status" source="status" choices={publicationStatusChoices} alwaysOn />,
    <SelectInput key="account_id" source="account_id" label="app.mercadolibre.filters.account" choices={accountChoices} alwaysOn />,
    <SelectInput key="sync_state" source="sync_state" choices={syncChoices} />,
  ];
};
