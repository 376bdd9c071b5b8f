import type { Kysely } from 'kysely';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import type { Tables } from '../../../server/db/tables';
import { inboxRows, notificationsOf, sellerItem } from './inboxSupport';
import { eventually, type MercadoLibreWorld, mlApp, sleep, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let db: Kysely<Tables>;
let account: MercadoLibreAccount;
let itemId: string;

const saleOf = (orderId: unknown) =>
  db
    .selectFrom('orders')
    .select(['shipment_status', 'shipment_substatus', 'payment_status'])
    .where('channel', '=', 'mercadolibre')
    .where('marketplace_order_id', '=', String(orderId))
    .executeTakeFirst();
const questionRow = (questionId: unknown) =>
  db.selectFrom('mercadolibre_questions').select(['status', 'answer_text']).where('ml_id', '=', String(questionId)).executeTakeFirst();
const announced = async (type: string, resourceId: unknown) =>
  (await notificationsOf(db, world.adminId, type)).filter((row) => row.resource_id === String(resourceId)).length;
const shipmentIdOf = (order: Record<string, unknown>) => (order.shipping as { id: number }).id;

beforeAll(async () => {
  // The reconciling poll runs every second here (every five minutes by default).
  world = await startWorld({ ML_MISSED_FEEDS_SECONDS: '1' });
  db = world.app.context.database.db;
  await world.app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = world.app.app.server.address() as AddressInfo;
  world.sandbox.control.mercadolibre.configureApp({
    ...mlApp,
    notificationUrl: `http://127.0.0.1:${port}/api/webhooks/mercadolibre`,
    topics: ['items', 'questions', 'orders_v2', 'payments', 'shipments'],
  });
  account = await world.connectSeller('TIENDA_CONCILIA');
  itemId = await sellerItem(world.sandbox, account.user_id);
});
afterAll(() => world.close());

describe('the reconciling poll of each MercadoLibre account', () => {
  it('brings in, with every webhook lost, a new question, an answer given on MercadoLibre, a sale with its payment, and a shipment that moved alone', async () => {
    const control = world.sandbox.control.mercadolibre;
    const deliveredBefore = control.webhookDeliveries().length;
    control.updateSettings({ webhookDropRate: 1 });
    try {
      const question = control.createQuestion({ itemId, text: '¿Hacen factura?' });
      await eventually(async () => (await questionRow(question.id))?.status === 'UNANSWERED', 5_000);

      // The seller answers on MercadoLibre's own site: the question keeps its creation date, so only its status tells.
      const { access_token: token } = control.issueTokens({ userId: account.user_id, clientId: mlApp.clientId });
      const answered = await fetch(`${world.sandbox.mercadolibre.apiUrl}/answers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ question_id: question.id, text: 'Sí, facturamos.' }),
      });
      expect(answered.status).toBe(200);
      await eventually(async () => (await questionRow(question.id))?.status === 'ANSWERED', 5_000);
      expect(await questionRow(question.id)).toEqual({ status: 'ANSWERED', answer_text: 'Sí, facturamos.' });

      const order = control.placeOrder({ itemId });
      const paymentId = (order.payments as { id: number }[])[0].id;
      await eventually(async () => (await announced('payment', paymentId)) === 1, 5_000);
      // The sale's shipment hint may be processed after its payment's: its status is announced before the shipment moves.
      await eventually(async () => (await announced('shipping', shipmentIdOf(order))) === 1, 5_000);
      expect(await saleOf(order.id)).toMatchObject({ payment_status: 'approved', shipment_status: 'ready_to_ship' });
      const payments = await db.selectFrom('mercadolibre_payments').selectAll().where('payment_id', '=', String(paymentId)).execute();
      expect(payments).toHaveLength(1);

      // The carrier takes the parcel; the order itself does not change.
      control.updateShipment({ shipmentId: shipmentIdOf(order), status: 'shipped', substatus: 'in_transit', touchOrders: false });
      await eventually(async () => (await saleOf(order.id))?.shipment_status === 'shipped', 5_000);
      expect(await saleOf(order.id)).toMatchObject({ shipment_substatus: 'in_transit' });

      // Nothing came by webhook, and more rounds announce nothing twice.
      const sent = control.webhookDeliveries().slice(deliveredBefore);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.filter((delivery) => delivery.state !== 'dropped')).toEqual([]);
      await sleep(2_200);
      expect(await announced('question', question.id)).toBe(1);
      expect(await announced('order', order.id)).toBe(1);
      expect(await announced('payment', paymentId)).toBe(1);
      expect(await announced('shipping', shipmentIdOf(order))).toBe(2);
    } finally {
      control.updateSettings({ webhookDropRate: 0 });
    }
  });

  it('never moves a shipment back when an older status is read after a newer one', async () => {
    const control = world.sandbox.control.mercadolibre;
    const order = control.placeOrder({ itemId });
    const shipment = `/shipments/${shipmentIdOf(order)}`;
    control.updateShipment({ shipmentId: shipmentIdOf(order), status: 'shipped', substatus: 'in_transit' });
    await eventually(async () => (await saleOf(order.id))?.shipment_status === 'shipped', 5_000);

    // A hint whose read of the shipment ("shipped") is answered late, after the delivery is known.
    control.injectFault({ kind: 'latency', method: 'GET', path: shipment, delayMs: 800, count: 1 });
    const late = await world.app.app.inject({
      method: 'POST',
      url: '/api/webhooks/mercadolibre',
      payload: { _id: 'late-shipped', resource: shipment, user_id: account.user_id, topic: 'shipments', application_id: Number(mlApp.clientId) },
    });
    expect(late.statusCode).toBe(200);
    await eventually(async () => control.pendingFaults().length === 0, 5_000);
    control.updateShipment({ shipmentId: shipmentIdOf(order), status: 'delivered' });
    await eventually(async () => (await saleOf(order.id))?.shipment_status === 'delivered', 5_000);

    await eventually(async () => (await inboxRows(db)).find((row) => row.notification_id === 'late-shipped')?.status === 'done', 5_000);
    expect(await saleOf(order.id)).toMatchObject({ shipment_status: 'delivered', shipment_substatus: null });
  });
});
