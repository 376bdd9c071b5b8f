import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ColumnsButton } from 'react-admin';

/**
 * The column chooser of a list's table, kept per list in the store. Below `md` the list is cards
 * (ResponsiveListBody), which have no columns to choose, so it is not offered there; `data-table-only`
 * says so to whoever checks that every action of the table's toolbar is also reachable on a phone.
 */
export const TableColumnsButton = () => {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return narrow ? null : <ColumnsButton data-table-only />;
};
