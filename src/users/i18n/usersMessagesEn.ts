import type { Messages } from '../../i18n/messageShape';
import type { usersMessagesEs } from './usersMessagesEs';

/** English strings of the user screens; typed by the Spanish ones so a missing key does not compile. */
export const usersMessagesEn: Messages<typeof usersMessagesEs> = {
  resources: {
    usuarios: {
      name: 'User |||| Users',
      page: { create: 'New user' },
      fields: {
        id: 'ID',
        first_name: 'First name',
        last_name: 'Last name',
        name: 'Display name',
        email: 'Email',
        password: 'Password',
        date_joined: 'Joined',
        groups: 'Groups',
        status: 'Status',
        tms: 'Last modified',
      },
      values: { status: { active: 'Active', disabled: 'Disabled' } },
    },
  },
  app: {
    users: {
      disable: 'Disable',
      enable: 'Enable',
      disabled: 'User disabled',
      enabled: 'User enabled',
      bulk_disabled: '%{smart_count} user disabled |||| %{smart_count} users disabled',
      password_reset_help: 'Leave empty to keep the current password',
    },
  },
};
