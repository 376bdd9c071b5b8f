import type { MercadoLibreFeature } from '../mercadoLibreFeature';
import { syncClaims } from './claimSync';
import type { InboxRepository } from './inboxRepository';
import { syncMessages } from './messageSync';
import { readMissedFeeds } from './missedFeeds';
import { syncOrders } from './orderSync';
import { syncQuestions } from './questionSync';
import { syncShipments } from './shipmentSync';

interface CatchUpLog {
  warn(object: object, message: string): void;
}

/** What each connected account is read for, in this order, since its cursors. */
const accountSyncs = [
  ['orders', syncOrders],
  ['questions', syncQuestions],
  ['shipments', syncShipments],
  ['claims', syncClaims],
  ['messages', syncMessages],
] as const;

// MercadoLibre keeps missed feeds two days; a week covers them and any late redelivery.
const keepProcessedMs = 7 * 24 * 3600 * 1000;

/**
 * What webhooks alone cannot guarantee after an outage longer than MercadoLibre's hour of retries:
 * the missed feeds, then each connected account's orders (with their payments and shipments) changed
 * and questions asked since its cursors, the questions answered and the shipments moved elsewhere,
 * its claims changed and its unread buyer messages, all into the inbox.
 * A failing step is logged and the next one still runs; the next round tries again. Old processed
 * rows are purged on the way.
 */
export async function catchUp(feature: MercadoLibreFeature, inbox: InboxRepository, log: CatchUpLog): Promise<void> {
  await inbox.purge(keepProcessedMs).catch((error: unknown) => log.warn({ err: error }, 'could not purge the MercadoLibre inbox'));
  await readMissedFeeds(feature, inbox).catch((error: unknown) => log.warn({ err: error }, 'could not read the MercadoLibre missed feeds'));
  for (const account of await feature.accounts.list()) {
    if (account.status !== 'connected') continue;
    for (const [what, sync] of accountSyncs) {
      await sync(feature, inbox, Number(account.id)).catch((error: unknown) =>
        log.warn({ err: error, accountId: account.id }, `could not sync MercadoLibre ${what}`),
      );
    }
  }
}
