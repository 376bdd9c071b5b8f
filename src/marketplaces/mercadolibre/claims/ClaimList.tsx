import Stack from '@mui/material/Stack';
import { List, RecordContextProvider, SearchInput, SelectInput, useListContext } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { claimStages, claimStatuses } from '../../../../resources/mercadolibre/claims';
import { EmptyList } from '../../../schema-ui/EmptyList';
import { listExporter } from '../../../schema-ui/listExporter';
import { useMarketplaceAccounts } from '../../accounts/useMarketplaceAccounts';
import { useNow } from '../questions/useNow';
import { ClaimCard } from './ClaimCard';
import { claimsDeclaration, claimWordKey } from './claimsResource';

const stageChoices = claimStages.map((stage) => ({ id: stage, name: claimWordKey('stage', stage) }));
const statusChoices = claimStatuses.map((status) => ({ id: status, name: claimWordKey('status', status) }));

/** `busqueda` (claim, sale or reason id), account, stage and status filters. */
const useClaimFilters = () => {
  const { accounts } = useMarketplaceAccounts();
  const accountChoices = accounts.mercadolibre.map((account) => ({ id: account.id, name: account.nickname ?? `#${account.id}` }));
  return [
    <SearchInput key="busqueda" source="busqueda" alwaysOn />,
    <SelectInput key="account_id" source="account_id" label="app.mercadolibre.filters.account" choices={accountChoices} alwaysOn />,
    <SelectInput key="stage" source="stage" choices={stageChoices} alwaysOn />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  ];
};

/** The page's claims as cards, one column: the same on a phone as on a desktop. */
const ClaimCards = () => {
  const { data, isPending } = useListContext();
  const now = useNow();
  if (isPending) return null;
  if (!data?.length) return <EmptyList />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((claim) => (
        <RecordContextProvider key={claim.id} value={claim}>
          <ClaimCard now={now} />
        </RecordContextProvider>
      ))}
    </Stack>
  );
};

/**
 * /mercadolibre/devoluciones: open claims, the nearest due date first (so an overdue one is on
 * top), each opening its page. A notification links `?busqueda={claim id}`, which becomes the
 * list's search filter.
 */
export const ClaimList = () => {
  const location = useLocation();
  const filters = useClaimFilters();
  const busqueda = new URLSearchParams(location.search).get('busqueda');
  if (busqueda !== null) {
    const filter = encodeURIComponent(JSON.stringify({ busqueda }));
    return <Navigate replace to={`${location.pathname}?filter=${filter}&page=1`} />;
  }
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'opened' }}
      sort={{ field: 'next_due_date', order: 'ASC' }}
      perPage={25}
      empty={false}
      exporter={listExporter(claimsDeclaration)}
    >
      <ClaimCards />
    </List>
  );
};

export default ClaimList;
