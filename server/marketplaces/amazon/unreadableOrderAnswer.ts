import { marketplaceCodes, notificationLimits, type NotificationSentence } from '../../../resources/notifications';
import type { AppContext } from '../../context';
import type { NotificationInput } from '../../notifications/notify';
import { MarketplaceAnswerError } from '../shared/marketplaceAnswer';

/** What of an Amazon order was read: the order itself (Orders API) or its money (Finances API). */
export type AmazonOrderRecord = 'order' | 'payment';

const recordWords: Record<AmazonOrderRecord, string> = { order: 'el pedido', payment: 'el pago del pedido' };

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
    super('Amazon', `${recordWords[record]} ${amazonOrderId} trae ${value}`);
  }
}

const sentences: Record<AmazonOrderRecord, NotificationSentence> = { order: 'amazon_order_unreadable', payment: 'amazon_payment_unreadable' };

/**
 * The seller's notification of an Amazon order (or its payment) left out: an `order` (or `payment`)
 * notification the browser words from its sentence and data; the stored message is its Spanish wording.
 */
export function unreadableOrderNotice(error: UnreadableAmazonOrder): NotificationInput {
  const what = error.record === 'order' ? 'el pedido de Amazon' : 'el pago del pedido de Amazon';
  return {
    type: error.record,
    marketplace: marketplaceCodes.amazon,
    resourceId: error.amazonOrderId,
    message: `No se registró ${what} ${error.amazonOrderId}: Amazon respondió datos no válidos (${error.value})`.slice(0, notificationLimits.maxMessage),
    data: { sentence: sentences[error.record], value: error.value },
  };
}

/**
 * Tells the seller an Amazon order (or its payment) was left out and why, once per order and reason
 * (its once-key): every sync reads the order again while Amazon answers it the same, and says it once.
 */
export async function announceUnreadableOrder(context: AppContext, error: UnreadableAmazonOrder): Promise<void> {
  await context.notify(unreadableOrderNotice(error), { onceKey: `amazon:unreadable:${error.record}:${error.amazonOrderId}:${error.value}` });
}
