import { marketplaceCodes, notificationLimits, type NotificationSentence, type NotificationType } from '../../../resources/notifications';
import type { AppContext } from '../../context';
import type { NotificationInput } from '../../notifications/notify';
import { marketplaceSpokenNames, type SpokenMarketplace } from './marketplaceNames';

/** What a seller is told of something of an account a marketplace answered so that it could not be recorded. */
export interface UnreadableAnswer {
  type: NotificationType;
  marketplace: SpokenMarketplace;
  /** What was left out (an order, a claim), or the account when no record of it could be read. */
  resourceId: string;
  /** What was not recorded, in Spanish, the start of the stored message: `No se registró el reclamo 5001 de Mercado Libre`. */
  refused: string;
  /** The sentence the browser words the notification from in the reader's language. */
  sentence: NotificationSentence;
  /** What the answer held (`type = 5`), the same in every language. */
  value: string;
  accountId: number;
  /** Where the seller goes from the notification: the account's list, as the record itself is not there. */
  link: string;
}

/**
 * The notification of an answer that could not be recorded: every such notification says what was left out,
 * that the marketplace answered data that is not valid, and the value it held, so the browser words them alike.
 */
export function unreadableAnswerNotice(answer: UnreadableAnswer): NotificationInput {
  const message = `${answer.refused}: ${marketplaceSpokenNames[answer.marketplace]} respondió datos no válidos (${answer.value})`;
  return {
    type: answer.type,
    marketplace: marketplaceCodes[answer.marketplace],
    resourceId: answer.resourceId,
    message: message.slice(0, notificationLimits.maxMessage),
    data: { sentence: answer.sentence, value: answer.value, account_id: answer.accountId, link: answer.link },
  };
}

/**
 * Tells the seller, once per once-key: the marketplace answers the same on every round that reads it again,
 * so the key names what was left out and why, and a reason told once is not told again.
 */
export async function announceUnreadableAnswer(context: AppContext, answer: UnreadableAnswer, onceKey: string): Promise<void> {
  await context.notify(unreadableAnswerNotice(answer), { onceKey });
}
