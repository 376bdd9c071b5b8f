import type { Feature } from '../app/feature';
import { usersMessagesEn } from './i18n/usersMessagesEn';
import { usersMessagesEs } from './i18n/usersMessagesEs';
import { users } from '.';

export const usersFeature: Feature = {
  id: 'users',
  entries: [{ id: 'usuarios', section: 'general', label: 'resources.usuarios.name', icon: users.icon, to: '/usuarios', resource: users }],
  messages: { es: usersMessagesEs, en: usersMessagesEn },
};
