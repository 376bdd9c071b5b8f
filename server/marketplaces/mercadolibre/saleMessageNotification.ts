import type { NotificationSentence } from '../../../resources/notifications';
import { saleDetailPath } from '../../../resources/mercadolibre/messages';
import type { AccountRow } from './accountRepository';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import type { MercadoLibreMessageJson } from './saleMessageRepository';
import { saleOrderIdOf } from './saleLookup';
import { recordSaleMessage } from './saleMessaging';

/** `messages` notifications point at a bare message id; the message is read with the post-sale tag. */
export const messageReadOf = (resource: string) => ({ path: `/messages/${resource.replace(/^\/?(messages\/)?/, '')}`, query: { tag: 'post_sale' } });

/**
 * Stores a message a `messages` notification pointed at. A buyer's message is news for the seller,
 * linked to the sale's page (or to the sales list searched by the pack when the sale is not recorded
 * yet); the seller's own messages are stored silently.
 */
export async function describeSaleMessage(feature: MercadoLibreFeature, account: AccountRow, message: MercadoLibreMessageJson) {
  const conversationId = await recordSaleMessage(feature, account, message);
  if (!conversationId || Number(message.from?.user_id) === Number(account.user_id)) return undefined;
  const orderId = await saleOrderIdOf(feature, Number(account.id), conversationId);
  const text = String(message.text ?? '').slice(0, 300);
  return {
    type: 'order' as const,
    resourceId: conversationId,
    message: `Nuevo mensaje del comprador en la venta ${conversationId}: ${text}`,
    data: {
      sentence: 'buyer_message' satisfies NotificationSentence,
      message_id: message.id,
      text,
      link: orderId ? saleDetailPath(orderId) : `/mercadolibre/ventas?busqueda=${conversationId}`,
    },
    onceKey: `message:${message.id}`,
  };
}
