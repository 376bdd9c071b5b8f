/**
 * Post-sale messaging of a MercadoLibre sale (`api/mercadolibre/orders/{id}/messages`, the id
 * being the ERP order the sale became). Pure data: the screens and the server share it.
 */

/** MercadoLibre refuses a seller's message longer than this. */
export const maxSaleMessageLength = 350;
/** Files one message may carry. */
export const maxSaleMessageAttachments = 5;

/**
 * The reasons a conversation is blocked that the screens say in words, as MercadoLibre's
 * `conversation_status.substatus` codes: open mediation, time expired, buyer blocked messages,
 * open claim, fulfillment not yet delivered, pending payment, conversation started by seller,
 * cancelled order, cancelled for fraud, guest buyer, expired conversation, refund, product change
 * in progress. Any other `blocked_by_*` code is still a block, said with a general sentence.
 */
export const saleMessageBlockedReasons = [
  'blocked_by_mediation',
  'blocked_by_time',
  'blocked_by_buyer',
  'blocked_by_claim_open',
  'blocked_by_fulfillment',
  'blocked_by_payment',
  'blocked_by_conversation_initiated_by_seller',
  'blocked_by_cancelled_order',
  'blocked_by_cancelled_order_by_fraud',
  'blocked_by_guest_shops',
  'blocked_by_conversation_expired',
  'blocked_by_refund',
  'blocked_by_claim_change_open',
] as const;

/** A file of a message, by MercadoLibre's attachment id. */
export interface SaleMessageAttachment {
  id: string;
  filename: string;
  type: string | null;
  size: number | null;
}

/** One message of the conversation as stored: `from_seller` tells which side wrote it. */
export interface SaleMessage {
  id: number;
  ml_id: string;
  from_seller: boolean;
  text: string;
  attachments: SaleMessageAttachment[];
  /** MercadoLibre's moderation (`clean`, `rejected`, `pending`…). */
  moderation_status: string | null;
  date_created: string;
}

/** `GET …/messages`: whether the seller may write, and every message oldest first. */
export interface SaleConversation {
  status: 'active' | 'blocked';
  /** The `blocked_by_*` code when blocked. */
  blocked_reason: string | null;
  max_length: number;
  messages: SaleMessage[];
}

/** `GET …/label` refuses with this code when MercadoLibre offers no label for the shipment now. */
export const labelUnavailableCode = 'label_unavailable';
/** `POST …/messages` refuses with this code (409) and `reason` in the body when the conversation is blocked. */
export const conversationBlockedCode = 'conversation_blocked';

/** The sale's page, where its notifications lead. */
export const saleDetailPath = (orderId: number | string) => `/mercadolibre/ventas/${orderId}/show`;

/** The sales list. */
export const salesListPath = '/mercadolibre/ventas';
