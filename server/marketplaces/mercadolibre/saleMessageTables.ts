import type { RowOf, TableDeclaration } from '../../db/tableDeclaration';

/**
 * One post-sale message of a MercadoLibre conversation, the seller's or the buyer's, as MercadoLibre
 * stored it: one row per MercadoLibre message id however many times it is read or notified.
 */
const saleMessagesTable = {
  table: 'mercadolibre_messages',
  generatedKey: 'id',
  columns: {
    ml_id: { type: 'text', notNull: true, unique: true },
    account_id: { type: 'integer', notNull: true },
    /** The pack id, or the order id of an order bought alone: the sale's `marketplace_order_id`. */
    conversation_id: { type: 'text', notNull: true },
    /** 1 when the seller wrote it. */
    from_seller: { type: 'integer', notNull: true },
    text: { type: 'text', notNull: true },
    /** JSON list of `{id, filename, type, size}`. */
    attachments: { type: 'text', notNull: true },
    moderation_status: { type: 'text' },
    date_created: { type: 'text', notNull: true },
  },
  indexes: [{ name: 'ix_mercadolibre_messages_conversation', columns: ['account_id', 'conversation_id', 'date_created'] }],
} as const satisfies TableDeclaration;

export const saleMessageTables: readonly TableDeclaration[] = [saleMessagesTable];

declare module '../../db/tables' {
  interface Tables {
    mercadolibre_messages: RowOf<typeof saleMessagesTable>;
  }
}
