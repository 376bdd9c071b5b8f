import SettingsIcon from '@mui/icons-material/Settings';
import type { Feature } from '../app/feature';
import { settingsMessagesEs } from './i18n/settingsMessagesEs';
import { settingsRoutes } from '.';

export const settingsFeature: Feature = {
  id: 'settings',
  entries: [{ id: 'configuracion', section: 'general', label: 'app.menu.settings', icon: SettingsIcon, to: '/configuracion', routes: settingsRoutes }],
  messages: { es: settingsMessagesEs, en: () => import('./i18n/settingsMessagesEn').then((module) => module.settingsMessagesEn) },
};
