import type { Feature } from '../app/feature';
import { users } from '.';

export const usersFeature: Feature = {
  id: 'users',
  entries: [{ id: 'usuarios', section: 'general', label: 'resources.usuarios.name', icon: users.icon, to: '/usuarios', resource: users }],
};
