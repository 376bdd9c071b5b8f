import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MercadoLibreHarness, startMercadoLibre, validPhone } from './mercadolibreHarness';

let ml: MercadoLibreHarness;
let seller: { id: number; token: string };
const control = (path: string, body: unknown) =>
  fetch(`${ml.sandbox.mercadolibre.controlUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const read = async (path: string) => (await (await ml.call(path, { token: seller.token })).json()) as Record<string, unknown>;
const newItem = async (quantity: number) =>
  ((await (await ml.call('/items', { method: 'POST', token: seller.token, body: validPhone({ available_quantity: quantity }) })).json()) as { id: string }).id;

beforeAll(async () => {
  ml = await startMercadoLibre({ mercadolibre: { settings: { requestsPerSecond: 1000 } } });
  seller = await ml.connectedSeller();
});
afterAll(() => ml.sandbox.close());

describe('MercadoLibre sandbox: an order after it is placed', () => {
  it('places an unpaid order that the buyer pays later', async () => {
    const itemId = await newItem(5);
    const placed = await control('/orders', { itemId, quantity: 2, paid: false });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { id: number; payments: { id: number }[]; shipping: { id: number } };
    expect(await read(`/orders/${order.id}`)).toMatchObject({ status: 'payment_required', paid_amount: 0, date_closed: null });
    expect(await read(`/collections/${order.payments[0].id}`)).toMatchObject({ status: 'pending' });
    expect(await read(`/shipments/${order.shipping.id}`)).toMatchObject({ status: 'pending' });

    expect((await control(`/orders/${order.id}/pay`, {})).status).toBe(200);
    expect(await read(`/orders/${order.id}`)).toMatchObject({ status: 'paid', tags: expect.arrayContaining(['paid']) });
    expect(await read(`/collections/${order.payments[0].id}`)).toMatchObject({ status: 'approved', status_detail: 'accredited' });
    expect(await read(`/shipments/${order.shipping.id}`)).toMatchObject({ status: 'ready_to_ship', substatus: 'ready_to_print' });
    // Paying twice is refused as MercadoLibre would: the order no longer waits for a payment.
    expect((await control(`/orders/${order.id}/pay`, {})).status).toBe(400);
  });

  it('cancels a paid order: payment refunded, shipment cancelled, units back on the item', async () => {
    const itemId = await newItem(3);
    const order = (await (await control('/orders', { itemId, quantity: 3 })).json()) as { id: number; payments: { id: number }[]; shipping: { id: number } };
    expect(await read(`/items/${itemId}`)).toMatchObject({ available_quantity: 0, status: 'paused' });
    expect((await control(`/orders/${order.id}/cancel`, {})).status).toBe(200);
    expect(await read(`/orders/${order.id}`)).toMatchObject({ status: 'cancelled', cancel_detail: expect.objectContaining({ requested_by: 'buyer' }) });
    expect(await read(`/collections/${order.payments[0].id}`)).toMatchObject({ status: 'refunded' });
    expect(await read(`/shipments/${order.shipping.id}`)).toMatchObject({ status: 'cancelled' });
    expect(await read(`/items/${itemId}`)).toMatchObject({ available_quantity: 3, status: 'active' });
    expect((await control(`/orders/${order.id}/cancel`, {})).status).toBe(400);
  });

  it('places a pack: one order per item sharing a pack id and one shipment, readable as a pack', async () => {
    const [first, second] = [await newItem(5), await newItem(5)];
    const answer = await control('/packs', { items: [{ itemId: first, quantity: 2 }, { itemId: second }] });
    expect(answer.status).toBe(201);
    const orders = (await answer.json()) as { id: number; pack_id: number; shipping: { id: number }; tags: string[] }[];
    expect(orders).toHaveLength(2);
    expect(orders[0].pack_id).toBe(orders[1].pack_id);
    expect(orders[0].shipping.id).toBe(orders[1].shipping.id);
    expect(orders[0].tags).toContain('pack_order');
    expect(await read(`/packs/${orders[0].pack_id}`)).toMatchObject({
      id: orders[0].pack_id,
      status: 'released',
      orders: orders.map((order) => ({ id: order.id })),
      shipment: { id: orders[0].shipping.id },
    });
    expect((await ml.call('/packs/1', { token: seller.token })).status).toBe(404);
    expect((await control('/packs', { items: [{ itemId: first }] })).status).toBe(400);
  });

  it('moves a shipment along (shipped, delivered), dating each step once, and refuses an unknown status', async () => {
    const itemId = await newItem(2);
    const order = (await (await control('/orders', { itemId })).json()) as { id: number; shipping: { id: number }; last_updated: string };
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await control(`/shipments/${order.shipping.id}/status`, { status: 'shipped' })).status).toBe(200);
    expect((await control(`/shipments/${order.shipping.id}/status`, { status: 'delivered' })).status).toBe(200);
    const delivered = (await read(`/shipments/${order.shipping.id}`)) as { status: string; status_history: Record<string, string | null> };
    expect(delivered.status).toBe('delivered');
    const history = delivered.status_history;
    expect(history).toMatchObject({ date_first_visit: null, date_not_delivered: null, date_cancelled: null, date_returned: null });
    const steps = [history.date_handling, history.date_ready_to_ship, history.date_shipped, history.date_delivered];
    expect(steps.every((date) => typeof date === 'string')).toBe(true);
    expect(String(steps[0]) <= String(steps[2]) && String(steps[2]) <= String(steps[3])).toBe(true);
    expect(String((await read(`/orders/${order.id}`)).last_updated) > order.last_updated).toBe(true);
    expect((await control(`/shipments/${order.shipping.id}/status`, { status: 'lost' })).status).toBe(400);
  });
});
