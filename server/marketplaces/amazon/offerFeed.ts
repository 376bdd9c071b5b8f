import type { AppContext } from '../../context';
import { ApiError, conflict } from '../../http/errors';
import { ListingStore } from '../../inventory/push/listingStore';
import { type AmazonConnector, mexicoMarketplaceId } from './amazonConnector';
import { listingIdOf, listingLinks } from './listingLinks';
import { offerTarget } from './productListing';
import { type QuantityUpdate, submitQuantityFeed } from './quantityFeed';
import type { SdkClients } from './sdkClients';
import { marketplaceSpokenNames } from '../shared/marketplaceNames';

/** A feed Amazon has not processed within the wait: the item is tried again later. */
export class FeedPendingError extends Error {}

interface ReportIssue {
  messageId: number;
  severity: 'ERROR' | 'WARNING' | 'INFO';
  code: string;
  message: string;
  attributeName?: string;
}

export interface OfferFeedResult {
  feed_id: string;
  listings: number;
  accepted: number;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * A feed Amazon refused (a listing's issues, a document it could not process), or one with nothing to
 * send: the same feed would be refused again, so the item fails at once rather than being retried as
 * an outage is.
 */
const refused = (message: string) => new ApiError(422, 'marketplace_rejected', message);

/** Reads the feed's status every `pollMs` until Amazon processed it; answers its processing report's issues. */
async function processingReport(clients: SdkClients, feedId: string, timing: { pollMs: number; waitMs: number; timeoutMs: number }, signal: AbortSignal) {
  const until = Date.now() + timing.waitMs;
  for (;;) {
    const { data: feed } = await clients.feeds.getFeed({ feedId });
    if ((feed.processingStatus === 'DONE' || feed.processingStatus === 'FATAL') && feed.resultFeedDocumentId) {
      const { data: document } = await clients.feeds.getFeedDocument({ feedDocumentId: feed.resultFeedDocumentId });
      const report = (await (await fetch(document.url, { signal: AbortSignal.timeout(timing.timeoutMs) })).json()) as { issues?: ReportIssue[] };
      if (feed.processingStatus === 'FATAL') {
        const reason = report.issues?.[0]?.message ?? 'FATAL';
        throw refused(`Amazon no pudo procesar el feed ${feedId}: ${reason}`).worded('marketplace_answered', {
          marketplace: marketplaceSpokenNames.amazon,
          reason,
        });
      }
      return report.issues ?? [];
    }
    if (signal.aborted || Date.now() >= until) throw new FeedPendingError(`Amazon no ha procesado el feed ${feedId} todavía`);
    await pause(timing.pollMs, signal);
  }
}

/**
 * Sends the units and price the inventory's rules give these listings of one account in one
 * JSON_LISTINGS_FEED (three requests, however many listings), waits for Amazon's processing
 * report and records each listing's outcome: what Amazon accepted becomes what the listing shows
 * and what the inventory last pushed; a refused listing keeps the report's issues. Throws when
 * some listing was refused, naming them.
 */
export async function updateOffersByFeed(
  context: AppContext,
  connector: AmazonConnector,
  accountId: number,
  ids: readonly number[],
  signal: AbortSignal,
): Promise<OfferFeedResult> {
  const db = context.database.db;
  const account = await connector.accounts.get(accountId);
  if (!account) throw conflict('La cuenta de Amazon ya no está conectada').worded('account_disconnected', { marketplace: marketplaceSpokenNames.amazon });
  const links = await db
    .selectFrom('amazon_listings')
    .selectAll()
    .where('id', 'in', [...ids])
    .where('account_id', '=', accountId)
    .where('status', '!=', 'INVALID')
    .orderBy('id')
    .execute();
  const sent: Array<QuantityUpdate & { id: number; price: number }> = [];
  for (const link of links) {
    const target = await offerTarget(db, accountId, link.sku, Number(link.product_id));
    if (target) sent.push({ id: Number(link.id), sku: link.sku, productType: link.product_type, ...target });
  }
  if (sent.length === 0) throw conflict('Ninguna de las publicaciones está en Amazon').worded('amazon_nothing_listed');
  const { config } = connector;
  const clients = await connector.clients(account);
  const feedId = await submitQuantityFeed(clients, account.selling_partner_id, mexicoMarketplaceId, sent, config.timeoutMs);
  const timing = { pollMs: config.feedPollMs, waitMs: config.feedWaitSeconds * 1000, timeoutMs: config.timeoutMs };
  const issues = await processingReport(clients, feedId, timing, signal);
  const store = new ListingStore(db);
  const refusals: string[] = [];
  for (const [index, update] of sent.entries()) {
    // Messages are numbered from 1 in the order they were sent.
    const own = issues.filter((issue) => issue.messageId === index + 1);
    if (own.some((issue) => issue.severity === 'ERROR')) {
      const found = own.map((issue) => ({ attribute: issue.attributeName ?? '', code: issue.code, message: issue.message, severity: issue.severity }));
      await listingLinks.patchRefused(db, update.id, found);
      await listingLinks.recordSync(db, update.id, { state: 'out_of_sync', erpQuantity: update.quantity });
      refusals.push(`${update.sku}: ${own.map((issue) => issue.message).join('; ')}`);
      continue;
    }
    await listingLinks.accepted(db, update.id, { quantity: update.quantity, price: update.price });
    await listingLinks.recordSync(db, update.id, { state: 'in_sync', erpQuantity: update.quantity });
    await store.set(
      { channel: 'amazon', listingId: listingIdOf(accountId, update.sku) },
      { pushed_quantity: update.quantity, pushed_price: update.price, pushed_at: new Date().toISOString(), error: null },
    );
  }
  if (refusals.length > 0) {
    const reason = refusals.join(' | ');
    throw refused(`Amazon rechazó ${refusals.length} de ${sent.length} publicaciones: ${reason}`).worded('amazon_offers_refused', {
      refused: refusals.length,
      sent: sent.length,
      reason,
    });
  }
  return { feed_id: feedId, listings: sent.length, accepted: sent.length };
}
