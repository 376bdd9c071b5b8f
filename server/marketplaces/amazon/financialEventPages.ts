import { createHash } from 'node:crypto';
import type { FinancesApiClient } from '@sp-api-sdk/finances-api-v0';
import { dateRead, objectRead } from '../shared/marketplaceAnswer';
import { type AccountFeeEvent, accountFeesOf } from './accountFeeReading';
import { pageEntriesRead } from './unreadableOrderAnswer';

const pageSize = 100;

/**
 * Every kind of event that belongs to an order and moves its money. A service fee belongs to the
 * order it names (one naming none is the account's, see accountFeesOf): the order is summed again
 * whole when one is posted, even with no other event of it in the window read.
 */
export const orderEventLists = ['ShipmentEventList', 'RefundEventList', 'GuaranteeClaimEventList', 'ChargebackEventList', 'ServiceFeeEventList'] as const;

/** An event a read answered that only its key tells apart from the others: an order's, or an undated service fee of the account. */
export interface ReadEvent {
  key: string;
  /** The order it belongs to; undefined for a service fee of the account. */
  amazonOrderId: string | undefined;
  /** Its PostedDate, or, undated, the start of the read, which it was posted no earlier than. */
  postedDate: string;
}

/** What pages of the account's financial events held. */
export interface EventPages {
  /** Every order an event names. */
  orderIds: Set<string>;
  events: ReadEvent[];
  /** The account fees Amazon dates (see keyedAccountFees for how they are stored once). */
  datedFees: AccountFeeEvent[];
  /** Whether an account fee came undated: only reads of whole days tell which day it is of (see undatedFeesByDay). */
  undatedFound: boolean;
  /** The newest PostedDate read, or the read's start when it read no later one. */
  latest: string;
  /** Whether the read stopped at its bound of pages before the end of its window. */
  cut: boolean;
}

/**
 * Keys the events of one read, as keyedAccountFees keys the account's: Amazon gives its events no id,
 * so the key is a hash of the account, the event's list and the event as answered, with its rank
 * among the read's events equal in all of that. The same event read again by any read holding all
 * of its instant's events (for an undated one, all of its equals) has the same key.
 */
function eventKeyer(accountId: number): (list: string, event: Record<string, unknown>) => string {
  const seen = new Map<string, number>();
  return (list, event) => {
    const identity = JSON.stringify([accountId, list, event]);
    const rank = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, rank);
    return createHash('sha256').update(`${identity}#${rank}`).digest('hex');
  };
}

/**
 * Reads the account's financial events posted from `postedAfter` (and before `postedBefore`), oldest
 * first, at most `maxPages` pages. A part of a page that cannot be read is described in `unreadable`
 * and passed over; an event whose PostedDate is no date moves `latest` nowhere (its order's events,
 * read whole, refuse it and say so).
 */
export async function readEventPages(
  finances: Pick<FinancesApiClient, 'listFinancialEvents'>,
  accountId: number,
  range: { postedAfter: string; postedBefore?: string; maxPages: number },
  unreadable: string[],
): Promise<EventPages> {
  const keyOf = eventKeyer(accountId);
  const read: EventPages = { orderIds: new Set(), events: [], datedFees: [], undatedFound: false, latest: range.postedAfter, cut: false };
  let nextToken: string | undefined;
  for (let page = 0; page < range.maxPages; page++) {
    const { postedAfter, postedBefore } = range;
    const answer = await finances.listFinancialEvents({ postedAfter, postedBefore, maxResultsPerPage: pageSize, nextToken });
    const events = objectRead(answer.data.payload?.FinancialEvents) ?? {};
    // A part of the service fees that cannot be read is described here and by accountFeesOf alike: the seller is told it once.
    for (const list of orderEventLists)
      for (const event of pageEntriesRead(events[list], list, unreadable)) {
        const posted = dateRead(event.PostedDate);
        if (posted !== undefined && posted > read.latest) read.latest = posted;
        const amazonOrderId = typeof event.AmazonOrderId === 'string' && event.AmazonOrderId !== '' ? event.AmazonOrderId : undefined;
        if (amazonOrderId !== undefined) read.orderIds.add(amazonOrderId);
        // A dated fee of the account is keyed by its content as it is stored (see keyedAccountFees).
        if (amazonOrderId !== undefined || posted === undefined)
          read.events.push({ key: keyOf(list, event), amazonOrderId, postedDate: posted ?? postedAfter });
      }
    for (const fee of accountFeesOf(events, unreadable))
      if (fee.postedDate === undefined) read.undatedFound = true;
      else {
        read.datedFees.push(fee);
        if (fee.postedDate > read.latest) read.latest = fee.postedDate;
      }
    nextToken = answer.data.payload?.NextToken;
    if (!nextToken) return read;
  }
  return { ...read, cut: true };
}
