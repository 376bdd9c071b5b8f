import { List, SearchInput, SelectInput } from 'react-admin';
import { listLimits } from '../../../../resources';
import { buyerRequestStatuses } from '../../../../resources/amazon/buyerRequests';
import { RecordCards } from '../../mercadolibre/RecordCards';
import { useSearchFromNotification } from '../../mercadolibre/useSearchFromNotification';
import { useGlobalMarketplace } from '../useGlobalMarketplace';
import { BuyerRequestCard } from './BuyerRequestCard';
import { buyerRequestsResource } from './buyerRequestsResource';
import { ListParamsInAddress } from '../../../schema-ui/ListParamsInAddress';

const statusChoices = buyerRequestStatuses.map((status) => ({ id: status, name: `app.amazon.questions.statuses.${status}` }));

/** `busqueda` (Amazon order id, SKU, product) and status. */
const requestFilters = [
  <SearchInput key="busqueda" source="busqueda" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

/**
 * /amazon/preguntas: what buyers asked of their orders, waiting ones first (status descending puts
 * open before answered and accepted), each answered or accepted inline.
 * A notification links `?busqueda={Amazon order id}`, which becomes the list's search.
 */
export const BuyerRequestList = () => {
  const { filter, storeKey } = useGlobalMarketplace(buyerRequestsResource);
  const searchRedirect = useSearchFromNotification();
  if (searchRedirect) return searchRedirect;
  return (
    <List
      filter={filter}
      filters={requestFilters}
      storeKey={storeKey}
      sort={{ field: 'status', order: 'DESC' }}
      perPage={listLimits.defaultSize}
      empty={false}
      exporter={false}
      actions={false}
    >
      <ListParamsInAddress />
      <RecordCards card={() => <BuyerRequestCard />} />
    </List>
  );
};

export default BuyerRequestList;
