import type { Kysely } from 'kysely';
import type { Sandbox } from '../../../sandbox';
import type { Tables } from '../../../server/db/tables';
import { validPhone } from '../sandbox/mercadolibreHarness';
import { mlApp } from './mercadoLibreTestSupport';

/** An active item of the seller on the sandbox, created with the seller's own token, that buyers can order from. */
export async function sellerItem(sandbox: Sandbox, sellerId: number, quantity = 500): Promise<string> {
  const { access_token: token } = sandbox.control.mercadolibre.issueTokens({ userId: sellerId, clientId: mlApp.clientId });
  const response = await fetch(`${sandbox.mercadolibre.apiUrl}/items`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(
      validPhone({
        available_quantity: quantity,
        attributes: [
          { id: 'BRAND', value_name: 'Samsung' },
          { id: 'MODEL', value_name: 'Galaxy A15' },
          { id: 'GTIN', value_name: '8806095426280' },
          { id: 'SELLER_SKU', value_name: `SKU-${sellerId}` },
        ],
      }),
    ),
  });
  if (response.status !== 201) throw new Error(`item: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** The notifications stored for one user, by type and resource: what a duplicate would show up in. */
export async function notificationsOf(db: Kysely<Tables>, userId: number, type?: string): Promise<{ type: string; resource_id: string }[]> {
  let query = db.selectFrom('notifications').select(['type', 'resource_id']).where('user_id', '=', userId);
  if (type) query = query.where('type', '=', type);
  return query.execute();
}

export async function inboxRows(db: Kysely<Tables>): Promise<{ topic: string; resource: string; notification_id: string; status: string }[]> {
  return db.selectFrom('mercadolibre_inbox').select(['topic', 'resource', 'notification_id', 'status']).orderBy('id').execute();
}
