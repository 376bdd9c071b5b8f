import type { ServerFeature } from '../serverFeature';
import { seedAdmin } from './seedAdmin';
import { userHooks } from './userHooks';

/** Users: the generic resource, storing only a hash of each password, and the first administrator. */
export const usersFeature: ServerFeature = {
  name: 'users',
  resourceHooks: { usuarios: userHooks },
  async seedStart({ database, config }) {
    const generatedPassword = await seedAdmin(database.db, config.adminEmail, config.adminPassword);
    return [
      `Usuario administrador: ${config.adminEmail}`,
      ...(generatedPassword ? [`Contraseña (generada, se muestra solo esta vez): ${generatedPassword}`] : []),
    ];
  },
};
