import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MercadoLibreHarness, startMercadoLibre, testApp, validPhone } from './mercadolibreHarness';

let ml: MercadoLibreHarness;
let seller: { id: number; token: string };
let otherSeller: { id: number; token: string };
let itemId: string;

const control = (path: string, body: unknown) =>
  fetch(`${ml.sandbox.mercadolibre.controlUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const read = async (path: string, token = seller.token) =>
  (await ml.call(path, { token })).json() as Promise<Record<string, unknown> & { data?: { id: number }[] }>;
const post = (path: string, body: unknown = {}) => ml.call(path, { method: 'POST', token: seller.token, body });
const actionsOf = (claim: Record<string, unknown>) =>
  ((claim.players as { role: string; available_actions: { action: string }[] }[]).find((player) => player.role === 'respondent')?.available_actions ?? [])
    .map((offer) => offer.action)
    .sort();

/** A paid sale of the seller's item, claimed by its buyer; answers the claim as the control API gives it. */
async function claimedSale(reasonId = 'PDD9551'): Promise<{ id: number; resource_id: number }> {
  const order = (await (await control('/orders', { itemId, quantity: 1 })).json()) as { id: number };
  const opened = await control('/claims', { orderId: order.id, reasonId });
  expect(opened.status).toBe(201);
  return (await opened.json()) as { id: number; resource_id: number };
}

beforeAll(async () => {
  ml = await startMercadoLibre({ mercadolibre: { settings: { requestsPerSecond: 1000, webhookMaxAttempts: 1 } } });
  // Webhooks go where nothing listens: each delivery is still recorded, which is what these tests read.
  ml.sandbox.control.mercadolibre.configureApp({ ...testApp, notificationUrl: 'http://127.0.0.1:9/webhooks' });
  seller = await ml.connectedSeller();
  otherSeller = await ml.connectedSeller();
  itemId = ((await (await ml.call('/items', { method: 'POST', token: seller.token, body: validPhone({ available_quantity: 50 }) })).json()) as { id: string })
    .id;
});
afterAll(() => ml.sandbox.close());

describe('MercadoLibre sandbox: claims and returns', () => {
  it('opens a claim on a paid order only, readable by its players only, with the seller as respondent and its actions due', async () => {
    const unpaid = (await (await control('/orders', { itemId, quantity: 1, paid: false })).json()) as { id: number };
    expect((await control('/claims', { orderId: unpaid.id })).status).toBe(400);
    const claim = await claimedSale();
    expect((await control('/claims', { orderId: claim.resource_id })).status).toBe(400);
    const detail = await read(`/post-purchase/v1/claims/${claim.id}`);
    expect(detail).toMatchObject({
      resource: 'order',
      resource_id: claim.resource_id,
      stage: 'claim',
      status: 'opened',
      reason_id: 'PDD9551',
      related_entities: [],
    });
    expect(actionsOf(detail)).toEqual(['allow_partial_refund', 'allow_return', 'open_dispute', 'refund', 'send_attachments', 'send_message_to_complainant']);
    const forbidden = await ml.call(`/post-purchase/v1/claims/${claim.id}`, { token: otherSeller.token });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ error: 'forbidden', status: 403, cause: [] });
    expect(await read(`/post-purchase/v1/claims/${claim.id}/expected-resolutions`)).toEqual([
      expect.objectContaining({ player_role: 'complainant', expected_resolution: 'return_product', status: 'pending' }),
    ]);
    const deliveries = ml.sandbox.control.mercadolibre.webhookDeliveries({ topic: 'claims' });
    expect(deliveries.filter((delivery) => delivery.resource === `/post-purchase/v1/claims/${claim.id}`)).toHaveLength(1);
  });

  it('searches the seller’s claims with filters and paging, and asks for at least one filter', async () => {
    const mine = [await claimedSale(), await claimedSale('PNR4071')];
    await post(`/post-purchase/v1/claims/${mine[1].id}/actions/refund`);
    const base = `/post-purchase/v1/claims/search?player_role=respondent&player_user_id=${seller.id}`;
    const all = await read(`${base}&sort=date_created:asc&limit=100`);
    expect((all.paging as { total: number }).total).toBeGreaterThanOrEqual(2);
    const page = await read(`${base}&sort=date_created:asc&limit=1&offset=1`);
    expect(page.data?.map((claim) => claim.id)).toEqual([all.data?.[1].id]);
    expect((await read(`${base}&status=closed`)).data?.map((claim) => claim.id)).toEqual([mine[1].id]);
    expect((await read(`${base}&reason_id=PNR4071`)).data?.map((claim) => claim.id)).toEqual([mine[1].id]);
    expect((await read(`/post-purchase/v1/claims/search?player_role=respondent`, otherSeller.token)).data).toEqual([]);
    expect((await ml.call('/post-purchase/v1/claims/search', { token: seller.token })).status).toBe(400);
  });

  it('refuses an action the seller is not offered, with the reason, changing nothing', async () => {
    const claim = await claimedSale('PNR4071');
    const before = await read(`/post-purchase/v1/claims/${claim.id}`);
    for (const [path, body] of [
      [`/post-purchase/v1/claims/${claim.id}/actions/allow-return`, {}],
      [`/post-purchase/v1/claims/${claim.id}/actions/send-message`, { receiver_role: 'mediator', message: 'Hola' }],
    ] as const) {
      const refused = await post(path, body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: 'action_not_allowed',
        status: 400,
        message: expect.stringMatching(/is not available for the respondent/),
      });
    }
    expect(await read(`/post-purchase/v1/claims/${claim.id}`)).toEqual(before);
    expect(await read(`/post-purchase/v1/claims/${claim.id}/messages`)).toHaveLength(1);
  });

  it('moves a claim to mediation, where the seller writes to the mediator', async () => {
    const claim = await claimedSale();
    expect((await post(`/post-purchase/v1/claims/${claim.id}/actions/send-message`, { receiver_role: 'complainant', message: 'Hola' })).status).toBe(201);
    const disputed = (await (await post(`/post-purchase/v1/claims/${claim.id}/actions/open-dispute`)).json()) as Record<string, unknown>;
    expect(disputed).toMatchObject({ stage: 'dispute', status: 'opened' });
    expect((disputed.players as { role: string }[]).map((player) => player.role)).toEqual(['complainant', 'respondent', 'mediator']);
    expect(actionsOf(disputed)).toEqual(['allow_return_label', 'refund', 'send_attachments', 'send_message_to_mediator']);
    expect((await post(`/post-purchase/v1/claims/${claim.id}/actions/send-message`, { receiver_role: 'complainant', message: 'Hola' })).status).toBe(400);
    const messages = (await read(`/post-purchase/v1/claims/${claim.id}/messages`)) as unknown as { sender_role: string; receiver_role: string }[];
    expect(messages.map((message) => `${message.sender_role}>${message.receiver_role}`)).toEqual([
      'complainant>respondent',
      'respondent>complainant',
      'mediator>respondent',
    ]);
  });

  it('a return allowed travels back with its tracking; reviewed fine, the claim closes refunded', async () => {
    const claim = await claimedSale();
    expect((await ml.call(`/post-purchase/v2/claims/${claim.id}/returns`, { token: seller.token })).status).toBe(404);
    await post(`/post-purchase/v1/claims/${claim.id}/actions/allow-return`);
    const opened = await read(`/post-purchase/v2/claims/${claim.id}/returns`);
    expect(opened).toMatchObject({
      claim_id: claim.id,
      status: 'opened',
      status_money: 'retained',
      shipping: { status: 'ready_to_ship', tracking_number: expect.stringMatching(/^MEL\d+MX$/) },
    });
    expect(await read(`/post-purchase/v1/claims/${claim.id}`)).toMatchObject({ related_entities: ['return'] });
    // Reviewing before the product is back is not offered.
    expect((await post(`/post-purchase/v1/returns/${opened.id}/return-review`)).status).toBe(400);
    expect((await control(`/claims/${claim.id}/return`, { status: 'shipped' })).status).toBe(200);
    expect((await control(`/claims/${claim.id}/return`, { status: 'delivered' })).status).toBe(200);
    expect((await control(`/claims/${claim.id}/return`, { status: 'shipped' })).status).toBe(400);
    const arrived = await read(`/post-purchase/v2/claims/${claim.id}/returns`);
    expect((arrived.shipping as { status_history: { status: string }[] }).status_history.map((step) => step.status)).toEqual([
      'ready_to_ship',
      'shipped',
      'delivered',
    ]);
    expect((await post(`/post-purchase/v1/returns/${opened.id}/return-review`, { reason_id: 'XYZ' })).status).toBe(400);
    const reviewed = await post(`/post-purchase/v1/returns/${opened.id}/return-review`);
    expect(reviewed.status).toBe(200);
    expect(await reviewed.json()).toMatchObject({ status: 'closed', status_money: 'refunded', seller_review: { status: 'success' } });
    expect(await read(`/post-purchase/v1/claims/${claim.id}`)).toMatchObject({
      status: 'closed',
      resolution: { reason: 'item_returned', closed_by: 'respondent' },
    });
    const changes = ml.sandbox.control.mercadolibre.webhookDeliveries({ topic: 'claims' }).filter((delivery) => delivery.resource.endsWith(`/${claim.id}`));
    expect(changes).toHaveLength(5);
  });

  it('a product never received: the seller tells when it ships and its tracking, sends files and proves the shipment, each once', async () => {
    const claim = await claimedSale('PNR4071');
    const path = (action: string) => `/post-purchase/v1/claims/${claim.id}/actions/${action}`;
    expect(actionsOf(await read(`/post-purchase/v1/claims/${claim.id}`))).toEqual([
      'add_shipping_evidence',
      'allow_partial_refund',
      'open_dispute',
      'refund',
      'send_attachments',
      'send_message_to_complainant',
      'send_potential_shipping',
      'send_tracking_number',
    ]);
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect((await post(path('send-potential-shipping'), { potential_date: 'pronto' })).status).toBe(400);
    expect((await post(path('send-potential-shipping'), { potential_date: tomorrow })).status).toBe(200);
    expect((await post(path('send-tracking-number'), { tracking_number: 'GUIA123' })).status).toBe(400);
    const tracked = (await (await post(path('send-tracking-number'), { tracking_number: 'GUIA123', carrier: 'Estafeta' })).json()) as Record<string, unknown>;
    expect(actionsOf(tracked)).not.toContain('send_tracking_number');
    expect(actionsOf(tracked)).not.toContain('send_potential_shipping');
    const messages = (await read(`/post-purchase/v1/claims/${claim.id}/messages`)) as unknown as { message: string }[];
    expect(messages.map((message) => message.message).slice(1)).toEqual([
      `Enviaremos tu producto a más tardar el ${tomorrow}.`,
      'Tu producto va en camino con Estafeta, guía GUIA123.',
    ]);

    const upload = (name: string, type: string, bytes: number) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      return fetch(`${ml.api}/post-purchase/v1/claims/${claim.id}/attachments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${seller.token}` },
        body: form,
      });
    };
    expect(await (await upload('guia.exe', 'application/octet-stream', 10)).json()).toMatchObject({ status: 400, error: 'invalid_file_type' });
    expect(await (await upload('guia.pdf', 'application/pdf', 5 * 1024 * 1024 + 1)).json()).toMatchObject({ status: 400, error: 'file_too_large' });
    const sent = await upload('Guia.PDF', 'application/pdf', 2048);
    expect(sent.status).toBe(201);
    const { filename } = (await sent.json()) as { filename: string };

    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    expect((await post(path('add-shipping-evidence'), { date_shipped: yesterday, tracking_number: 'GUIA123', attachments: ['otro.pdf'] })).status).toBe(400);
    expect((await post(path('add-shipping-evidence'), { date_shipped: '2999-01-01', tracking_number: 'GUIA123' })).status).toBe(400);
    const proved = (await (
      await post(path('add-shipping-evidence'), { date_shipped: yesterday, tracking_number: 'GUIA123', attachments: [filename] })
    ).json()) as Record<string, unknown>;
    expect(actionsOf(proved)).not.toContain('add_shipping_evidence');
    const again = await post(path('add-shipping-evidence'), { date_shipped: yesterday, tracking_number: 'GUIA123' });
    expect(await again.json()).toMatchObject({ status: 400, error: 'action_not_allowed' });
  });

  it('in mediation a returnable product goes back with MercadoLibre’s label', async () => {
    const claim = await claimedSale();
    await post(`/post-purchase/v1/claims/${claim.id}/actions/open-dispute`);
    expect((await post(`/post-purchase/v1/claims/${claim.id}/actions/allow-return`)).status).toBe(400);
    expect((await post(`/post-purchase/v1/claims/${claim.id}/actions/allow-return-label`)).status).toBe(200);
    expect(await read(`/post-purchase/v2/claims/${claim.id}/returns`)).toMatchObject({ status: 'opened', type: 'dispute' });
  });

  it('a refund gives the money back on the order’s payment, all of it or a part, and fires the payment and order topics', async () => {
    const whole = await claimedSale();
    const part = await claimedSale();
    await post(`/post-purchase/v1/claims/${whole.id}/actions/refund`);
    await post(`/post-purchase/v1/claims/${part.id}/actions/allow-partial-refund`, { percentage: 25 });
    const paymentOf = async (orderId: number) => ((await read(`/orders/${orderId}`)).payments as Record<string, unknown>[])[0];
    const refunded = await paymentOf(whole.resource_id);
    expect(refunded).toMatchObject({ status: 'refunded', status_detail: 'refunded', transaction_amount_refunded: refunded.transaction_amount });
    const partial = await paymentOf(part.resource_id);
    expect(partial).toMatchObject({
      status: 'approved',
      status_detail: 'partially_refunded',
      transaction_amount_refunded: Math.round(Number(partial.transaction_amount) * 25) / 100,
    });
    expect(await read(`/collections/${String(partial.id)}`)).toMatchObject({ status_detail: 'partially_refunded' });
    const deliveries = ml.sandbox.control.mercadolibre.webhookDeliveries({});
    for (const [topic, resource] of [
      ['payments', `/collections/${String(refunded.id)}`],
      ['orders_v2', `/orders/${whole.resource_id}`],
    ])
      expect(deliveries.filter((delivery) => delivery.topic === topic && delivery.resource === resource).length).toBeGreaterThanOrEqual(2);
  });

  it('a closed claim can be taken up again once by writing to the buyer, within a week of its closing', async () => {
    const claim = await claimedSale();
    const closed = (await (await post(`/post-purchase/v1/claims/${claim.id}/actions/refund`)).json()) as Record<string, unknown>;
    expect(actionsOf(closed)).toEqual(['recontact']);
    expect((await post(`/post-purchase/v1/claims/${claim.id}/actions/recontact`, { message: '  ' })).status).toBe(400);
    const reopened = (await (await post(`/post-purchase/v1/claims/${claim.id}/actions/recontact`, { message: '¿Llegó bien el reembolso?' })).json()) as Record<
      string,
      unknown
    >;
    expect(reopened).toMatchObject({ stage: 'recontact', status: 'opened' });
    expect(actionsOf(reopened)).toEqual(['send_attachments', 'send_message_to_complainant']);
    const messages = (await read(`/post-purchase/v1/claims/${claim.id}/messages`)) as unknown as { message: string; stage: string }[];
    expect(messages.at(-1)).toMatchObject({ message: '¿Llegó bien el reembolso?', stage: 'recontact' });

    const late = await claimedSale();
    await post(`/post-purchase/v1/claims/${late.id}/actions/refund`);
    ml.sandbox.control.mercadolibre.advanceClock(8 * 24 * 3600);
    try {
      // A week later the seller's token has long expired: a fresh one.
      const token = ml.sandbox.control.mercadolibre.issueTokens({ userId: seller.id, clientId: testApp.clientId }).access_token;
      expect(actionsOf(await read(`/post-purchase/v1/claims/${late.id}`, token))).toEqual([]);
      const refused = await ml.call(`/post-purchase/v1/claims/${late.id}/actions/recontact`, { method: 'POST', token, body: { message: 'Hola' } });
      expect(await refused.json()).toMatchObject({ status: 400, error: 'action_not_allowed' });
    } finally {
      ml.sandbox.control.mercadolibre.advanceClock(-8 * 24 * 3600);
    }
  });
});
