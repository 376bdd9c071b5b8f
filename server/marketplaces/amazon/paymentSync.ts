import type { FinancesApiClient, FinancialEvents } from '@sp-api-sdk/finances-api-v0';
import { marketplaceCodes, type NotificationSentence } from '../../../resources/notifications';
import type { Insertable } from 'kysely';
import type { AppContext } from '../../context';
import type { Tables } from '../../db/tables';
import { objectRead } from '../shared/marketplaceAnswer';
import { laterCursor } from '../shared/syncCursor';
import { keyedAccountFees } from './accountFeeReading';
import { recordAccountFees, undatedFeesByDay } from './accountFeeSync';
import type { AmazonConnector } from './amazonConnector';
import type { AccountRow } from './accountRepository';
import { erpOrderOf, linkRecordedOrders } from './erpOrderLookup';
import { latestAskable } from './financesWindow';
import { orderEventLists, readEventPages } from './financialEventPages';
import { type LateRead, lateEventsLookbackMs, readLateEvents, rememberReadEvents } from './lateFinancialEvents';
import { type OrderMoney, orderMoneyOf } from './orderMoney';
import { announceUnreadableOrder, announceUnreadablePageParts, UnreadableAmazonOrder } from './unreadableOrderAnswer';

interface SyncLog {
  warn(object: object, message: string): void;
}

const pageSize = 100;
// 2,000 events a round past the cursor: a bound so one sync cannot run forever; the rest comes next round from the moved
// cursor. The window behind the cursor, read again, has a bound of its own (see readLateEvents).
const maxPages = 20;
// A newly connected account's payments start this far back, so the screen shows the recent month, not nothing.
const firstSyncDays = 30;

interface Cursor {
  cursor: string;
  lateFrom: string | null;
  stored: boolean;
}

/** The account's cursor, and where the read again of the window behind it resumes; a first sync has no such window (`stored` false). */
async function cursorOf(context: AppContext, account: AccountRow): Promise<Cursor> {
  const row = await context.database.db
    .selectFrom('amazon_finance_cursors')
    .select(['cursor', 'late_from'])
    .where('account_id', '=', Number(account.id))
    .executeTakeFirst();
  if (row) return { cursor: row.cursor, lateFrom: row.late_from, stored: true };
  return { cursor: new Date(new Date(account.created_at).getTime() - firstSyncDays * 86_400_000).toISOString(), lateFrom: null, stored: false };
}

/** Reads again the window behind the cursor up to `before` (see readLateEvents), from where the last round stopped reading it, if it did. */
function lateEventsBehind(
  context: AppContext,
  finances: Pick<FinancesApiClient, 'listFinancialEvents'>,
  accountId: number,
  cursor: Cursor,
  before: string,
  unreadable: string[],
): Promise<LateRead> | undefined {
  const windowStart = new Date(Date.parse(cursor.cursor) - lateEventsLookbackMs).toISOString();
  const from = cursor.lateFrom !== null && cursor.lateFrom > windowStart ? cursor.lateFrom : windowStart;
  if (!cursor.stored || from >= before) return undefined;
  return readLateEvents(context, finances, accountId, { from, before }, unreadable);
}

/** Where the next round reads the window behind the cursor again from: its start (null), or where this round stopped reading it. */
async function moveLateFrom(context: AppContext, accountId: number, cursor: Cursor, late: LateRead | undefined): Promise<void> {
  const lateFrom = late?.resumeFrom ?? null;
  if (lateFrom === cursor.lateFrom) return;
  await context.database.db.updateTable('amazon_finance_cursors').set({ late_from: lateFrom }).where('account_id', '=', accountId).execute();
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
 * those days were read whole. As Amazon may show an event hours after the date it lists it under, each
 * round also reads again the window behind the cursor (readLateEvents): an order is summed again, and
 * the days of an undated fee read again, only for an event no round read before, so the window's events
 * already stored cost no request and are stored once. Rows stored before their order was recorded are linked to it.
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
  const accountId = Number(account.id);
  const cursor = await cursorOf(context, account);
  const from = cursor.cursor;
  // Amazon refuses a PostedAfter of its last two minutes: a cursor that recent is read from a little earlier, the events
  // in between read again, which stores nothing twice (an order is summed whole again; an account fee is keyed, see
  // keyedAccountFees, and the read holds every event of each instant it reaches). Amazon answers nothing posted in those
  // two minutes, so the cursor, the newest event read, stays before any event it has not shown yet.
  const askable = latestAskable(Date.now());
  const postedAfter = from < askable ? from : askable;
  const unreadable: string[] = [];
  const fresh = await readEventPages(clients.finances, accountId, { postedAfter, maxPages }, unreadable);
  let newest = fresh.latest > from ? fresh.latest : from;
  const late = await lateEventsBehind(context, clients.finances, accountId, cursor, postedAfter, unreadable);
  const orderIds = new Set([...fresh.orderIds, ...(late?.orderIds ?? [])]);
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
  await recordAccountFees(context, account, keyedAccountFees(accountId, fresh.datedFees));
  // Keyed apart: keyedAccountFees ranks a fee among the events of its own read, which holds every event of its instant.
  if (late) await recordAccountFees(context, account, keyedAccountFees(accountId, late.datedFees));
  if (fresh.undatedFound) {
    const byDay = await undatedFeesByDay(clients.finances, accountId, from, unreadable);
    await recordAccountFees(context, account, byDay.fees);
    // Every event before `through` has been read; past it, the undated fees of a day not read whole would be skipped.
    if (fresh.cut) newest = newest < byDay.through ? newest : byDay.through;
    else newest = byDay.complete && newest > byDay.through ? newest : byDay.through;
  }
  let lateEvents = late?.events ?? [];
  if (late?.undatedUnknown) {
    // An undated fee shown late is of one of the days of the window behind the cursor: they are read again whole.
    const byDay = await undatedFeesByDay(clients.finances, accountId, late.from, unreadable);
    await recordAccountFees(context, account, byDay.fees);
    // Days left unread for the bound of pages: the window's undated fees are not remembered, so the next round looks again.
    if (!byDay.complete) lateEvents = lateEvents.filter((event) => event.amazonOrderId !== undefined);
  }
  const passedOver = await announceUnreadablePageParts(context, account, 'payment', unreadable, log);
  await rememberReadEvents(context, accountId, [...fresh.events, ...lateEvents], new Date(Date.parse(from) - lateEventsLookbackMs).toISOString());
  if (newest !== from) await moveCursor(context, accountId, newest);
  await moveLateFrom(context, accountId, cursor, late);
  await linkRecordedOrders(context, account);
  return { orders: orderIds.size - refused.length, refused: [...passedOver, ...refused] };
}
