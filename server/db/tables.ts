import type { Generated } from 'kysely';

/** Tables the server owns beyond the declared resources. */
export type AuthSessionTable = {
  id: string;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
};

export type AppSecretTable = {
  name: string;
  value: string;
};

/** A declared resource's row: columns come from its declaration, values are plain JSON-able data. */
export type ResourceRow = Record<string, unknown> & { id?: Generated<number> };

export interface Tables {
  auth_sessions: AuthSessionTable;
  app_secrets: AppSecretTable;
  [resourceTable: string]: Record<string, unknown>;
}
