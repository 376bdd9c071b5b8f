import { createHash } from 'node:crypto';
import { amazonAccountEventCodes, type amazonAccountFeeTypes, amazonPayments } from '../../../resources/amazon/payments';
import { dateRead, describeValue, objectRead, signedAmountRead, textRead } from '../shared/marketplaceAnswer';
import { pageEntriesRead } from './unreadableOrderAnswer';

type AccountFeeType = (typeof amazonAccountFeeTypes)[number];

/** The lists of financial events that charge or credit the seller's account outside any order. */
export const accountEventLists = ['ServiceFeeEventList', 'AdjustmentEventList'] as const;
type AccountEventList = (typeof accountEventLists)[number];

/** A charge (negative `amount`) or credit to the account, read from one financial event. */
export interface AccountFeeEvent {
  feeType: AccountFeeType;
  description: string;
  amount: number;
  currency: string | null;
  /** When Amazon posted it; undefined for a service fee, which Amazon answers without its date. */
  postedDate: string | undefined;
  /** What tells the event apart from another as text: its list, codes, description, amounts and items. */
  content: string;
}

/** An account fee ready to store: when it counts as posted, and the key that makes a second read of its event change nothing. */
export interface KeyedAccountFee extends AccountFeeEvent {
  postedAt: string;
  key: string;
}

const feeTypesByCode = new Map<string, AccountFeeType>(Object.entries(amazonAccountEventCodes));

const descriptionLength = amazonPayments.fields.description.max;
const currencyLength = amazonPayments.fields.currency_id.max;
const cents = (value: number) => Math.round(value * 100) / 100;

/** An amount of the answer (`{ CurrencyAmount, CurrencyCode }`), or why it cannot be read. */
function moneyRead(name: string, value: unknown): { amount: number; currency: string | null } | string {
  const money = objectRead(value);
  if (!money) return describeValue(name, value);
  const amount = signedAmountRead(money.CurrencyAmount);
  if (amount === undefined) return describeValue(`${name}.CurrencyAmount`, money.CurrencyAmount);
  const code = money.CurrencyCode;
  const currency = code === undefined || code === null ? null : textRead(code, currencyLength);
  return currency === undefined ? describeValue(`${name}.CurrencyCode`, code) : { amount, currency };
}

/** When the event was posted: undefined when it gives no date, or why the one it gives cannot be read. */
function postedRead(name: string, value: unknown): { postedDate: string | undefined } | string {
  if (value === undefined || value === null) return { postedDate: undefined };
  const postedDate = dateRead(value);
  return postedDate === undefined ? describeValue(`${name}.PostedDate`, value) : { postedDate };
}

/** The objects of a list of an event, or why the list (or one of its entries) cannot be read; none is empty. */
function entriesRead(name: string, value: unknown): Record<string, unknown>[] | string {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return describeValue(name, value);
  const entries = value.map((entry: unknown) => objectRead(entry));
  const unread = entries.findIndex((entry) => entry === undefined);
  return unread < 0 ? (entries as Record<string, unknown>[]) : describeValue(`${name}[]`, value[unread]);
}

/**
 * A service fee of the account (one naming an order is the order's): its fees summed, typed by the
 * first. A fee that cannot be read refuses the event whole, as a part of its amount would misstate it.
 */
function serviceFeeRead(event: Record<string, unknown>, unreadable: string[]): AccountFeeEvent | undefined {
  if (typeof event.AmazonOrderId === 'string' && event.AmazonOrderId !== '') return undefined;
  const name = 'ServiceFeeEventList[]';
  const fees = entriesRead(`${name}.FeeList`, event.FeeList);
  const amounts = typeof fees === 'string' ? [] : fees.map((fee) => moneyRead(`${name}.FeeList[].FeeAmount`, fee.FeeAmount));
  const posted = postedRead(name, event.PostedDate);
  const refusal = [fees, ...amounts, posted].find((read) => typeof read === 'string');
  if (refusal !== undefined) {
    unreadable.push(refusal);
    return undefined;
  }
  const read = amounts as { amount: number; currency: string | null }[];
  if (read.length === 0) return undefined;
  const codes = (fees as Record<string, unknown>[]).map((fee) => textRead(fee.FeeType, descriptionLength) ?? '');
  const description = textRead(event.FeeDescription, descriptionLength) || textRead(event.FeeReason, descriptionLength) || codes.join(', ');
  return {
    feeType: feeTypesByCode.get(codes[0]!) ?? 'other_fee',
    description,
    amount: cents(read.reduce((total, fee) => total + fee.amount, 0)),
    currency: read.find((fee) => fee.currency)?.currency ?? null,
    postedDate: (posted as { postedDate: string | undefined }).postedDate,
    content: JSON.stringify(['ServiceFeeEventList', codes, description, read, event.SellerSKU ?? null, event.FnSKU ?? null, event.ASIN ?? null]),
  };
}

/** An adjustment to the account: Amazon always dates it; its items only tell two otherwise equal ones apart. */
function adjustmentRead(event: Record<string, unknown>, unreadable: string[]): AccountFeeEvent | undefined {
  const name = 'AdjustmentEventList[]';
  const money = moneyRead(`${name}.AdjustmentAmount`, event.AdjustmentAmount);
  const posted =
    event.PostedDate === undefined || event.PostedDate === null ? describeValue(`${name}.PostedDate`, event.PostedDate) : postedRead(name, event.PostedDate);
  const refusal = [money, posted].find((read) => typeof read === 'string');
  if (refusal !== undefined) {
    unreadable.push(refusal);
    return undefined;
  }
  const { amount, currency } = money as { amount: number; currency: string | null };
  const code = textRead(event.AdjustmentType, descriptionLength) ?? '';
  // The items change no amount: they are read as they come, only to tell the event apart.
  const items = Array.isArray(event.AdjustmentItemList)
    ? event.AdjustmentItemList.map((item: unknown) => {
        const read = objectRead(item);
        return [read?.SellerSKU ?? null, read?.Quantity ?? null, objectRead(read?.TotalAmount)?.CurrencyAmount ?? null];
      })
    : [];
  return {
    feeType: feeTypesByCode.get(code) ?? 'other_adjustment',
    description: code,
    amount: cents(amount),
    currency,
    postedDate: (posted as { postedDate: string }).postedDate,
    content: JSON.stringify(['AdjustmentEventList', code, amount, currency, items]),
  };
}

const readers: Record<AccountEventList, (event: Record<string, unknown>, unreadable: string[]) => AccountFeeEvent | undefined> = {
  ServiceFeeEventList: serviceFeeRead,
  AdjustmentEventList: adjustmentRead,
};

/**
 * The charges and credits to the account of a page's financial events. An entry that cannot be
 * read (an amount that is no number, a date that is none) is passed over and described in
 * `unreadable`, as the page's other unreadable parts are; the page's other events are still read.
 */
export function accountFeesOf(events: Record<string, unknown>, unreadable: string[]): AccountFeeEvent[] {
  return accountEventLists.flatMap((list) => pageEntriesRead(events[list], list, unreadable).flatMap((event) => readers[list](event, unreadable) ?? []));
}

/** Noon of the UTC day `dayStart` begins: the same calendar day wherever the seller reads it, from UTC−12 to UTC+12. */
const noonOf = (dayStart: string) => new Date(Date.parse(dayStart) + 12 * 3_600_000).toISOString();

/**
 * Keys the account fees of one read: Amazon gives its financial events no id, so the key is a hash
 * of what the event is (the account, its content: list, codes, description, amounts) and when it
 * was posted, with its rank among the read's events equal in all of that. Reading the same events
 * again gives the same keys, so a row is stored once however often its window is read; two equal
 * charges of one instant (or of one day, undated) are two rows. A read must hold every event of the
 * instants (or day) it ranks: a dated event is ranked among those posted at its very instant, which
 * one read always holds together, and an undated one among the events of the whole UTC day
 * `dayStart` begins, the day it was read in. Such a fee counts as posted at that day's noon.
 */
export function keyedAccountFees(accountId: number, fees: readonly AccountFeeEvent[], dayStart?: string): KeyedAccountFee[] {
  const seen = new Map<string, number>();
  return fees.flatMap((fee) => {
    const postedAt = fee.postedDate ?? (dayStart === undefined ? undefined : noonOf(dayStart));
    if (postedAt === undefined) return [];
    const identity = JSON.stringify([accountId, fee.postedDate ?? `day ${dayStart}`, fee.content]);
    const rank = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, rank);
    return [{ ...fee, postedAt, key: createHash('sha256').update(`${identity}#${rank}`).digest('hex') }];
  });
}
