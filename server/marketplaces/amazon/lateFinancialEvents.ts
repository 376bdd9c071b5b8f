import type { FinancesApiClient } from '@sp-api-sdk/finances-api-v0';
import type { AppContext } from '../../context';
import type { AccountFeeEvent } from './accountFeeReading';
import { type ReadEvent, readEventPages } from './financialEventPages';

// Amazon may show a financial event up to 48 hours after the PostedDate it lists it under (a deferred transaction is
// released later, under the date it was posted): each round reads this far behind its cursor again, or an event shown
// after the cursor passed its date would never be read.
export const lateEventsLookbackMs = 48 * 3_600_000;
// 1,000 events a round of the window read again; a longer window is read on from where the round stopped, next round.
const maxLatePages = 10;
// Keys looked up or stored in one statement: well under SQLite's bound of variables a statement holds.
const keyChunk = 200;

/** The keys among `keys` of events already read. */
async function keysRead(context: AppContext, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += keyChunk) {
    const rows = await context.database.db
      .selectFrom('amazon_finance_events_read')
      .select('event_key')
      .where('event_key', 'in', keys.slice(start, start + keyChunk))
      .execute();
    for (const row of rows) found.add(row.event_key);
  }
  return found;
}

/**
 * Remembers the events a round read (see ReadEvent), and forgets those posted before `forgetBefore`,
 * which no later round reads again: the window behind the cursor only moves forward.
 */
export async function rememberReadEvents(context: AppContext, accountId: number, events: readonly ReadEvent[], forgetBefore: string): Promise<void> {
  const db = context.database.db;
  const rows = [...new Map(events.map((event) => [event.key, { event_key: event.key, account_id: accountId, posted_date: event.postedDate }])).values()];
  for (let start = 0; start < rows.length; start += keyChunk)
    await db
      .insertInto('amazon_finance_events_read')
      .values(rows.slice(start, start + keyChunk))
      .onConflict((conflict) => conflict.column('event_key').doNothing())
      .execute();
  await db.deleteFrom('amazon_finance_events_read').where('account_id', '=', accountId).where('posted_date', '<', forgetBefore).execute();
}

export interface LateRead {
  /** Where this round read the window from. */
  from: string;
  /** The orders with an event not read before: summed again whole. */
  orderIds: Set<string>;
  /** Whether an undated service fee of the account was not read before: the window's days are read again whole. */
  undatedUnknown: boolean;
  /** Every event of the window that only its key tells apart, to remember. */
  events: ReadEvent[];
  /** The dated account fees of the window, keyed by the caller; one stored already is stored once (see keyedAccountFees). */
  datedFees: AccountFeeEvent[];
  /** Where the next round reads the window on from: undefined when this one read it to its end. */
  resumeFrom: string | undefined;
}

/**
 * Reads again the events posted in [`from`, `before`), the window behind the cursor, to find those
 * Amazon showed after the cursor passed their dates. An order is summed again only for an event not
 * read before (by its key): the window's other orders cost no request. Past its bound of pages, the
 * window is cut at the instant of its last event read, which the next round reads again whole.
 */
export async function readLateEvents(
  context: AppContext,
  finances: Pick<FinancesApiClient, 'listFinancialEvents'>,
  accountId: number,
  window: { from: string; before: string },
  unreadable: string[],
): Promise<LateRead> {
  const read = await readEventPages(finances, accountId, { postedAfter: window.from, postedBefore: window.before, maxPages: maxLatePages }, unreadable);
  const known = await keysRead(
    context,
    read.events.map((event) => event.key),
  );
  const unknown = read.events.filter((event) => !known.has(event.key));
  const orderIds = new Set(unknown.flatMap((event) => event.amazonOrderId ?? []));
  // A window whose pages all held one instant is read on from the next millisecond, or it would never be read further.
  const next = read.latest > window.from ? read.latest : new Date(Date.parse(window.from) + 1).toISOString();
  return {
    from: window.from,
    orderIds,
    undatedUnknown: unknown.some((event) => event.amazonOrderId === undefined),
    events: read.events,
    datedFees: read.datedFees,
    resumeFrom: read.cut ? next : undefined,
  };
}
