import type { MercadoLibreFeature } from '../mercadoLibreFeature';
import type { MercadoLibreShipment } from '../orderSaleMapping';
import type { InboxRepository } from './inboxRepository';

/** Statuses a shipment never leaves: nothing more can happen to watch for. */
const finalStatuses = ['delivered', 'not_delivered', 'cancelled'] as const;
// A bound on the reads of one round; the most recently changed sales come first, the rest on the next round.
const maxShipments = 500;

/**
 * A shipment moves (handed to the carrier, delivered…) without its order changing, so the order
 * cursor does not find it: each of the account's sales whose shipment is still on its way has it
 * read (through its first order), and one whose status or substatus differs from ours is fed into
 * the inbox as a `shipments` hint named by that status, so each change is fed once. Answers how
 * many it fed.
 */
export async function syncShipments(feature: MercadoLibreFeature, inbox: InboxRepository, accountId: number): Promise<{ shipments: number }> {
  const account = await feature.accountFor(accountId);
  const open = await feature.context.database.db
    .selectFrom('orders')
    .select(['marketplace_order_ids', 'shipment_status', 'shipment_substatus'])
    .where('channel', '=', 'mercadolibre')
    .where('channel_account_id', '=', accountId)
    .where('shipment_status', 'not in', [...finalStatuses])
    .where('marketplace_status', '!=', 'cancelled')
    .orderBy('marketplace_updated', 'desc')
    .limit(maxShipments)
    .execute();
  let fed = 0;
  for (const sale of open) {
    const [orderId] = String(sale.marketplace_order_ids ?? '').split(',');
    if (!orderId) continue;
    const shipment = await feature.connector.request<(MercadoLibreShipment & { id?: number | string }) | null>(accountId, {
      method: 'GET',
      path: `/orders/${orderId}/shipments`,
    });
    if (!shipment?.id || (shipment.status === sale.shipment_status && (shipment.substatus ?? null) === (sale.shipment_substatus ?? null))) continue;
    await inbox.add([
      {
        userId: Number(account.user_id),
        topic: 'shipments',
        resource: `/shipments/${shipment.id}`,
        notificationId: `sync:${String(shipment.status)}:${String(shipment.substatus ?? '')}:${String(shipment.last_updated ?? '')}`,
      },
    ]);
    fed++;
  }
  return { shipments: fed };
}
