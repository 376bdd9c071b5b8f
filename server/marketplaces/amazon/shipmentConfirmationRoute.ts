import type { FastifyInstance } from 'fastify';
import { maxCarrierLength, maxShipmentTrackingLength } from '../../../resources/amazon/shipmentConfirmation';
import type { AppContext } from '../../context';
import { nextVersion } from '../../crud/versions';
import { lockRow } from '../../db/rowLock';
import { conflict, notFound } from '../../http/errors';
import { errorResponsesFor } from '../../http/routeSchemas';
import { type AmazonConnector, mexicoMarketplaceId } from './amazonConnector';
import { answering } from './amazonErrors';

interface ConfirmShipmentBody {
  carrier: string;
  tracking_number: string;
  ship_date?: string;
}

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' });

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['carrier', 'tracking_number'],
  properties: {
    carrier: text(maxCarrierLength),
    tracking_number: text(maxShipmentTrackingLength),
    ship_date: { type: 'string', format: 'date-time' },
  },
};

const confirmedSchema = {
  type: 'object',
  properties: {
    order_id: { type: 'integer' },
    marketplace_order_id: { type: 'string' },
    shipment_status: { type: 'string' },
    tracking_number: { type: 'string' },
  },
};

/** The ERP order's shipment states after which there is nothing left to confirm. */
const settled = new Set(['shipped', 'delivered', 'cancelled']);

/**
 * `POST api/amazon/orders/{amazonOrderId}/confirm_shipment`: the seller confirms to Amazon that a
 * merchant-fulfilled order left, with every unit still to ship in one package; once Amazon takes
 * it the ERP order shows it shipped with its tracking number at once, not at the next order sync.
 * A refusal by Amazon changes nothing.
 */
export function registerShipmentConfirmationRoute(app: FastifyInstance, context: AppContext, connector: AmazonConnector): void {
  const { db, dialect } = context.database;

  app.post<{ Params: { amazonOrderId: string }; Body: ConfirmShipmentBody }>(
    '/api/amazon/orders/:amazonOrderId/confirm_shipment',
    {
      schema: {
        tags: ['amazon-orders'],
        params: { type: 'object', properties: { amazonOrderId: { type: 'string', maxLength: 64 } } },
        body: bodySchema,
        response: { 200: confirmedSchema, ...errorResponsesFor(400, 401, 404, 409, 422, 429, 502) },
      },
      config: { requiredFields: new Set(['carrier', 'tracking_number']) },
    },
    async (request) => {
      const { amazonOrderId } = request.params;
      const order = await db
        .selectFrom('orders')
        .select(['rowid', 'channel_account_id', 'shipment_status', 'status'])
        .where('channel', '=', 'amazon')
        .where('marketplace_order_id', '=', amazonOrderId)
        .executeTakeFirst();
      if (!order) throw notFound('El pedido de Amazon no existe en el ERP').worded('amazon_order_missing');
      if (order.status === 'cancelled' || settled.has(String(order.shipment_status)))
        throw conflict('El pedido ya fue enviado o cancelado: no hay envío que confirmar').worded('order_nothing_to_confirm');
      const account = await connector.accounts.get(Number(order.channel_account_id));
      if (!account) throw conflict('La cuenta de Amazon de este pedido ya no está conectada').worded('amazon_order_account_disconnected');
      const { carrier, tracking_number: trackingNumber } = request.body;
      await answering(async () => {
        const { orders } = await connector.clients(account);
        const { data } = await orders.getOrderItems({ orderId: amazonOrderId });
        const left = (data.payload?.OrderItems ?? [])
          .map((item) => ({ orderItemId: item.OrderItemId, quantity: Number(item.QuantityOrdered) - Number(item.QuantityShipped ?? 0) }))
          .filter((item) => item.quantity > 0);
        if (left.length === 0) throw conflict('Amazon no tiene unidades por enviar en este pedido').worded('amazon_nothing_to_ship');
        await orders.confirmShipment({
          orderId: amazonOrderId,
          payload: {
            marketplaceId: mexicoMarketplaceId,
            packageDetail: {
              // One package per order: its reference is the order's own id.
              packageReferenceId: amazonOrderId,
              carrierCode: carrier,
              trackingNumber,
              shipDate: request.body.ship_date ?? new Date().toISOString(),
              orderItems: left,
            },
          },
        });
      });
      // The statuses the order sync would write for Amazon's Shipped; the sync's later report of it agrees.
      const orderId = Number(order.rowid);
      await db.transaction().execute(async (trx) => {
        const locked = await lockRow(trx, dialect, 'orders', 'rowid', orderId);
        await trx
          .updateTable('orders')
          .set({ shipment_status: 'shipped', shipment_substatus: 'Shipped', tracking_number: trackingNumber, tms: nextVersion(locked?.tms) })
          .where('rowid', '=', orderId)
          .execute();
      });
      return { order_id: orderId, marketplace_order_id: amazonOrderId, shipment_status: 'shipped', tracking_number: trackingNumber };
    },
  );
}
