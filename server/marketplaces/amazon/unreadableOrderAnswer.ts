import { globalMarketplacePath } from '../../../resources/globalMarketplace';
import { filteredListPath } from '../../../resources/listLinks';
import type { AnswerRecord } from '../../../resources/marketplaceAnswerRecords';
import { notificationSections, type NotificationSentence } from '../../../resources/notifications';
import type { AppContext } from '../../context';
import type { NotificationInput } from '../../notifications/notify';
import { describeValue, MarketplaceAnswerError, objectRead } from '../shared/marketplaceAnswer';
import { announceUnreadableAnswer, type UnreadableAnswer, unreadableAnswerNotice } from '../shared/unreadableAnswerNotice';
import type { AccountRow } from './accountRepository';
import { marketplaceSpokenNames } from '../shared/marketplaceNames';

/** What of an Amazon order was read: the order itself (Orders API) or its money (Finances API). */
export type AmazonOrderRecord = 'order' | 'payment';

/** Each record as the sentence of its refusal names it. */
const answerRecords: Record<AmazonOrderRecord, AnswerRecord> = { order: 'amazon_order', payment: 'amazon_payment' };

/**
 * An Amazon answer about one order that our records cannot hold: the order (or its payment) is
 * refused whole, nothing of it stored. `value` names the field and what it held ("QuantityOrdered = 1.5"),
 * the same in every language, so the seller's notification can be worded in the reader's.
 */
export class UnreadableAmazonOrder extends MarketplaceAnswerError {
  constructor(
    readonly record: AmazonOrderRecord,
    readonly amazonOrderId: string,
    readonly value: string,
  ) {
    super(marketplaceSpokenNames.amazon, { record: answerRecords[record], id: amazonOrderId, value });
  }
}

const sentences: Record<AmazonOrderRecord, NotificationSentence> = { order: 'amazon_order_unreadable', payment: 'amazon_payment_unreadable' };

/** The account filter of the sales list (the ERP orders' account) and of the payments list. */
const accountFilters: Record<AmazonOrderRecord, string> = { order: 'channel_account_id', payment: 'account_id' };

/** The sales (or payments) screen filtered by the account, where a notification of what of the account was left out leads. */
const accountListPath = (record: AmazonOrderRecord, accountId: number) =>
  filteredListPath(globalMarketplacePath('amazon', notificationSections[record]), { [accountFilters[record]]: accountId });

/**
 * What the seller is told of an Amazon order (or its payment) of the account left out: an `order` (or
 * `payment`) notification the browser words from its sentence and data; the stored message is its Spanish
 * wording. It leads to the sales (or payments) screen filtered by the account: searching it for the order
 * would find nothing, as the order (or its payment) was not recorded.
 */
function unreadableOrderAnswer(error: UnreadableAmazonOrder, accountId: number): UnreadableAnswer {
  const what = error.record === 'order' ? 'el pedido de Amazon' : 'el pago del pedido de Amazon';
  return {
    type: error.record,
    marketplace: 'amazon',
    resourceId: error.amazonOrderId,
    refused: `No se registró ${what} ${error.amazonOrderId}`,
    sentence: sentences[error.record],
    value: error.value,
    accountId,
    link: accountListPath(error.record, accountId),
  };
}

/** The seller's notification of an Amazon order (or its payment) of the account left out. */
export const unreadableOrderNotice = (error: UnreadableAmazonOrder, accountId: number): NotificationInput =>
  unreadableAnswerNotice(unreadableOrderAnswer(error, accountId));

/**
 * Tells the seller an Amazon order (or its payment) of the account was left out and why, once per order and
 * reason (its once-key): every sync reads the order again while Amazon answers it the same, and says it once.
 */
export async function announceUnreadableOrder(context: AppContext, account: AccountRow, error: UnreadableAmazonOrder): Promise<void> {
  await announceUnreadableAnswer(
    context,
    unreadableOrderAnswer(error, Number(account.id)),
    `amazon:unreadable:${error.record}:${error.amazonOrderId}:${error.value}`,
  );
}

const pageSentences: Record<AmazonOrderRecord, NotificationSentence> = {
  order: 'amazon_orders_page_unreadable',
  payment: 'amazon_payments_page_unreadable',
};
const pageRecords: Record<AmazonOrderRecord, AnswerRecord> = { order: 'orders_page', payment: 'payments_page' };
/**
 * The entries of a list of a page Amazon answered (`Orders`, `ShipmentEventList`…) that are
 * objects. A list that is none, or an entry that is no object, cannot be read: it is passed over and
 * described in `unreadable` (the entries by their list's name, `Orders[]`, wherever they stand on the
 * page), so that the page's other entries are still recorded.
 */
export function pageEntriesRead(value: unknown, name: string, unreadable: string[]): Record<string, unknown>[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    unreadable.push(describeValue(name, value));
    return [];
  }
  return value.flatMap((entry: unknown) => {
    const read = objectRead(entry);
    if (!read) unreadable.push(describeValue(`${name}[]`, entry));
    return read ? [read] : [];
  });
}

/**
 * Tells the seller each part of a round's pages of Amazon orders (or of financial events) passed
 * over and why, once per account and reason (its once-key): Amazon answers the same page on every
 * round that reads it again. No order is named (the part has none that can be read): the
 * notification leads to the sales (or payments) screen filtered by the account. Answers why each part was passed over, as
 * the round answers the orders it refused.
 */
export async function announceUnreadablePageParts(
  context: AppContext,
  account: AccountRow,
  record: AmazonOrderRecord,
  unreadable: readonly string[],
  log?: { warn(object: object, message: string): void },
): Promise<string[]> {
  const values = [...new Set(unreadable)];
  for (const value of values) {
    log?.warn({ accountId: account.id, reason: value }, `part of an Amazon ${record} page not read`);
    await announceUnreadablePagePart(context, account, record, value);
  }
  return values.map((value) => new MarketplaceAnswerError(marketplaceSpokenNames.amazon, { record: pageRecords[record], value }).message);
}

async function announceUnreadablePagePart(context: AppContext, account: AccountRow, record: AmazonOrderRecord, value: string): Promise<void> {
  const what = record === 'order' ? 'pedidos' : 'pagos';
  const accountId = Number(account.id);
  await announceUnreadableAnswer(
    context,
    {
      type: record,
      marketplace: 'amazon',
      resourceId: String(accountId),
      refused: `Parte de una página de ${what} de Amazon no se registró`,
      sentence: pageSentences[record],
      value,
      accountId,
      link: accountListPath(record, accountId),
    },
    `amazon:unreadable:page:${record}:${account.id}:${value}`,
  );
}
