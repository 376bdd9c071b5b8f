import type { FinancialEvents } from '@sp-api-sdk/finances-api-v0';
import { marketplaceCodes, type NotificationSentence } from '../../../resources/notifications';
import type { Insertable } from 'kysely';
import type { AppContext } from '../../context';
import type { Tables } from '../../db/tables';
import { dateRead, objectRead } from '../shared/marketplaceAnswer';
import { laterCursor } from '../shared/syncCursor';
import { type AccountFeeEvent, accountFeesOf, keyedAccountFees } from './accountFeeReading';
import { recordAccountFees, undatedFeesByDay } from './accountFeeSync';
import type { AmazonConnector } from './amazonConnector';
import type { AccountRow } from './accountRepository';
import { erpOrderOf, linkRecordedOrders } from './erpOrderLookup';
import { latestAskable } from './financesWindow';
import { type OrderMoney, orderMoneyOf } from './orderMoney';
import { announceUnreadableOrder, announceUnreadablePageParts, pageEntriesRead, UnreadableAmazonOrder } from './unreadableOrderAnswer';

interface SyncLog {
  warn(object: object, message: string): void;
}

const pageSize = 100;
// 2,000 events a round: a bound so one sync cannot run forever; the rest comes next round from the moved cursor.
const maxPages = 20;
// A newly connected account's payments start this far back, so the screen shows the recent month, not nothing.
const firstSyncDays = 30;

/**
 * Every kind of event that belongs to an order and moves its money. A service fee belongs to the
 * order it names (one naming none is the account's, see accountFeesOf): the order is summed again
 * whole when one is posted, even with no other event of it in the window read.
 */
const orderEventLists = ['ShipmentEventList', 'RefundEventList', 'GuaranteeClaimEventList', 'ChargebackEventList', 'ServiceFeeEventList'] as const;

async function cursorOf(context: AppContext, account: AccountRow): Promise<string> {
  const row = await context.database.db.selectFrom('amazon_finance_cursors').select('cursor').where('account_id', '=', Number(account.id)).executeTakeFirst();
  return row?.cursor ?? new Date(new Date(account.created_at).getTime() - firstSyncDays * 86_400_000).toISOString();
}

/** Moves the account's cursor forward to `cursor`; an earlier one (a slower round's) changes nothing. */
async function moveCursor(context: AppContext, accountId: number, cursor: string): Promise<void> {
  const updated_at = new Date().toISOString();
  await context.database.db
    .insertInto('amazon_finance_cursors')
    .values({ account_id: accountId, cursor, updated_at })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ cursor, updated_at }).where(laterCursor('amazon_finance_cursors')))
    .execute();
}

/** A list of an order's events added to the same list of its earlier pages; one that is no list is kept, for `orderMoneyOf` to refuse the payment naming it. */
function mergedList(had: unknown, page: unknown): unknown {
  if (page === undefined || page === null) return had;
  if (had === undefined) return page;
  if (!Array.isArray(had)) return had;
  return Array.isArray(page) ? [...(had as unknown[]), ...page] : page;
}

/** Every financial event Amazon posted for the order, all pages merged. */
async function eventsOfOrder(connector: AmazonConnector, account: AccountRow, amazonOrderId: string): Promise<FinancialEvents> {
  const clients = await connector.clients(account);
  const merged: Record<string, unknown> = {};
  let nextToken: string | undefined;
  do {
    const page = await clients.finances.listFinancialEventsByOrderId({ orderId: amazonOrderId, maxResultsPerPage: pageSize, nextToken });
    const events = objectRead(page.data.payload?.FinancialEvents) ?? {};
    for (const list of orderEventLists) merged[list] = mergedList(merged[list], events[list]);
    nextToken = page.data.payload?.NextToken;
  } while (nextToken);
  return merged as FinancialEvents;
}

type PaymentRow = Omit<Insertable<Tables['amazon_payments']>, 'amazon_order_id'> & { last_event_date: string; event_count: number };

/** Whether a read of the order is later than the one its stored row was summed from. */
function laterRead(row: PaymentRow, stored: { last_event_date: string | null; event_count: number | null }): boolean {
  // Amazon only adds events to an order: a read holding more of them is the later one, though an undated service fee moves no date.
  if (stored.event_count !== null) return row.event_count > stored.event_count;
  // A row of an older build has no count: its latest event's date orders the reads, compared as an instant (see storeUnlessLater).
  return stored.last_event_date === null || Date.parse(stored.last_event_date) <= Date.parse(row.last_event_date);
}

/**
 * Stores the order's row, unless the stored one was summed from a later read of it (two syncs
 * racing): one that counts more of the order's events. A read of as many events changes nothing,
 * so an order read again keeps the dates it was first stored with. A row of an older build, stored
 * without its count, is replaced by a read whose latest event is no older than its own; the dates
 * are compared as instants, not as texts, as those rows keep Amazon's PostedDate as it came, without
 * milliseconds ("…:05Z"), whose text sorts after that of a later event of the same second
 * ("…:05.300Z"). The stored row is changed only while it still holds the count and date compared,
 * else it is read again.
 */
async function storeUnlessLater(context: AppContext, amazonOrderId: string, row: PaymentRow): Promise<void> {
  const db = context.database.db;
  for (;;) {
    const inserted = await db
      .insertInto('amazon_payments')
      .values({ amazon_order_id: amazonOrderId, ...row })
      .onConflict((conflict) => conflict.column('amazon_order_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return;
    const stored = await db
      .selectFrom('amazon_payments')
      .select(['last_event_date', 'event_count'])
      .where('amazon_order_id', '=', amazonOrderId)
      .executeTakeFirst();
    if (!stored) continue;
    if (!laterRead(row, stored)) return;
    const updated = await db
      .updateTable('amazon_payments')
      .set(row)
      .where('amazon_order_id', '=', amazonOrderId)
      .where('event_count', stored.event_count === null ? 'is' : '=', stored.event_count)
      .where('last_event_date', stored.last_event_date === null ? 'is' : '=', stored.last_event_date)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return;
  }
}

const pesos = (value: number) => `$${value.toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Keeps one row per order, summed again from all of its events each time it is read, so the same
 * event read twice changes nothing. A read of fewer events than the row's changes nothing either
 * (two syncs racing). A refund notifies once per amount refunded.
 */
async function recordOrderMoney(context: AppContext, account: AccountRow, amazonOrderId: string, money: OrderMoney): Promise<void> {
  const row = {
    channel: 'amazon',
    account_id: Number(account.id),
    order_id: await erpOrderOf(context, account, amazonOrderId),
    status: money.status,
    item_price: money.itemPrice,
    fees: money.fees,
    refunded: money.refunded,
    net: money.net,
    currency_id: money.currency,
    posted_date: money.postedDate,
    last_event_date: money.lastEventDate,
    event_count: money.eventCount,
  };
  await storeUnlessLater(context, amazonOrderId, row);
  if (money.refunded <= 0) return;
  await context.notify(
    {
      type: 'payment',
      marketplace: marketplaceCodes.amazon,
      resourceId: amazonOrderId,
      message: `Reembolso en Amazon de ${pesos(money.refunded)} en la venta ${amazonOrderId}`,
      data: {
        sentence: 'refund' satisfies NotificationSentence,
        amazon_order_id: amazonOrderId,
        refunded: money.refunded,
        currency_id: money.currency,
        net: money.net,
        status: money.status,
      },
    },
    { onceKey: `amazon:refund:${amazonOrderId}:${money.refunded.toFixed(2)}` },
  );
}

/**
 * Reads the account's financial events posted since its cursor (`listFinancialEvents`), then, for
 * each order they name (a service fee charged on an order names it too), all of that order's events
 * (`listFinancialEventsByOrderId`) summed into its payment row. The events of the account itself
 * (service fees naming no order, adjustments) are each a row of their own, keyed by their content
 * (see keyedAccountFees). The cursor (the newest PostedDate read) moves only after the rows are
 * written, so a crash reads the events again rather than skipping one; events at the cursor's instant
 * are read again too, which changes nothing. As Amazon answers a service fee undated, a read that
 * finds one reads its days again one by one (undatedFeesByDay), and the cursor then moves to where
 * those days were read whole. Rows stored before their order was recorded are linked to it.
 * A part of a page that cannot be read (a list that is none, an entry that is no object) is passed
 * over, the seller told why (once): the page's other events are still read, and the cursor moves by
 * their dates. Answers how many orders it recorded and why the others (and those parts) were refused.
 */
export async function syncAmazonPayments(
  context: AppContext,
  connector: AmazonConnector,
  account: AccountRow,
  log?: SyncLog,
): Promise<{ orders: number; refused: string[] }> {
  const clients = await connector.clients(account);
  const from = await cursorOf(context, account);
  // Amazon refuses a PostedAfter of its last two minutes: a cursor that recent is read from a little earlier, the events
  // in between read again, which stores nothing twice (an order is summed whole again; an account fee is keyed, see
  // keyedAccountFees, and the read holds every event of each instant it reaches). Amazon answers nothing posted in those
  // two minutes, so the cursor, the newest event read, stays before any event it has not shown yet.
  const askable = latestAskable(Date.now());
  const postedAfter = from < askable ? from : askable;
  let newest = from;
  const orderIds = new Set<string>();
  const unreadable: string[] = [];
  const datedFees: AccountFeeEvent[] = [];
  let undatedFound = false;
  let nextToken: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const answer = await clients.finances.listFinancialEvents({ postedAfter, maxResultsPerPage: pageSize, nextToken });
    const events = objectRead(answer.data.payload?.FinancialEvents) ?? {};
    // A part of the service fees that cannot be read is described here and by accountFeesOf alike: the seller is told it once.
    for (const list of orderEventLists)
      for (const event of pageEntriesRead(events[list], list, unreadable)) {
        if (typeof event.AmazonOrderId === 'string' && event.AmazonOrderId !== '') orderIds.add(event.AmazonOrderId);
        // An event whose PostedDate is no date moves the cursor nowhere; its order's events are read below, where it is refused and said so.
        const posted = dateRead(event.PostedDate);
        if (posted !== undefined && posted > newest) newest = posted;
      }
    for (const fee of accountFeesOf(events, unreadable))
      if (fee.postedDate === undefined) undatedFound = true;
      else {
        datedFees.push(fee);
        if (fee.postedDate > newest) newest = fee.postedDate;
      }
    nextToken = answer.data.payload?.NextToken;
    if (!nextToken) break;
  }
  const refused: string[] = [];
  for (const amazonOrderId of orderIds) {
    try {
      const money = orderMoneyOf(amazonOrderId, await eventsOfOrder(connector, account, amazonOrderId));
      if (money) await recordOrderMoney(context, account, amazonOrderId, money);
    } catch (error) {
      // Amazon answers the same events every round: holding the cursor back for them would stop every later payment.
      // The order's payment is left out, nothing of it stored, the seller told why (once); a change on Amazon brings it back.
      if (!(error instanceof UnreadableAmazonOrder)) throw error;
      refused.push(error.message);
      log?.warn({ accountId: account.id, orderId: amazonOrderId, reason: error.message }, 'Amazon payment not recorded');
      await announceUnreadableOrder(context, account, error);
    }
  }
  const accountId = Number(account.id);
  await recordAccountFees(context, account, keyedAccountFees(accountId, datedFees));
  if (undatedFound) {
    const byDay = await undatedFeesByDay(clients.finances, accountId, from, unreadable);
    await recordAccountFees(context, account, byDay.fees);
    // Every event before `through` has been read; past it, the undated fees of a day not read whole would be skipped.
    if (nextToken !== undefined) newest = newest < byDay.through ? newest : byDay.through;
    else newest = byDay.complete && newest > byDay.through ? newest : byDay.through;
  }
  const passedOver = await announceUnreadablePageParts(context, account, 'payment', unreadable, log);
  if (newest !== from) await moveCursor(context, accountId, newest);
  await linkRecordedOrders(context, account);
  return { orders: orderIds.size - refused.length, refused: [...passedOver, ...refused] };
}
