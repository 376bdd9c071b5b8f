import type { RowOf, TableDeclaration } from '../../db/tableDeclaration';

/** A connected Amazon seller (selling partner); its refresh token is AES-256-GCM ciphertext (shared/tokenCipher.ts). */
const accountsTable = {
  table: 'amazon_accounts',
  generatedKey: 'id',
  columns: {
    selling_partner_id: { type: 'text', notNull: true, unique: true },
    name: { type: 'text', notNull: true },
    marketplace_id: { type: 'text', notNull: true },
    /** 0 or 1. */
    active: { type: 'integer', notNull: true, defaultTo: 0 },
    /** `connected`, or `reauthorize` once Login with Amazon refused its refresh token. */
    status: { type: 'text', notNull: true },
    status_reason: { type: 'text' },
    refresh_token: { type: 'text', notNull: true },
    last_refresh_at: { type: 'text' },
    created_at: { type: 'text', notNull: true },
    updated_at: { type: 'text', notNull: true },
  },
} as const satisfies TableDeclaration;

/** A consent `state` handed out by `authorization_url`, accepted once within its lifetime. */
const oauthStatesTable = {
  table: 'amazon_oauth_states',
  columns: {
    state: { type: 'text', primaryKey: true },
    user_id: { type: 'integer', notNull: true },
    created_at: { type: 'text', notNull: true },
    /** The origin the seller's browser showed, where the consent's return is sent on (shared/oauthReturn.ts). */
    return_to: { type: 'text' },
  },
} as const satisfies TableDeclaration;

/** Where each account's order sync stopped: the newest `LastUpdateDate` it recorded, so a restart resumes there. */
const orderCursorsTable = {
  table: 'amazon_order_cursors',
  columns: {
    account_id: { type: 'integer', primaryKey: true },
    cursor: { type: 'text', notNull: true },
    updated_at: { type: 'text', notNull: true },
  },
} as const satisfies TableDeclaration;

export const amazonTables: readonly TableDeclaration[] = [accountsTable, oauthStatesTable, orderCursorsTable];

export type AmazonAccountRow = RowOf<typeof accountsTable>;

declare module '../../db/tables' {
  interface Tables {
    amazon_accounts: AmazonAccountRow;
    amazon_oauth_states: RowOf<typeof oauthStatesTable>;
    amazon_order_cursors: RowOf<typeof orderCursorsTable>;
  }
}
