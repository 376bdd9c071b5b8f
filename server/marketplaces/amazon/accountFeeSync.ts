import type { FinancesApiClient } from '@sp-api-sdk/finances-api-v0';
import type { AppContext } from '../../context';
import { objectRead } from '../shared/marketplaceAnswer';
import { type AccountFeeEvent, accountFeesOf, type KeyedAccountFee, keyedAccountFees } from './accountFeeReading';
import type { AccountRow } from './accountRepository';
import { latestAskable } from './financesWindow';

const dayMs = 86_400_000;
const pageSize = 100;
// The days of a round are read in full however many pages each takes; past this many pages, the later days wait for the next round.
const maxPages = 20;
// Rows of one insert: well under SQLite's bound of variables a statement holds.
const insertChunk = 200;

const dayStartOf = (instant: string) => new Date(Math.floor(Date.parse(instant) / dayMs) * dayMs).toISOString();
const nextDay = (dayStart: string) => new Date(Date.parse(dayStart) + dayMs).toISOString();

/**
 * The undated service fees of each UTC day from `from`'s to today, keyed by their day (see
 * keyedAccountFees): Amazon answers a service fee without its PostedDate, so only a read of one whole
 * day tells which day it belongs to, and ranks it among that day's equal fees the same way every time.
 * Answers them with `through`, before which every event has been read by these days (the start of
 * the first day left for the next round, or of today, which is still being posted), and whether
 * every day up to today was read. Amazon is never asked for events from or up to less than two
 * minutes ago; today's window is left open, as Amazon closes it two minutes before the request
 * itself: in the first minutes after midnight, yesterday is read up to then and left for the next round.
 */
export async function undatedFeesByDay(
  finances: Pick<FinancesApiClient, 'listFinancialEvents'>,
  accountId: number,
  from: string,
  unreadable: string[],
): Promise<{ fees: KeyedAccountFee[]; through: string; complete: boolean }> {
  const now = Date.now();
  const today = dayStartOf(new Date(now).toISOString());
  const askable = latestAskable(now);
  const fees: KeyedAccountFee[] = [];
  let pages = 0;
  for (let day = dayStartOf(from); ; day = nextDay(day)) {
    // Today has no end yet: its window is left open, and it is read again, whole, next round. Just after
    // midnight yesterday's end cannot be asked for yet: its window ends as late as Amazon allows.
    // A day that starts too recently to be asked for (a cursor of the first minutes after midnight) waits for the next round.
    if (day > askable) return { fees, through: day, complete: false };
    const postedBefore = day >= today ? undefined : nextDay(day) <= askable ? nextDay(day) : askable;
    const ofDay: AccountFeeEvent[] = [];
    let nextToken: string | undefined;
    do {
      const answer = await finances.listFinancialEvents({ postedAfter: day, postedBefore, maxResultsPerPage: pageSize, nextToken });
      ofDay.push(...accountFeesOf(objectRead(answer.data.payload?.FinancialEvents) ?? {}, unreadable).filter((fee) => fee.postedDate === undefined));
      nextToken = answer.data.payload?.NextToken;
      pages += 1;
    } while (nextToken);
    fees.push(...keyedAccountFees(accountId, ofDay, day));
    if (day >= today) return { fees, through: today, complete: true };
    // A day read short of its end is read again, whole, next round (its fees ranked the same way, the later ones after them).
    if (postedBefore !== nextDay(day)) return { fees, through: day, complete: false };
    if (pages >= maxPages) return { fees, through: nextDay(day), complete: false };
  }
}

/** Stores each account fee not stored yet (by its key); one already stored is left as it is, as its event is the same. */
export async function recordAccountFees(context: AppContext, account: AccountRow, fees: readonly KeyedAccountFee[]): Promise<void> {
  const rows = fees.map((fee) => ({
    channel: 'amazon',
    account_id: Number(account.id),
    fee_type: fee.feeType,
    description: fee.description,
    fees: -fee.amount,
    net: fee.amount,
    currency_id: fee.currency,
    posted_date: fee.postedAt,
    last_event_date: fee.postedAt,
    event_key: fee.key,
  }));
  for (let start = 0; start < rows.length; start += insertChunk)
    await context.database.db
      .insertInto('amazon_payments')
      .values(rows.slice(start, start + insertChunk))
      .onConflict((conflict) => conflict.column('event_key').doNothing())
      .execute();
}
