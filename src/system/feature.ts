import InfoIcon from '@mui/icons-material/Info';
import type { Feature } from '../app/feature';
import { systemMessagesEs } from './i18n/systemMessagesEs';
import { aboutRoutes } from '.';
import { createSystemCalls } from './systemCalls';

export const systemFeature: Feature = {
  id: 'system',
  entries: [{ id: 'about', section: 'general', label: 'app.menu.about', icon: InfoIcon, to: '/about', routes: aboutRoutes }],
  calls: createSystemCalls,
  messages: { es: systemMessagesEs, en: () => import('./i18n/systemMessagesEn').then((module) => module.systemMessagesEn) },
};
