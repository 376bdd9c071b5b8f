import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MercadoLibreHarness, startMercadoLibre, validPhone } from './mercadolibreHarness';

let ml: MercadoLibreHarness;
let seller: { id: number; token: string };
let other: { id: number; token: string };
let itemId: string;

const control = () => ml.sandbox.control.mercadolibre;
const conversationPath = (packId: number | string, sellerId = seller.id) => `/messages/packs/${packId}/sellers/${sellerId}?tag=post_sale`;
const placeOrder = (options: { paid?: boolean } = {}) => {
  const order = control().placeOrder({ itemId, paid: options.paid });
  return { id: Number(order.id), buyerId: Number((order.buyer as { id: number }).id), shipmentId: Number((order.shipping as { id: number }).id) };
};
const sendAsSeller = (order: { id: number; buyerId: number }, text: string, attachments?: string[]) =>
  ml.call(conversationPath(order.id), {
    method: 'POST',
    token: seller.token,
    body: { from: { user_id: seller.id }, to: { user_id: order.buyerId }, text, attachments },
  });
const readConversation = async (orderId: number, query = '&mark_as_read=false') =>
  (await (await ml.call(`${conversationPath(orderId)}${query}`, { token: seller.token })).json()) as {
    conversation_status: { status: string; substatus: string | null };
    messages: { id: string; text: string; message_date: { read: string | null } }[];
    seller_max_message_length: number;
  };

beforeAll(async () => {
  // Tokens outlive the month the clock is moved by below.
  ml = await startMercadoLibre({ mercadolibre: { settings: { requestsPerSecond: 1000, accessTokenSeconds: 90 * 24 * 3600 } } });
  seller = await ml.connectedSeller();
  other = await ml.connectedSeller();
  const created = await ml.call('/items', { method: 'POST', token: seller.token, body: validPhone({ available_quantity: 50 }) });
  itemId = ((await created.json()) as { id: string }).id;
});
afterAll(() => ml.sandbox.close());

describe('MercadoLibre sandbox: post-sale messages', () => {
  it('sends within 350 characters, lists newest first, and keeps other sellers out', async () => {
    const order = placeOrder();
    expect((await sendAsSeller(order, 'x'.repeat(351))).status).toBe(400);
    expect((await sendAsSeller(order, 'Hola')).status).toBe(201);
    control().buyerWrites({ orderId: order.id, text: 'Gracias' });
    const conversation = await readConversation(order.id);
    expect(conversation.seller_max_message_length).toBe(350);
    expect(conversation.conversation_status).toMatchObject({ status: 'active', substatus: null });
    expect(conversation.messages.map((message) => message.text)).toEqual(['Gracias', 'Hola']);
    expect((await ml.call(conversationPath(order.id, other.id), { token: other.token })).status).toBe(403);
    expect((await ml.call(conversationPath(order.id).replace('?tag=post_sale', ''), { token: seller.token })).status).toBe(400);
  });

  it('marks the buyer’s messages read unless asked not to, and lists what is unread', async () => {
    const order = placeOrder();
    const message = control().buyerWrites({ orderId: order.id, text: '¿Factura?' });
    const unread = async () =>
      ((await (await ml.call('/messages/unread?role=seller&tag=post_sale', { token: seller.token })).json()) as { results: { resource: string }[] }).results;
    await readConversation(order.id);
    expect(await unread()).toContainEqual(expect.objectContaining({ resource: `/packs/${order.id}/sellers/${seller.id}` }));
    expect((await (await ml.call(`/messages/${String(message.id)}?tag=post_sale`, { token: seller.token })).json()) as object).toMatchObject({
      text: '¿Factura?',
    });
    await readConversation(order.id, '');
    expect(await unread()).not.toContainEqual(expect.objectContaining({ resource: `/packs/${order.id}/sellers/${seller.id}` }));
  });

  it('refuses a blocked conversation with its substatus, from the control API or from the order’s state', async () => {
    const order = placeOrder();
    control().blockConversation({ orderId: order.id, substatus: 'blocked_by_buyer' });
    const refused = await sendAsSeller(order, 'Hola');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'blocked_conversation', cause: [expect.objectContaining({ code: 'blocked_by_buyer' })] });
    expect((await readConversation(order.id)).conversation_status).toMatchObject({ status: 'blocked', substatus: 'blocked_by_buyer' });
    expect(() => control().blockConversation({ orderId: order.id, substatus: 'because' })).toThrow();

    const unpaid = placeOrder({ paid: false });
    expect((await readConversation(unpaid.id)).conversation_status.substatus).toBe('blocked_by_payment');
    control().cancelOrder({ orderId: unpaid.id });
    expect((await readConversation(unpaid.id)).conversation_status.substatus).toBe('blocked_by_cancelled_order');
    expect(control().conversation({ orderId: unpaid.id }).messages).toEqual([]);
  });

  it('blocks a conversation quiet for 30 days until the buyer writes again', async () => {
    const order = placeOrder();
    expect((await sendAsSeller(order, 'Hola')).status).toBe(201);
    control().advanceClock(31 * 24 * 3600);
    try {
      expect((await readConversation(order.id)).conversation_status.substatus).toBe('blocked_by_time');
      control().buyerWrites({ orderId: order.id, text: 'Sigo esperando' });
      expect((await readConversation(order.id)).conversation_status.status).toBe('active');
    } finally {
      control().advanceClock(-31 * 24 * 3600);
    }
  });

  it('takes an attachment and a message naming it; refuses an unknown one', async () => {
    const order = placeOrder();
    const form = new FormData();
    form.append('file', new Blob(['foto'], { type: 'image/png' }), 'foto.png');
    const uploaded = await fetch(`${ml.api}/messages/attachments?tag=post_sale&site_id=MLM`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { id } = (await uploaded.json()) as { id: string };
    expect(id).toMatch(/\.png$/);
    expect((await sendAsSeller(order, 'Foto', ['nope'])).status).toBe(400);
    const sent = await sendAsSeller(order, 'Foto', [id]);
    expect(await sent.json()).toMatchObject({ message_attachments: [expect.objectContaining({ filename: id, original_filename: 'foto.png', size: 4 })] });
    expect(await (await ml.call(`/messages/attachments/${id}?tag=post_sale&site_id=MLM`, { token: seller.token })).text()).toBe('foto');
  });
});

describe('MercadoLibre sandbox: shipment labels', () => {
  it('prints a ready-to-ship shipment’s label as a PDF, marking it printed, and refuses one not ready', async () => {
    const order = placeOrder();
    const label = await ml.call(`/shipment_labels?shipment_ids=${order.shipmentId}&response_type=pdf`, { token: seller.token });
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await label.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await (await ml.call(`/shipments/${order.shipmentId}`, { token: seller.token })).json()).toMatchObject({
      status: 'ready_to_ship',
      substatus: 'printed',
    });
    const unpaid = placeOrder({ paid: false });
    expect((await ml.call(`/shipment_labels?shipment_ids=${unpaid.shipmentId}`, { token: seller.token })).status).toBe(400);
    expect((await ml.call(`/shipment_labels?shipment_ids=${order.shipmentId}`, { token: other.token })).status).toBe(403);
  });
});
