import type { Kysely } from 'kysely';
import type { SaleMessage, SaleMessageAttachment } from '../../../resources/mercadolibre/messages';
import type { Tables } from '../../db/tables';

/** A post-sale message as MercadoLibre answers it (read, send, `GET /messages/{id}`); dates and moderation nest differently across versions. */
export interface MercadoLibreMessageJson {
  id: string;
  from?: { user_id?: number | string };
  text?: string;
  message_date?: { created?: string; received?: string } | null;
  date_created?: string;
  message_moderation?: { status?: string } | null;
  moderation?: { status?: string } | null;
  message_attachments?: { filename?: string; original_filename?: string; type?: string; size?: number }[] | null;
  message_resources?: { id?: string | number; name?: string }[];
}

/** The pack (or lone order) the message belongs to, from its `message_resources`. */
export function conversationIdOf(message: MercadoLibreMessageJson): string | undefined {
  const resource = message.message_resources?.find((each) => each.name === 'packs' || each.name === 'orders');
  return resource?.id === undefined ? undefined : String(resource.id);
}

const attachmentsOf = (message: MercadoLibreMessageJson): SaleMessageAttachment[] =>
  (message.message_attachments ?? []).map((file) => ({
    id: String(file.filename ?? ''),
    filename: String(file.original_filename ?? file.filename ?? ''),
    type: file.type ?? null,
    size: typeof file.size === 'number' ? file.size : null,
  }));

/** The post-sale messages of the sellers' conversations, one row per MercadoLibre message. */
export class SaleMessageRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /**
   * Stores the message in one statement, so a read, a send and any number of notifications of the
   * same message agree on one row; only its moderation can change later.
   */
  async record(accountId: number, sellerUserId: number, conversationId: string, message: MercadoLibreMessageJson): Promise<void> {
    const created = message.message_date?.created ?? message.message_date?.received ?? message.date_created;
    const moderation = message.message_moderation?.status ?? message.moderation?.status ?? null;
    await this.db
      .insertInto('mercadolibre_messages')
      .values({
        ml_id: String(message.id),
        account_id: accountId,
        conversation_id: conversationId,
        from_seller: Number(message.from?.user_id) === sellerUserId ? 1 : 0,
        text: message.text ?? '',
        attachments: JSON.stringify(attachmentsOf(message)),
        moderation_status: moderation,
        date_created: new Date(created ?? Date.now()).toISOString(),
      })
      .onConflict((conflict) => conflict.column('ml_id').doUpdateSet({ moderation_status: moderation }))
      .execute();
  }

  /** The conversation's messages, oldest first. */
  async ofConversation(accountId: number, conversationId: string): Promise<SaleMessage[]> {
    const rows = await this.db
      .selectFrom('mercadolibre_messages')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('conversation_id', '=', conversationId)
      .orderBy('date_created')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      ml_id: row.ml_id,
      from_seller: Number(row.from_seller) === 1,
      text: row.text,
      attachments: JSON.parse(row.attachments) as SaleMessageAttachment[],
      moderation_status: row.moderation_status,
      date_created: row.date_created,
    }));
  }
}
