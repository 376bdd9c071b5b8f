import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { listLimits } from '../../resources';
import { AnotherPageLoadingBar } from '../schema-ui/AnotherPageLoadingBar';
import { NotificationDeleteAllButton } from './NotificationDeleteAllButton';
import { addressOf, filtersFromAddress, NotificationHistoryFilters } from './NotificationHistoryFilters';
import { NotificationHistoryTable } from './NotificationHistoryTable';
import { useNotificationHistory } from './useNotificationHistory';

const pageSizes = [5, 10, 25, 50];

/**
 * /notificaciones: every notification of the user, seen or not (`?seen=false`: those not seen yet),
 * newest first, paginated and filterable, the filters in the address.
 */
export const NotificationHistoryPage = () => {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = filtersFromAddress(search);
  // Other filters (chosen here, or by Back and Forward) start again on the first page.
  const [paging, setPaging] = useState<{ search: string; page: number }>({ search, page: listLimits.defaultPage });
  const page = paging.search === search ? paging.page : listLimits.defaultPage;
  const setPage = (next: number) => setPaging({ search, page: next });
  const [size, setSize] = useState<number>(listLimits.defaultSize);
  const history = useNotificationHistory({ page, size, ...filters });

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.notifications.history.title" />
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <NotificationHistoryFilters
            value={filters}
            onChange={(value) => {
              navigate({ pathname, search: addressOf(value) });
            }}
          />
          <NotificationDeleteAllButton disabled={history.total === 0} loading={history.isRemovingAll} onConfirm={history.removeAll} />
        </Box>
        <AnotherPageLoadingBar loading={history.isLoadingAnother} />
        {history.isPending ? (
          <Loading />
        ) : history.notifications.length === 0 ? (
          <Typography sx={{ py: 3, textAlign: 'center' }}>{translate('app.list.empty')}</Typography>
        ) : (
          <>
            <NotificationHistoryTable notifications={history.notifications} onDelete={history.remove} />
            <TablePagination
              component="div"
              count={history.total}
              page={page - 1}
              rowsPerPage={size}
              rowsPerPageOptions={pageSizes}
              onPageChange={(_event, next) => setPage(next + 1)}
              onRowsPerPageChange={(event) => {
                setSize(Number(event.target.value));
                setPage(1);
              }}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
              getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
              // On a phone the rows-per-page choice, the range and the page buttons wrap instead of leaving the screen.
              sx={{
                '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
                '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
};

export default NotificationHistoryPage;
