import type { Messages } from '../../i18n/messageShape';
import type { notificationsMessagesEs } from './notificationsMessagesEs';

/** English strings of the notification bell and history; typed by the Spanish ones so a missing key does not compile. */
export const notificationsMessagesEn: Messages<typeof notificationsMessagesEs> = {
  app: {
    menu: { notifications: 'Notifications' },
    notifications: {
      title: 'Notifications',
      clear_all: 'Clear all',
      empty: 'You have no new notifications',
      history_link: 'View history',
      mark_seen: 'Mark as seen',
      update_error: 'The notifications could not be updated',
      unsupported: 'Your browser does not support notifications',
      socket_failed: 'Could not connect to the notifications socket, please reload the page',
      types: { question: 'Question', order: 'Sale', shipping: 'Shipping', publication: 'Publication', payment: 'Payment' },
      marketplaces: {
        mercadolibre: 'Mercado Libre',
        amazon: 'Amazon',
        linio: 'Linio',
        walmart: 'Walmart',
        anymarket: 'Any Market',
        tienda: 'Shop',
        claroshop: 'Claro Shop',
      },
      history: {
        title: 'Notification history',
        type: 'Type',
        marketplace: 'Marketplace',
        message: 'Message',
        date: 'Date',
        seen: 'Seen',
        seen_yes: 'Yes',
        seen_no: 'No',
        all: 'All',
        delete: 'Delete notification',
        deleted: 'Notification deleted',
        delete_all: 'Delete all',
        delete_all_title: 'Delete all notifications',
        delete_all_content: 'The whole notification history will be deleted. This cannot be undone.',
        all_deleted: 'Notification history deleted',
      },
    },
  },
};
