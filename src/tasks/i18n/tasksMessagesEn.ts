import type { Messages } from '../../i18n/messageShape';
import type { tasksMessagesEs } from './tasksMessagesEs';

/** English strings of the task screens; typed by the Spanish ones so a missing key does not compile. */
export const tasksMessagesEn: Messages<typeof tasksMessagesEs> = {
  resources: {
    tareas: {
      name: 'Task |||| Tasks',
      fields: {
        id: 'Number',
        type: 'Type',
        status: 'Status',
        account_id: 'Account',
        marketplace: 'Marketplace',
        created_by: 'Created by',
        total: 'Items',
        done: 'Progress',
        failed: 'With errors',
        waiting: 'Waiting for a retry',
        created_at: 'Created',
        started_at: 'Started',
        finished_at: 'Finished',
        updated_at: 'Updated',
        last_error: 'Last error',
        attempt: 'Attempt',
      },
    },
  },
  app: {
    menu: { tasks: 'Tasks' },
    tasks: {
      types: {
        1: 'Sync orders',
        2: 'Validate publications',
        3: 'Publish',
        4: 'Sync stock',
        5: 'Validate publications',
        6: 'Pause publications',
        7: 'Reactivate publications',
        8: 'Delete marketplace publications',
        9: 'Delete platform publications',
        10: 'Sync publications',
      },
      statuses: { 1: 'Queued', 2: 'In process', 3: 'Finished', 4: 'Not finished', 5: 'Retrying', 6: 'Finished with errors' },
      waiting_for: { mercadolibre: 'Waiting for MercadoLibre', marketplace: 'Waiting for the marketplace' },
      outcome: 'Outcome',
      outcomes: { success: 'Completed successfully', with_errors: 'Completed with errors', not_completed: 'Not completed' },
      progress: '%{processed} of %{total}',
      failed_count: '%{smart_count} failed |||| %{smart_count} failed',
      retry: 'Retry failed items',
      retried: 'The failed items are queued again',
      retry_error: 'The failed items could not be retried',
      items: {
        title: 'Items',
        position: '#',
        status: 'Status',
        outcome: 'Result or reason',
        attempts: 'Attempts',
        all: 'All',
        range: '%{from}–%{to} of %{count}',
        page_first: 'First page',
        page_last: 'Last page',
        page_next: 'Next page',
        page_previous: 'Previous page',
        statuses: { pending: 'Pending', running: 'Running', retrying: 'Retrying', done: 'Done', failed: 'Failed' },
      },
    },
  },
};
