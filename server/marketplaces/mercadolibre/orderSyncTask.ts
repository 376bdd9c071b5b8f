import { taskTypes } from '../../../resources/tasks';
import { InboxRepository } from './inbox/inboxRepository';
import { wakeInbox } from './inbox/mercadoLibreInbox';
import { syncOrders } from './inbox/orderSync';
import { AccountDisconnectedError, isTransientMarketplaceError, MercadoLibreError } from './mercadoLibreErrors';
import type { MercadoLibreFeature } from './mercadoLibreFeature';

/**
 * Task type 1, sync orders: one item per account, `{ accountId }`; it feeds the account's orders
 * changed since its cursor into the webhook inbox, whose processing records each as the ERP's sale
 * (once, however often it is fed) and announces each new sale once.
 */
export function registerOrderSyncTask(feature: MercadoLibreFeature): void {
  const { tasks } = feature.context;
  const inbox = new InboxRepository(feature.context.database.db);
  tasks.registerHandler<{ accountId: number }, { orders: number; cursor: string }>(taskTypes.syncOrders, {
    concurrency: 1,
    async runItem(item, context) {
      const synced = await syncOrders(feature, inbox, item.payload.accountId, context.signal);
      wakeInbox(feature.context);
      return synced;
    },
    isTransient: (error) => isTransientMarketplaceError(error) && !(error instanceof AccountDisconnectedError),
    retryAfterMs: (error) => (error instanceof MercadoLibreError ? error.retryAfterMs : undefined),
  });
}
