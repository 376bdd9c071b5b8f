import SettingsIcon from '@mui/icons-material/Settings';
import type { Feature } from '../app/feature';
import { settingsMessagesEn } from './i18n/settingsMessagesEn';
import { settingsMessagesEs } from './i18n/settingsMessagesEs';
import { settingsRoutes } from '.';

export const settingsFeature: Feature = {
  id: 'settings',
  entries: [{ id: 'configuracion', section: 'general', label: 'app.menu.settings', icon: SettingsIcon, to: '/configuracion', routes: settingsRoutes }],
  messages: { es: settingsMessagesEs, en: settingsMessagesEn },
};
