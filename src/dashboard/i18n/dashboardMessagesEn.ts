import type { Messages } from '../../i18n/messageShape';
import type { dashboardMessagesEs } from './dashboardMessagesEs';

/** English strings of the statistics home page; typed by the Spanish ones so a missing key does not compile. */
export const dashboardMessagesEn: Messages<typeof dashboardMessagesEs> = {
  app: {
    menu: { statistics: 'Statistics' },
    dashboard: {
      title: 'Statistics',
      users_total: 'Users',
      users_active: 'Active users',
      users_disabled: 'Disabled users',
    },
  },
};
