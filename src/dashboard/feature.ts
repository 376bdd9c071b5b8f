import BarChartIcon from '@mui/icons-material/BarChart';
import { lazy } from 'react';
import type { Feature } from '../app/feature';
import { dashboardMessagesEn } from './i18n/dashboardMessagesEn';
import { dashboardMessagesEs } from './i18n/dashboardMessagesEs';

/** The statistics home page at /. */
export const dashboardFeature: Feature = {
  id: 'dashboard',
  dashboard: lazy(() => import('./Dashboard')),
  entries: [{ id: 'statistics', section: 'general', label: 'app.menu.statistics', icon: BarChartIcon, to: '/' }],
  messages: { es: dashboardMessagesEs, en: dashboardMessagesEn },
};
