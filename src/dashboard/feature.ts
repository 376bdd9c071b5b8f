import BarChartIcon from '@mui/icons-material/BarChart';
import { lazy } from 'react';
import type { Feature } from '../app/feature';

/** The statistics home page at /. */
export const dashboardFeature: Feature = {
  id: 'dashboard',
  dashboard: lazy(() => import('./Dashboard')),
  entries: [{ id: 'statistics', section: 'general', label: 'app.menu.statistics', icon: BarChartIcon, to: '/' }],
};
