import BarChartIcon from '@mui/icons-material/BarChart';
import type { Feature } from '../app/feature';
import { lazyScreen } from '../app/lazyScreen';
import { createHomeCalls } from './homeCalls';
import { homeSummaryQuery } from './homeSummaryQuery';
import { dashboardMessagesEs } from './i18n/dashboardMessagesEs';

/** The home page at /: lazy, so its charts load only when it is shown. */
export const dashboardFeature: Feature = {
  id: 'dashboard',
  dashboard: lazyScreen(() => import('./Dashboard')),
  dashboardQuery: homeSummaryQuery,
  entries: [{ id: 'statistics', section: 'general', label: 'app.menu.statistics', icon: BarChartIcon, to: '/' }],
  calls: createHomeCalls,
  messages: { es: dashboardMessagesEs, en: () => import('./i18n/dashboardMessagesEn').then((module) => module.dashboardMessagesEn) },
};
