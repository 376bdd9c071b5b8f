import { List, NumberInput, SearchInput, SelectInput } from 'react-admin';
import { listLimits } from '../../../../resources';
import { questionStatuses } from '../../../../resources/mercadolibre/questions';
import { MarketplaceAccountFilter } from '../../accounts/MarketplaceAccountFilter';
import { RecordCards } from '../RecordCards';
import { useSearchFromNotification } from '../useSearchFromNotification';
import { QuestionCard } from './QuestionCard';
import { ListParamsInAddress } from '../../../schema-ui/ListParamsInAddress';

const statusChoices = questionStatuses.map((status) => ({ id: status, name: `app.mercadolibre.questions.statuses.${status}` }));

/**
 * `busqueda` (MercadoLibre id, item, text), status and account filters; the buyer's filter shows
 * once a card's "this buyer's questions" sets it, and can be taken away from there.
 */
const questionFilters = [
  <SearchInput key="busqueda" source="busqueda" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <MarketplaceAccountFilter marketplace="mercadolibre" key="account_id" source="account_id" alwaysOn />,
  <NumberInput key="buyer_id" source="buyer_id" />,
];

/**
 * /mercadolibre/preguntas: unanswered questions first (status descending puts UNANSWERED, and the
 * rare UNDER_REVIEW, before ANSWERED), newest first among them, each answered inline. A notification links
 * `?busqueda={MercadoLibre id}`, which becomes the list's search filter.
 */
export const QuestionList = () => {
  const searchRedirect = useSearchFromNotification();
  if (searchRedirect) return searchRedirect;
  return (
    <List filters={questionFilters} sort={{ field: 'status', order: 'DESC' }} perPage={listLimits.defaultSize} empty={false} exporter={false} actions={false}>
      <ListParamsInAddress />
      <RecordCards card={(now) => <QuestionCard now={now} />} />
    </List>
  );
};

export default QuestionList;
