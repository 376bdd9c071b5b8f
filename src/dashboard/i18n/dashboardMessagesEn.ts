import type { Messages } from '../../i18n/messageShape';
import type { dashboardMessagesEs } from './dashboardMessagesEs';

/** English strings of the home page; typed by the Spanish ones so a missing key does not compile. */
export const dashboardMessagesEn: Messages<typeof dashboardMessagesEs> = {
  app: {
    menu: { statistics: 'Statistics' },
    dashboard: {
      title: 'Statistics',
      sales_today: "Today's sales",
      sales_last7Days: 'Sales, last 7 days',
      sales_last30Days: 'Sales, last 30 days',
      orders_count: '%{smart_count} order |||| %{smart_count} orders',
      orders_to_prepare: 'Orders to prepare and ship',
      sales_chart: 'Sales per day (last %{smart_count} days)',
      publications_chart: 'Listings by status',
      no_publications: 'No listings yet.',
      low_stock: 'Products with low stock',
      publications_sold: 'Units sold on Mercado Libre',
      publications_attention: 'Listings that need attention',
      publications_not_buyable: 'Listings paused or out of stock',
      publications_out_of_sync: 'Listings out of sync',
      questions_unanswered: 'Unanswered questions',
      questions_oldest: 'Oldest: %{age}',
      questions_none_waiting: 'No buyer is waiting for an answer',
      claims_open: 'Open claims',
      claims_overdue: '%{smart_count} past its deadline |||| %{smart_count} past their deadline',
      claims_next_due: 'Next deadline: %{date}',
      claims_none_due: 'No claim is waiting for an action',
      amazon_returns_to_decide: 'Amazon: %{smart_count} return to decide |||| Amazon: %{smart_count} returns to decide',
      tasks_running: 'Tasks in progress',
      tasks_failed: 'Tasks with errors (last 24 h)',
      notifications_unseen: 'Unread notifications',
      load_error: 'The home figures could not be loaded. They will be tried again shortly.',
      channels: { erp: 'ERP', mercadolibre: 'Mercado Libre', amazon: 'Amazon' },
    },
  },
};
