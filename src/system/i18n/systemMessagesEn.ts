import type { Messages } from '../../i18n/messageShape';
import type { systemMessagesEs } from './systemMessagesEs';

/** English strings of the about page; typed by the Spanish ones so a missing key does not compile. */
export const systemMessagesEn: Messages<typeof systemMessagesEs> = {
  app: {
    menu: { about: 'About' },
    system: {
      about_title: 'About',
      version: 'Version',
      database: 'Database',
      health: 'Server status',
      uptime: 'Uptime',
      uptime_value: '%{minutes} min',
      status_ok: 'Running',
      status_down: 'Not responding',
      databases: { sqlite: 'SQLite', postgres: 'PostgreSQL' },
    },
  },
};
