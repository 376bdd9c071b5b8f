import type { Order, OrderItem } from '@sp-api-sdk/orders-api-v0';
import type { AppContext } from '../../context';
import { recordChannelSale } from '../../inventory/sales/recordChannelSale';
import { dateRead, describeValue } from '../shared/marketplaceAnswer';
import { laterCursor } from '../shared/syncCursor';
import { type AmazonConnector, mexicoMarketplaceId } from './amazonConnector';
import type { AccountRow } from './accountRepository';
import { recordBuyerRequests } from './buyerRequestRecording';
import { linkListedProducts } from './listingPublishing';
import { announceAmazonOrder } from './orderNotification';
import { saleOfAmazonOrder } from './orderSaleMapping';
import { announceUnreadableOrder, announceUnreadablePageParts, pageEntriesRead, UnreadableAmazonOrder } from './unreadableOrderAnswer';

interface SyncLog {
  warn(object: object, message: string): void;
}

const pageSize = 100;
// 2,000 orders a round: a bound so one sync cannot run forever; the rest comes next round from the moved cursor.
const maxPages = 20;

/**
 * An account's first read also takes the orders still to ship placed up to this long before it was
 * connected: the seller has them to prepare, and their units are still in the warehouse. Orders
 * already shipped before then stay out, their stock long gone from the counts the seller keeps.
 */
const openOrdersBeforeConnectionMs = 30 * 24 * 60 * 60 * 1000;
const openOrderStatuses = ['Pending', 'Unshipped', 'PartiallyShipped'];

type OrderQuery = { lastUpdatedAfter: string } | { createdAfter: string; orderStatuses: string[] };

/** The account's cursor: the newest LastUpdateDate recorded, or none before its first read. */
async function cursorOf(context: AppContext, account: AccountRow): Promise<string | undefined> {
  const row = await context.database.db.selectFrom('amazon_order_cursors').select('cursor').where('account_id', '=', Number(account.id)).executeTakeFirst();
  return row?.cursor;
}

/** Moves the account's cursor forward to `cursor`; an earlier one (a slower round's) changes nothing. */
async function moveCursor(context: AppContext, accountId: number, cursor: string): Promise<void> {
  const updated_at = new Date().toISOString();
  await context.database.db
    .insertInto('amazon_order_cursors')
    .values({ account_id: accountId, cursor, updated_at })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ cursor, updated_at }).where(laterCursor('amazon_order_cursors')))
    .execute();
}

/** The catalogue products whose `ref` is one of these SKUs (an Amazon listing is the product's SellerSKU). */
async function productsBySku(context: AppContext, skus: readonly string[]): Promise<Map<string, number | null>> {
  const found = new Map<string, number | null>(skus.map((sku) => [sku, null]));
  if (skus.length === 0) return found;
  const rows = await context.database.db.selectFrom('products').select(['rowid', 'ref']).where('ref', 'in', skus).execute();
  for (const row of rows) found.set(String(row.ref), Number(row.rowid));
  return found;
}

/**
 * Records one Amazon order (read with its items) as the inventory's sale. Amazon has no setting of
 * its own for when a sale takes stock: the inventory's default applies (once paid, first warehouse).
 */
async function recordAmazonOrder(context: AppContext, connector: AmazonConnector, account: AccountRow, order: Order): Promise<void> {
  const clients = await connector.clients(account);
  const items: OrderItem[] = [];
  let nextToken: string | undefined;
  do {
    const page = await clients.orders.getOrderItems({ orderId: order.AmazonOrderId, nextToken });
    items.push(...(page.data.payload?.OrderItems ?? []));
    nextToken = page.data.payload?.NextToken;
  } while (nextToken);
  const productOf = await productsBySku(context, [...new Set(items.map((item) => item.SellerSKU ?? item.ASIN))]);
  // Mapped before anything is stored: an order whose numbers no record can hold is refused whole.
  const sale = saleOfAmazonOrder(order, items, productOf, { accountId: Number(account.id), stockMoment: 'paid', warehouseId: null });
  // Before the sale is recorded, so the stock it takes reaches this account's listings too.
  await linkListedProducts(context, connector, account, productOf);
  const recorded = await recordChannelSale(context, sale);
  // After the sale, so the notifications lead to rows that exist.
  await announceAmazonOrder(context, order, items);
  await recordBuyerRequests(context, account, order, items, { orderId: recorded.orderId, requestedAt: sale.updatedAt });
}

/**
 * The orders one query finds, page by page, up to the round's bound. A part of a page that cannot be
 * read (`Orders` that are no list, an entry that is no object or has no AmazonOrderId) is passed
 * over and described in `unreadable`: the page's other orders are still found.
 */
async function* ordersFound(clients: Awaited<ReturnType<AmazonConnector['clients']>>, query: OrderQuery, unreadable: string[]): AsyncGenerator<Order> {
  let nextToken: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const answer = await clients.orders.getOrders({ marketplaceIds: [mexicoMarketplaceId], maxResultsPerPage: pageSize, nextToken, ...query });
    for (const order of pageEntriesRead(answer.data.payload?.Orders, 'Orders', unreadable)) {
      if (typeof order.AmazonOrderId === 'string' && order.AmazonOrderId !== '') yield order as unknown as Order;
      else unreadable.push(describeValue('Orders[].AmazonOrderId', order.AmazonOrderId));
    }
    nextToken = answer.data.payload?.NextToken;
    if (!nextToken) return;
  }
}

/**
 * Reads the account's orders changed since its cursor (`getOrders` by LastUpdatedAfter) and records
 * each as one ERP order: created once, its statuses moved forward and its stock taken or given back
 * once however often it is read. The first read starts when the account was connected and also
 * takes the orders still to ship from before. The cursor (the newest LastUpdateDate recorded) moves
 * only after the orders are recorded, so a crash reads them again rather than skipping one.
 * A part of a page that cannot be read is passed over, the seller told why (once), and the cursor
 * moves by the orders that could be. Answers how many orders it recorded and why the others (and
 * those parts) were refused.
 */
export async function syncAmazonOrders(
  context: AppContext,
  connector: AmazonConnector,
  account: AccountRow,
  log?: SyncLog,
): Promise<{ orders: number; cursor: string; refused: string[] }> {
  const clients = await connector.clients(account);
  const cursor = await cursorOf(context, account);
  const connectedAt = new Date(account.created_at);
  const from = cursor ?? connectedAt.toISOString();
  const queries: OrderQuery[] = [{ lastUpdatedAfter: from }];
  if (cursor === undefined)
    queries.unshift({ createdAfter: new Date(connectedAt.getTime() - openOrdersBeforeConnectionMs).toISOString(), orderStatuses: openOrderStatuses });
  let newest = from;
  const recorded = new Set<string>();
  const refused: string[] = [];
  const unreadable: string[] = [];
  for (const query of queries) {
    for await (const order of ordersFound(clients, query, unreadable)) {
      if (recorded.has(order.AmazonOrderId)) continue;
      try {
        await recordAmazonOrder(context, connector, account, order);
      } catch (error) {
        // An order Amazon answers with what no record can hold would be refused on every round, and with the cursor
        // held back no later order would be recorded: it is left out, the seller told why (once); a change on Amazon brings it back.
        if (!(error instanceof UnreadableAmazonOrder)) throw error;
        refused.push(error.message);
        log?.warn({ accountId: account.id, orderId: order.AmazonOrderId, reason: error.message }, 'Amazon order not recorded');
        await announceUnreadableOrder(context, account, error);
      }
      recorded.add(order.AmazonOrderId);
      // An order whose LastUpdateDate is no date was refused above, and said so: it moves the cursor nowhere.
      const updated = dateRead(order.LastUpdateDate);
      if (updated !== undefined && updated > newest) newest = updated;
    }
  }
  const passedOver = await announceUnreadablePageParts(context, account, 'order', unreadable, log);
  if (newest !== from || cursor === undefined) await moveCursor(context, Number(account.id), newest);
  return { orders: recorded.size - refused.length, cursor: newest, refused: [...passedOver, ...refused] };
}

/** One round over every connected account; a failing account is logged and the next one still runs. */
export async function syncEveryAmazonAccount(context: AppContext, connector: AmazonConnector, log: SyncLog): Promise<void> {
  for (const account of await connector.accounts.list()) {
    if (account.status !== 'connected') continue;
    await syncAmazonOrders(context, connector, account, log).catch((error: unknown) =>
      log.warn({ err: error, accountId: account.id }, 'could not sync Amazon orders'),
    );
  }
}
