import type { ReactNode } from 'react';
import { List, SearchInput, SelectInput, useListContext, useTranslate } from 'react-admin';
import { listLimits } from '../../../../resources';
import { claimStages, claimStatuses, type MercadoLibreClaim } from '../../../../resources/mercadolibre/claims';
import { FilterExportActions } from '../../../schema-ui/FilterExportActions';
import { MarketplaceAccountFilter } from '../../accounts/MarketplaceAccountFilter';
import { RecordCards } from '../RecordCards';
import { useSearchFromNotification } from '../useSearchFromNotification';
import { ClaimCard } from './ClaimCard';
import { ClaimSalesProvider } from './ClaimSales';
import { claimsExporter, claimWordKey } from './claimsResource';
import { ListParamsInAddress } from '../../../schema-ui/ListParamsInAddress';

const stageChoices = claimStages.map((stage) => ({ id: stage, name: claimWordKey('stage', stage) }));
const statusChoices = claimStatuses.map((status) => ({ id: status, name: claimWordKey('status', status) }));

/** `busqueda` (claim, sale or reason id), account, stage and status filters. */
const claimFilters = [
  <SearchInput key="busqueda" source="busqueda" alwaysOn />,
  <MarketplaceAccountFilter marketplace="mercadolibre" key="account_id" source="account_id" alwaysOn />,
  <SelectInput key="stage" source="stage" choices={stageChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

/** The sales of the page's claims, read once for all its cards. */
const ClaimSalesOfPage = ({ children }: { readonly children: ReactNode }) => (
  <ClaimSalesProvider claims={useListContext<MercadoLibreClaim>().data ?? []}>{children}</ClaimSalesProvider>
);

/**
 * /mercadolibre/devoluciones: open claims, the nearest due date first (so an overdue one is on
 * top), each opening its page. A notification links `?busqueda={claim id}`, which becomes the
 * list's search filter.
 */
export const ClaimList = () => {
  const translate = useTranslate();
  const searchRedirect = useSearchFromNotification();
  if (searchRedirect) return searchRedirect;
  return (
    <List
      filters={claimFilters}
      filterDefaultValues={{ status: 'opened' }}
      sort={{ field: 'next_due_date', order: 'ASC' }}
      perPage={listLimits.defaultSize}
      empty={false}
      actions={<FilterExportActions />}
      exporter={claimsExporter(translate)}
    >
      <ListParamsInAddress />
      <ClaimSalesOfPage>
        <RecordCards card={(now) => <ClaimCard now={now} />} />
      </ClaimSalesOfPage>
    </List>
  );
};

export default ClaimList;
