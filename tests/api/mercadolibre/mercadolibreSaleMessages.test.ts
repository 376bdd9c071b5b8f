import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { maxSaleMessageLength, saleDetailPath, saleMessageBlockedReasons } from '../../../resources/mercadolibre/messages';
import type { Tables } from '../../../server/db/tables';
import { InboxRepository } from '../../../server/marketplaces/mercadolibre/inbox/inboxRepository';
import { syncMessages } from '../../../server/marketplaces/mercadolibre/inbox/messageSync';
import { inboxRows, sellerItem } from './inboxSupport';
import { eventually, type MercadoLibreWorld, mlApp, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let db: Kysely<Tables>;
let account: MercadoLibreAccount;
let itemId: string;
let notificationUrl: string;

const control = () => world.sandbox.control.mercadolibre;
const allTopics = ['orders_v2', 'payments', 'shipments', 'messages'] as const;
const inboxIdle = () => eventually(async () => (await inboxRows(db)).every((row) => row.status === 'done' || row.status === 'failed'));
const messagesUrl = (orderId: number) => `/api/mercadolibre/orders/${orderId}/messages`;
const send = (orderId: number, payload: Record<string, unknown>) => world.app.call({ method: 'POST', url: messagesUrl(orderId), payload });
const storedMessages = (conversationId: string) =>
  db.selectFrom('mercadolibre_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('id').execute();
const sandboxMessages = (mlOrderId: number) => control().conversation({ orderId: mlOrderId }).messages;

/** A sale placed on the sandbox and recorded as an ERP order through its webhooks. */
async function recordedSale(options: { paid?: boolean } = {}): Promise<{ mlOrderId: number; orderId: number; shipmentId: number }> {
  const sale = control().placeOrder({ itemId, paid: options.paid });
  const mlOrderId = Number(sale.id);
  const row = await eventually(() =>
    db.selectFrom('orders').select('rowid').where('channel', '=', 'mercadolibre').where('marketplace_order_id', '=', String(mlOrderId)).executeTakeFirst(),
  );
  return { mlOrderId, orderId: Number(row.rowid), shipmentId: Number((sale.shipping as { id: number }).id) };
}

/** A multipart body with one file, as a browser's form sends it. */
function multipartFile(filename: string, type: string, content: Buffer) {
  const boundary = '----saleMessageBoundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

beforeAll(async () => {
  world = await startWorld();
  db = world.app.context.database.db;
  await world.app.app.listen({ port: 0, host: '127.0.0.1' });
  notificationUrl = `http://127.0.0.1:${(world.app.app.server.address() as AddressInfo).port}/api/webhooks/mercadolibre`;
  account = await world.connectSeller('TIENDA_MENSAJES');
  control().configureApp({ ...mlApp, notificationUrl, topics: [...allTopics] });
  itemId = await sellerItem(world.sandbox, account.user_id, 200);
});
afterAll(async () => {
  await world?.close();
});

describe('MercadoLibre post-sale messages', () => {
  it('sends the seller message to the buyer and stores it at once, then reads the whole conversation', async () => {
    const sale = await recordedSale();
    const sent = await send(sale.orderId, { text: 'Hola, tu pedido sale mañana.' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ from_seller: true, text: 'Hola, tu pedido sale mañana.' });
    // Stored with the answer, not when a webhook comes back.
    expect((await storedMessages(String(sale.mlOrderId))).map((row) => row.ml_id)).toContain(sent.json().ml_id);
    expect(sandboxMessages(sale.mlOrderId)).toEqual([expect.objectContaining({ id: sent.json().ml_id, text: 'Hola, tu pedido sale mañana.' })]);

    control().buyerWrites({ orderId: sale.mlOrderId, text: '¡Gracias!' });
    const read = await world.app.call({ method: 'GET', url: messagesUrl(sale.orderId) });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ status: 'active', blocked_reason: null, max_length: maxSaleMessageLength });
    expect(read.json().messages.map((message: { text: string; from_seller: boolean }) => [message.from_seller, message.text])).toEqual([
      [true, 'Hola, tu pedido sale mañana.'],
      [false, '¡Gracias!'],
    ]);
    await inboxIdle();
    expect(await storedMessages(String(sale.mlOrderId))).toHaveLength(2);
  });

  it('refuses a blocked conversation with MercadoLibre’s reason, for every reason, and sends nothing', async () => {
    const sale = await recordedSale();
    for (const reason of saleMessageBlockedReasons) {
      control().blockConversation({ orderId: sale.mlOrderId, substatus: reason });
      const refused = await send(sale.orderId, { text: 'Hola' });
      expect(refused.statusCode, reason).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'conversation_blocked', reason });
      const read = await world.app.call({ method: 'GET', url: messagesUrl(sale.orderId) });
      expect(read.json()).toMatchObject({ status: 'blocked', blocked_reason: reason });
    }
    expect(sandboxMessages(sale.mlOrderId)).toEqual([]);
    control().blockConversation({ orderId: sale.mlOrderId, substatus: null });
    expect((await send(sale.orderId, { text: 'Ahora sí' })).statusCode).toBe(201);
  });

  it('refuses a sale still waiting for its payment as MercadoLibre blocks it', async () => {
    const sale = await recordedSale({ paid: false });
    const refused = await send(sale.orderId, { text: 'Hola' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'blocked_by_payment' });
    expect(sandboxMessages(sale.mlOrderId)).toEqual([]);
  });

  it('refuses a text over the limit, a blank one and an unknown sale with the field messages, sending nothing', async () => {
    const sale = await recordedSale();
    const tooLong = await send(sale.orderId, { text: 'x'.repeat(maxSaleMessageLength + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: 'validation', fields: { text: 'El valor no es válido' } });
    const blank = await send(sale.orderId, { text: '   ' });
    expect(blank.json()).toMatchObject({ fields: { text: 'Este campo no puede estar vacio' } });
    expect((await send(sale.orderId, { text: 'x'.repeat(maxSaleMessageLength) })).statusCode).toBe(201);
    expect(sandboxMessages(sale.mlOrderId)).toHaveLength(1);
    expect((await send(999_999, { text: 'Hola' })).statusCode).toBe(404);
  });

  it('uploads a file and sends it with a message', async () => {
    const sale = await recordedSale();
    const upload = await world.app.call({
      method: 'POST',
      url: `${messagesUrl(sale.orderId)}/attachments`,
      ...multipartFile('factura.pdf', 'application/pdf', Buffer.from('%PDF-1.4 factura')),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const notAFile = await world.app.call({ method: 'POST', url: `${messagesUrl(sale.orderId)}/attachments`, payload: { file: 'factura' } });
    expect(notAFile.statusCode).toBe(415);
    expect(notAFile.json()).toMatchObject({ error: 'unsupported_media_type' });
    const sent = await send(sale.orderId, { text: 'Te envío la factura', attachments: [upload.json().id] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().attachments).toEqual([expect.objectContaining({ id: upload.json().id, filename: 'factura.pdf', size: 16 })]);
  });

  it('stores a buyer message delivered three times once, with one notification linking to the sale', async () => {
    const sale = await recordedSale();
    const message = control().buyerWrites({ orderId: sale.mlOrderId, text: '¿Cuándo llega?' });
    const hint = (index: number) =>
      world.app.app.inject({
        method: 'POST',
        url: '/api/webhooks/mercadolibre',
        payload: {
          _id: `dup-${String(message.id)}-${index}`,
          topic: 'messages',
          resource: message.id,
          user_id: account.user_id,
          application_id: Number(mlApp.clientId),
          attempts: 1,
        },
      });
    expect((await Promise.all([0, 1, 2].map(hint))).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await eventually(async () => (await storedMessages(String(sale.mlOrderId))).length === 1);
    await inboxIdle();
    expect(await storedMessages(String(sale.mlOrderId))).toEqual([expect.objectContaining({ ml_id: message.id, from_seller: 0, text: '¿Cuándo llega?' })]);
    const notifications = await db.selectFrom('notifications').select(['data']).where('message', 'like', `%${sale.mlOrderId}: ¿Cuándo llega?%`).execute();
    expect(notifications).toHaveLength(1);
    expect(JSON.parse(String(notifications[0].data))).toMatchObject({ sentence: 'buyer_message', text: '¿Cuándo llega?', link: saleDetailPath(sale.orderId) });
  });

  it('keeps one row per message when reads, sends and their webhooks race', async () => {
    const sale = await recordedSale();
    control().buyerWrites({ orderId: sale.mlOrderId, text: 'Uno' });
    control().buyerWrites({ orderId: sale.mlOrderId, text: 'Dos' });
    const answers = await Promise.all([
      ...[0, 1, 2].map(() => world.app.call({ method: 'GET', url: messagesUrl(sale.orderId) })),
      send(sale.orderId, { text: 'Tres' }),
      send(sale.orderId, { text: 'Cuatro' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 201, 201]);
    await inboxIdle();
    const rows = await storedMessages(String(sale.mlOrderId));
    expect(rows.map((row) => row.text).sort()).toEqual(['Cuatro', 'Dos', 'Tres', 'Uno']);
    expect(new Set(rows.map((row) => row.ml_id)).size).toBe(4);
    expect(sandboxMessages(sale.mlOrderId)).toHaveLength(4);
  });

  it('brings in unread buyer messages whose webhooks never came, on the catch-up', async () => {
    const sale = await recordedSale();
    control().configureApp({ ...mlApp, notificationUrl, topics: ['orders_v2', 'payments', 'shipments'] });
    try {
      const message = control().buyerWrites({ orderId: sale.mlOrderId, text: 'Sin webhook' });
      expect(await storedMessages(String(sale.mlOrderId))).toEqual([]);
      const fed = await syncMessages(world.app.app.mercadolibre, new InboxRepository(db), account.id);
      expect(fed.messages).toBeGreaterThanOrEqual(1);
      const [row] = await eventually(async () => {
        const rows = await storedMessages(String(sale.mlOrderId));
        return rows.length > 0 && rows;
      });
      expect(row).toMatchObject({ ml_id: message.id, text: 'Sin webhook' });
    } finally {
      control().configureApp({ ...mlApp, notificationUrl, topics: [...allTopics] });
    }
  });
});

describe('MercadoLibre shipping label', () => {
  it('streams the PDF of a ready-to-ship sale and refuses it once shipped', async () => {
    const sale = await recordedSale();
    const label = await world.app.call({ method: 'GET', url: `/api/mercadolibre/orders/${sale.orderId}/label` });
    expect(label.statusCode, label.body).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const shipment = control().updateShipment({ shipmentId: sale.shipmentId, status: 'shipped', substatus: 'in_transit' });
    expect(shipment.status).toBe('shipped');
    const refused = await world.app.call({ method: 'GET', url: `/api/mercadolibre/orders/${sale.orderId}/label` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'label_unavailable' });
  });

  it('refuses the label of a sale not paid yet', async () => {
    const sale = await recordedSale({ paid: false });
    const refused = await world.app.call({ method: 'GET', url: `/api/mercadolibre/orders/${sale.orderId}/label` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('listo para enviar');
  });
});
