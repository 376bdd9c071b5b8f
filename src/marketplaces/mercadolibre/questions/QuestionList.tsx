import Stack from '@mui/material/Stack';
import { List, RecordContextProvider, SearchInput, SelectInput, useListContext } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { questionStatuses } from '../../../../resources/mercadolibre/questions';
import { EmptyList } from '../../../schema-ui/EmptyList';
import { useMarketplaceAccounts } from '../../accounts/useMarketplaceAccounts';
import { QuestionCard } from './QuestionCard';
import { useNow } from './useNow';

const statusChoices = questionStatuses.map((status) => ({ id: status, name: `app.mercadolibre.questions.statuses.${status}` }));

/** `busqueda` (MercadoLibre id, item, text), status and account filters. */
const useQuestionFilters = () => {
  const { accounts } = useMarketplaceAccounts();
  const accountChoices = accounts.mercadolibre.map((account) => ({ id: account.id, name: account.nickname ?? `#${account.id}` }));
  return [
    <SearchInput key="busqueda" source="busqueda" alwaysOn />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <SelectInput key="account_id" source="account_id" label="app.mercadolibre.filters.account" choices={accountChoices} alwaysOn />,
  ];
};

/** The page's questions as cards, one column: the same on a phone as on a desktop. */
const QuestionCards = () => {
  const { data, isPending } = useListContext();
  const now = useNow();
  if (isPending) return null;
  if (!data?.length) return <EmptyList />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((question) => (
        <RecordContextProvider key={question.id} value={question}>
          <QuestionCard now={now} />
        </RecordContextProvider>
      ))}
    </Stack>
  );
};

/**
 * /mercadolibre/preguntas: unanswered questions first (status descending puts UNANSWERED, and the
 * rare UNDER_REVIEW, before ANSWERED), newest first among them, each answered inline. A notification links
 * `?busqueda={MercadoLibre id}`, which becomes the list's search filter.
 */
export const QuestionList = () => {
  const location = useLocation();
  const filters = useQuestionFilters();
  const busqueda = new URLSearchParams(location.search).get('busqueda');
  if (busqueda !== null) {
    const filter = encodeURIComponent(JSON.stringify({ busqueda }));
    return <Navigate replace to={`${location.pathname}?filter=${filter}&page=1`} />;
  }
  return (
    <List filters={filters} sort={{ field: 'status', order: 'DESC' }} perPage={25} empty={false} exporter={false}>
      <QuestionCards />
    </List>
  );
};

export default QuestionList;
