import { rowCounts } from './rowCountsTable';
import type { RowOf, TableDeclaration } from './tableDeclaration';

const appSecretsTable = {
  table: 'app_secrets',
  columns: {
    name: { type: 'text', primaryKey: true },
    value: { type: 'text', notNull: true },
  },
} as const satisfies TableDeclaration;

const authSessionsTable = {
  table: 'auth_sessions',
  columns: {
    id: { type: 'text', primaryKey: true },
    user_id: { type: 'integer', notNull: true },
    token_hash: { type: 'text', notNull: true },
    created_at: { type: 'text', notNull: true },
    expires_at: { type: 'text', notNull: true },
    rotated_at: { type: 'text' },
    revoked_at: { type: 'text' },
    /** The hash this one replaced: its repeat within the grace window gets the same answer. */
    previous_hash: { type: 'text' },
  },
  indexes: [{ name: 'ix_auth_sessions_user_id', columns: ['user_id'] }],
} as const satisfies TableDeclaration;

/** A request counter of @fastify/rate-limit: its hits in the window that ends at `window_ends`. */
const rateLimitsTable = {
  table: 'rate_limits',
  columns: {
    key: { type: 'text', primaryKey: true },
    hits: { type: 'integer', notNull: true },
    window_ends: { type: 'text', notNull: true },
  },
} as const satisfies TableDeclaration;

/** The tables of sign-in, the server's own secrets and the counted tables' row counts, created before any feature's. */
export const serverTables: readonly TableDeclaration[] = [appSecretsTable, authSessionsTable, rateLimitsTable, rowCounts];

export type ServerTables = {
  app_secrets: RowOf<typeof appSecretsTable>;
  auth_sessions: RowOf<typeof authSessionsTable>;
  rate_limits: RowOf<typeof rateLimitsTable>;
};
