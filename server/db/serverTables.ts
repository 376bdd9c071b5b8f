import type { TableDeclaration } from './tableDeclaration';

/** The tables of sign-in and the server's own secrets, created before any feature's. */
export const serverTables: readonly TableDeclaration[] = [
  {
    table: 'app_secrets',
    columns: {
      name: { type: 'text', primaryKey: true },
      value: { type: 'text', notNull: true },
    },
  },
  {
    table: 'auth_sessions',
    columns: {
      id: { type: 'text', primaryKey: true },
      user_id: { type: 'integer', notNull: true },
      token_hash: { type: 'text', notNull: true },
      created_at: { type: 'text', notNull: true },
      expires_at: { type: 'text', notNull: true },
      rotated_at: { type: 'text' },
      revoked_at: { type: 'text' },
      previous_hash: { type: 'text' },
    },
    indexes: [{ name: 'ix_auth_sessions_user_id', columns: ['user_id'] }],
  },
  {
    table: 'rate_limits',
    columns: {
      key: { type: 'text', primaryKey: true },
      hits: { type: 'integer', notNull: true },
      window_ends: { type: 'text', notNull: true },
    },
  },
];
