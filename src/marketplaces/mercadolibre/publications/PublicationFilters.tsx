import { SearchInput, SelectInput } from 'react-admin';
import { listingSyncStates } from '../../../../resources/inventory/listingRules';
import { MarketplaceAccountFilter } from '../../accounts/MarketplaceAccountFilter';
import { publicationStatusChoices } from './publicationStatusChoices';

const syncChoices = listingSyncStates.map((state) => ({ id: state, name: `app.mercadolibre.stock_sync.states.${state}` }));

/** `busqueda` (title, SKU, MercadoLibre id), status, account and sync ("Desincronizada") filters. */
export const publicationFilters = [
  <SearchInput key="busqueda" source="busqueda" alwaysOn />,
  <SelectInput key="status" source="status" choices={publicationStatusChoices} alwaysOn />,
  <MarketplaceAccountFilter marketplace="mercadolibre" key="account_id" source="account_id" alwaysOn />,
  <SelectInput key="sync_state" source="sync_state" choices={syncChoices} />,
];
