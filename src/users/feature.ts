import type { Feature } from '../app/feature';
import { usersMessagesEs } from './i18n/usersMessagesEs';
import { users } from '.';

export const usersFeature: Feature = {
  id: 'users',
  entries: [{ id: 'usuarios', section: 'general', label: 'resources.usuarios.name', icon: users.icon, to: '/usuarios', resource: users }],
  messages: { es: usersMessagesEs, en: () => import('./i18n/usersMessagesEn').then((module) => module.usersMessagesEn) },
};
