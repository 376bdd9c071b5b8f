import AutorenewIcon from '@mui/icons-material/Autorenew';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DateRangeIcon from '@mui/icons-material/DateRange';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import TodayIcon from '@mui/icons-material/Today';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Fragment } from 'react';
import { Title, useTranslate } from 'react-admin';
import { homeSummaryLimits, type HomeSummary, type OrderFigures } from '../../resources/homeSummary';
import { ChartCard } from './ChartCard';
import { homeLinks } from './listLinks';
import { PublicationsChart } from './PublicationsChart';
import { ClaimsCard } from './ClaimsCard';
import { QuestionsCard } from './QuestionsCard';
import { SalesChart } from './SalesChart';
import { StatCard } from './StatCard';
import { useChannelName } from './useChannelName';
import { useFormats } from './useFormats';
import { useHomeSummary } from './useHomeSummary';

type Period = 'today' | 'last7Days' | 'last30Days';

/** How many of the chart's days, the last ones, each period covers. */
const periodDays: Readonly<Record<Period, number>> = { today: 1, last7Days: 7, last30Days: homeSummaryLimits.chartDays };

/** The orders list from the period's first day; the plain list until the summary has loaded. */
const ordersOf = (summary: HomeSummary | undefined, days: number) => {
  const chartDays = summary?.sales[0]?.byDay ?? [];
  const first = chartDays[Math.max(0, chartDays.length - days)];
  return first ? homeLinks.ordersSince(first.day) : homeLinks.orders;
};

/** The period's orders over every channel. */
const salesOf = (summary: HomeSummary | undefined, period: Period): OrderFigures | undefined =>
  summary?.sales.reduce((sum, channel) => ({ count: sum.count + channel[period].count, amount: sum.amount + channel[period].amount }), { count: 0, amount: 0 });

/**
 * The first products short of stock by reference (else name), each moved to the next line whole: "AUD-000226"
 * broke after its hyphen, and half a reference reads as another.
 */
const LowStockNames = ({ products }: { readonly products: HomeSummary['lowStock']['first'] }) =>
  products.map((product, index) => (
    <Fragment key={product.id}>
      {index > 0 && ', '}
      <Box component="span" sx={{ display: 'inline-block' }}>
        {product.ref ?? product.label}
      </Box>
    </Fragment>
  ));

/** Home (/): the seller's day in figures from the database, each card opening the list it counts. */
export const Dashboard = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const channelName = useChannelName();
  const { data: summary, isError, dataUpdatedAt } = useHomeSummary();
  const salesCard = (period: Period, icon: typeof TodayIcon) => {
    const figures = salesOf(summary, period);
    // With more than one channel, each says its part under the total.
    const perChannel = summary && summary.sales.length > 1 ? summary.sales : [];
    return (
      <StatCard
        icon={icon}
        title={translate(`app.dashboard.sales_${period}`)}
        value={figures && formats.money(figures.amount)}
        detail={
          figures && (
            <>
              <div>{translate('app.dashboard.orders_count', { smart_count: figures.count })}</div>
              {perChannel.map((channel) => (
                <div key={channel.channel}>{`${channelName(channel.channel)}: ${formats.money(channel[period].amount)}`}</div>
              ))}
            </>
          )
        }
        to={ordersOf(summary, periodDays[period])}
      />
    );
  };
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title="app.dashboard.title" />
      {isError && <Alert severity="error">{translate('app.dashboard.load_error')}</Alert>}
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2}>
        {salesCard('today', TodayIcon)}
        {salesCard('last7Days', DateRangeIcon)}
        {salesCard('last30Days', CalendarMonthIcon)}
        <StatCard
          icon={LocalShippingIcon}
          title={translate('app.dashboard.orders_to_prepare')}
          value={summary?.ordersToPrepare}
          to={homeLinks.ordersToPrepare}
        />
      </Stack>
      {/* Buyers waiting for the seller. */}
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2}>
        <QuestionsCard questions={summary?.questions} />
        <ClaimsCard claims={summary?.claims} />
      </Stack>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2}>
        <ChartCard
          title={translate('app.dashboard.sales_chart', { smart_count: summary?.sales[0]?.byDay.length ?? 0 })}
          to={ordersOf(summary, homeSummaryLimits.chartDays)}
        >
          {summary && <SalesChart sales={summary.sales} />}
        </ChartCard>
        <ChartCard title={translate('app.dashboard.publications_chart')} to={homeLinks.publications}>
          {summary && <PublicationsChart publications={summary.publications} />}
        </ChartCard>
      </Stack>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2}>
        <StatCard
          icon={Inventory2Icon}
          title={translate('app.dashboard.low_stock')}
          value={summary?.lowStock.count}
          detail={summary && summary.lowStock.first.length > 0 && <LowStockNames products={summary.lowStock.first} />}
          to={homeLinks.lowStock}
        />
        <StatCard
          icon={ShoppingBagIcon}
          title={translate('app.dashboard.publications_sold')}
          narrow
          value={summary?.publications.sold}
          to={homeLinks.bestSellingPublications}
        />
        <StatCard
          icon={ErrorOutlineIcon}
          title={translate('app.dashboard.publications_attention')}
          narrow
          value={summary?.publications.byState.attention}
          to={homeLinks.publicationsInState('attention')}
        />
        <StatCard
          icon={PauseCircleOutlineIcon}
          title={translate('app.dashboard.publications_not_buyable')}
          narrow
          value={summary?.publications.byState.not_buyable}
          to={homeLinks.publicationsInState('not_buyable')}
        />
        <StatCard
          icon={SyncProblemIcon}
          title={translate('app.dashboard.publications_out_of_sync')}
          narrow
          value={summary?.publications.outOfSync}
          to={homeLinks.publicationsOutOfSync}
        />
        <StatCard icon={AutorenewIcon} title={translate('app.dashboard.tasks_running')} value={summary?.tasks.running} to={homeLinks.runningTasks} narrow />
        <StatCard
          icon={ReportProblemIcon}
          title={translate('app.dashboard.tasks_failed')}
          narrow
          value={summary?.tasks.failedLastDay}
          to={homeLinks.failedTasksUntil(dataUpdatedAt)}
        />
        <StatCard
          icon={NotificationsActiveIcon}
          title={translate('app.dashboard.notifications_unseen')}
          narrow
          value={summary?.notifications.unseen}
          to={homeLinks.unseenNotifications}
        />
      </Stack>
    </Stack>
  );
};

export default Dashboard;
