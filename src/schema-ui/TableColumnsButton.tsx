import { ColumnsButton } from 'react-admin';
import { useListAsCards } from './useListAsCards';

/**
 * The column chooser of a list's table, kept per list in the store. Below `md` the list is cards
 * (ResponsiveListBody), which have no columns to choose, so it is not offered there; `data-table-only`
 * says so to whoever checks that every action of the table's toolbar is also reachable on a phone.
 */
export const TableColumnsButton = () => {
  const narrow = useListAsCards();
  return narrow ? null : <ColumnsButton data-table-only />;
};
