import type { AccountRow } from './accountRepository';

/** An account as the API shows it: never its token; its health (status, last refresh, token in memory until). */
export function toAccountRecord(row: AccountRow, accessTokenExpiry: Date | undefined) {
  return {
    id: Number(row.id),
    marketplace: 'amazon',
    selling_partner_id: row.selling_partner_id,
    name: row.name,
    marketplace_id: row.marketplace_id,
    active: Number(row.active) === 1,
    status: row.status,
    status_reason: row.status_reason,
    last_refresh_at: row.last_refresh_at,
    access_token_expires_at: accessTokenExpiry?.toISOString() ?? null,
    created_at: row.created_at,
  };
}

export const accountSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    marketplace: { type: 'string' },
    selling_partner_id: { type: 'string' },
    name: { type: 'string' },
    marketplace_id: { type: 'string' },
    active: { type: 'boolean' },
    status: { type: 'string' },
    status_reason: { type: ['string', 'null'] },
    last_refresh_at: { type: ['string', 'null'] },
    access_token_expires_at: { type: ['string', 'null'] },
    created_at: { type: 'string' },
  },
} as const;
