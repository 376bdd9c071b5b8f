import type { RowOf, TableDeclaration } from '../../db/tableDeclaration';
import { inboxTables } from './inbox/inboxTables';
import { saleMessageTables } from './saleMessageTables';

/** A connected MercadoLibre seller; tokens are AES-256-GCM ciphertext (tokenCipher.ts). */
const accountsTable = {
  table: 'mercadolibre_accounts',
  generatedKey: 'id',
  columns: {
    user_id: { type: 'bigint', notNull: true, unique: true },
    nickname: { type: 'text', notNull: true },
    site_id: { type: 'text', notNull: true },
    /** 0 or 1. */
    active: { type: 'integer', notNull: true, defaultTo: 0 },
    status: { type: 'text', notNull: true },
    status_reason: { type: 'text' },
    access_token: { type: 'text', notNull: true },
    refresh_token: { type: 'text', notNull: true },
    expires_at: { type: 'text', notNull: true },
    last_refresh_at: { type: 'text' },
    created_at: { type: 'text', notNull: true },
    updated_at: { type: 'text', notNull: true },
    /** When the account's sales take their stock: `paid`, or `created` (reserved as soon as the order exists). */
    sales_stock_moment: { type: 'text', notNull: true, defaultTo: 'paid' },
    /** The warehouse its sales take stock from first; null: the first warehouse. */
    sales_warehouse_id: { type: 'integer' },
    /** The sales settings' version, moved by every change of them (null: never changed). */
    sales_settings_version: { type: 'text' },
  },
} as const satisfies TableDeclaration;

/** An OAuth `state` handed out by `authorization_url`, accepted once within its lifetime. */
const oauthStatesTable = {
  table: 'mercadolibre_oauth_states',
  columns: {
    state: { type: 'text', primaryKey: true },
    user_id: { type: 'integer', notNull: true },
    created_at: { type: 'text', notNull: true },
    /** The origin the seller's browser used, where the consent's return is sent on (oauthReturn.ts). */
    return_to: { type: 'text' },
  },
} as const satisfies TableDeclaration;

/** One event of a publication's history (publicationEvents.ts). */
const publicationEventsTable = {
  table: 'publication_events',
  generatedKey: 'id',
  columns: {
    publication_id: { type: 'integer', notNull: true },
    at: { type: 'text', notNull: true },
    kind: { type: 'text', notNull: true },
    status_after: { type: 'text', notNull: true },
    message: { type: 'text' },
    // A failed validation's issues as JSON, each with its sentence when we word its cause: `message` is MercadoLibre's English.
    issues: { type: 'text' },
    // The sentence `message` says as JSON (`MessageDetail`), so each reader's language words it; null on events without one.
    detail: { type: 'text' },
    source: { type: 'text', notNull: true },
    task_id: { type: 'integer' },
  },
  indexes: [{ name: 'ix_publication_events_publication_at', columns: ['publication_id', 'at'] }],
} as const satisfies TableDeclaration;

/** The connected seller accounts, the pending OAuth states, publication history, the webhook inbox, post-sale messages. */
export const mercadoLibreTables: readonly TableDeclaration[] = [accountsTable, oauthStatesTable, publicationEventsTable, ...inboxTables, ...saleMessageTables];

export type MercadoLibreAccountTable = RowOf<typeof accountsTable>;

declare module '../../db/tables' {
  interface Tables {
    mercadolibre_accounts: MercadoLibreAccountTable;
    mercadolibre_oauth_states: RowOf<typeof oauthStatesTable>;
    publication_events: RowOf<typeof publicationEventsTable>;
  }
}
