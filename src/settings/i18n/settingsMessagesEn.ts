import type { Messages } from '../../i18n/messageShape';
import type { settingsMessagesEs } from './settingsMessagesEs';

/** English strings of the settings pages; typed by the Spanish ones so a missing key does not compile. */
export const settingsMessagesEn: Messages<typeof settingsMessagesEs> = {
  app: {
    menu: { settings: 'Settings' },
    settings: {
      title: 'Settings',
      manage: 'Configure',
      accounts_count: '%{smart_count} account |||| %{smart_count} accounts',
      connection: { connected: 'Connected', attention: 'Needs reconnecting', not_connected: 'Not connected' },
      mercadolibre: {
        title: 'Mercado Libre accounts',
        connect: 'Connect account',
        connect_error: 'The connection with Mercado Libre could not be started',
        connected: 'Account %{nickname} connected',
        authorize_error: 'The account could not be connected. %{reason}',
        denied: 'Mercado Libre did not authorize the connection (%{reason})',
        active: 'Active',
        set_active: 'Make active',
        sync_stock: 'Sync stock',
        delete: 'Delete',
        delete_title: 'Delete the account',
        delete_content: 'The account %{nickname} will be disconnected. Its listings will no longer be synchronised.',
        reconnect: 'Reconnect',
        revoked_title: 'The account %{nickname} lost its authorization',
        revoked_text: 'Authorize the application on Mercado Libre again to keep working.',
        statuses: { connected: 'Connected', disconnected: 'Disconnected', revoked: 'Revoked' },
        columns: {
          nickname: 'Nickname',
          user_id: 'User ID',
          active: 'Active',
          status: 'Status',
          expires_at: 'Token expires',
          last_refresh_at: 'Last refresh',
          sales: 'Sales',
          actions: 'Actions',
        },
        sales: {
          stock_moment: 'Take the stock',
          moments: { paid: 'When the sale is paid', created: 'When the sale is created (reserve)' },
          warehouse: 'Sales warehouse',
          first_warehouse: 'The first warehouse',
          saved: 'Sales settings saved',
          failed: 'The sales settings could not be saved',
        },
        done: { set_active: 'Active account changed', delete: 'Account deleted' },
        failed: {
          set_active: 'The active account could not be changed',
          sync_stock: 'The stock could not be synchronised',
          delete: 'The account could not be deleted',
        },
      },
    },
  },
};
