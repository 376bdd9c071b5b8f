import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MercadoLibreHarness, startMercadoLibre, testApp, validPhone } from './mercadolibreHarness';

let ml: MercadoLibreHarness;
let seller: { id: number; token: string };
let otherSeller: { id: number; token: string };
let itemId: string;

const control = (path: string, body: unknown) =>
  fetch(`${ml.sandbox.mercadolibre.controlUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const read = async (path: string, token = seller.token) => (await ml.call(path, { token })).json() as Promise<Record<string, unknown> & { data?: { id: number }[] }>;
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
  itemId = ((await (await ml.call('/items', { method: 'POST', token: seller.token, body: validPhone({ available_quantity: 50 }) })).json()) as { id: string }).id;
});
afterAll(() => ml.sandbox.close());

describe('MercadoLibre sandbox: claims and returns', () => {
  it('opens a claim on a paid order only, readable by its players only, with the seller as respondent and its actions due', async () => {
    const unpaid = (await (await control('/orders', { itemId, quantity: 1, paid: false })).json()) as { id: number };
    expect((await control('/claims', { orderId: unpaid.id })).status).toBe(400);
    const claim = await claimedSale();
    expect((await control('/claims', { orderId: claim.resource_id })).status).toBe(400);
    const detail = await read(`/post-purchase/v1/claims/${claim.id}`);
    expect(detail).toMatchObject({ resource: 'order', resource_id: claim.resource_id, stage: 'claim', status: 'opened', reason_id: 'PDD9551', related_entities: [] });
    expect(actionsOf(detail)).toEqual(['allow_partial_refund', 'allow_return', 'open_dispute', 'refund', 'send_message_to_complainant']);
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
      expect(await refused.json()).toMatchObject({ error: 'action_not_allowed', status: 400, message: expect.stringMatching(/is not available for the respondent/) });
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
    expect(actionsOf(disputed)).toEqual(['allow_return', 'refund', 'send_message_to_mediator']);
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
    expect(opened).toMatchObject({ claim_id: claim.id, status: 'opened', status_money: 'retained', shipping: { status: 'ready_to_ship', tracking_number: expect.stringMatching(/^MEL\d+MX$/) } });
    expect(await read(`/post-purchase/v1/claims/${claim.id}`)).toMatchObject({ related_entities: ['return'] });
    // Reviewing before the product is back is not offered.
    expect((await post(`/post-purchase/v1/returns/${opened.id}/return-review`)).status).toBe(400);
    expect((await control(`/claims/${claim.id}/return`, { status: 'shipped' })).status).toBe(200);
    expect((await control(`/claims/${claim.id}/return`, { status: 'delivered' })).status).toBe(200);
    expect((await control(`/claims/${claim.id}/return`, { status: 'shipped' })).status).toBe(400);
    const arrived = await read(`/post-purchase/v2/claims/${claim.id}/returns`);
    expect((arrived.shipping as { status_history: { status: string }[] }).status_history.map((step) => step.status)).toEqual(['ready_to_ship', 'shipped', 'delivered']);
    expect((await post(`/post-purchase/v1/returns/${opened.id}/return-review`, { reason_id: 'XYZ' })).status).toBe(400);
    const reviewed = await post(`/post-purchase/v1/returns/${opened.id}/return-review`);
    expect(reviewed.status).toBe(200);
    expect(await reviewed.json()).toMatchObject({ status: 'closed', status_money: 'refunded', seller_review: { status: 'success' } });
    expect(await read(`/post-purchase/v1/claims/${claim.id}`)).toMatchObject({ status: 'closed', resolution: { reason: 'item_returned', closed_by: 'respondent' } });
    const changes = ml.sandbox.control.mercadolibre.webhookDeliveries({ topic: 'claims' }).filter((delivery) => delivery.resource.endsWith(`/${claim.id}`));
    expect(changes).toHaveLength(5);
  });
});
