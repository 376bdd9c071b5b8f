import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import { syncAmazonOrders } from '../../../server/marketplaces/amazon/orderSync';
import type { TestApp } from '../testApp';
import { listedProduct, startAmazonApp } from './amazonAppHarness';

let sandbox: Sandbox;
let api: TestApp;
let db: Kysely<Tables>;
let account: AccountRow;

const control = () => sandbox.control.amazon;
const sync = () => syncAmazonOrders(api.context, api.app.amazon, account);

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  // Every test syncs several times, each sync reading its orders again: more than Amazon's bursts.
  for (const operation of ['getOrders', 'getOrderItems'] as const) control().setUsagePlan(operation, { rate: 100, burst: 100 });
  ({ api, account } = await startAmazonApp(sandbox));
  db = api.context.database.db;
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

const stockOf = async (productId: number) =>
  Number((await db.selectFrom('products').select('stock').where('rowid', '=', productId).executeTakeFirstOrThrow()).stock);
const requestsOf = (amazonOrderId: string) => db.selectFrom('amazon_buyer_requests').selectAll().where('amazon_order_id', '=', amazonOrderId).execute();
const notificationsOf = (type: string, amazonOrderId: string) =>
  db.selectFrom('notifications').selectAll().where('type', '=', type).where('resource_id', '=', amazonOrderId).execute();

/** A paid order of `quantity` units whose buyer asked to cancel it, synced twice. */
async function cancelRequestedOrder(quantity: number) {
  const { productId, sku } = await listedProduct(api, account, 10);
  const placed = control().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity }], buyerName: 'Laura Méndez' });
  await sync();
  control().requestCancel(placed.AmazonOrderId, 'Ya no necesito el producto');
  await sync();
  await sync();
  const [request] = await requestsOf(placed.AmazonOrderId);
  return { productId, orderId: placed.AmazonOrderId, requestId: Number(request!.id) };
}

describe('Amazon buyer requests', () => {
  it('a buyer cancellation request is one row and one question notification, however often the order is synced', async () => {
    const { orderId, productId } = await cancelRequestedOrder(2);
    expect(await requestsOf(orderId)).toMatchObject([
      { channel: 'amazon', kind: 'cancel', status: 'open', reason: 'Ya no necesito el producto', products: 'Licuadora', account_id: account.id },
    ]);
    const [notification, ...more] = await notificationsOf('question', orderId);
    expect(more).toEqual([]);
    expect(notification).toMatchObject({ marketplace: 1, resource_id: orderId });
    expect(JSON.parse(String(notification!.data))).toMatchObject({
      sentence: 'cancel_request',
      reason: 'Ya no necesito el producto',
      link: `/amazon/preguntas?busqueda=${orderId}`,
    });
    expect(await stockOf(productId)).toBe(8);

    const listed = await api.call({ method: 'POST', url: '/api/amazon/buyer_requests/q/', payload: { busqueda: orderId } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ data: [{ amazon_order_id: orderId, status: 'open' }] });
  });

  it('a new Amazon order makes one order notification of marketplace 1 leading to the sales screen', async () => {
    const { sku } = await listedProduct(api, account, 5);
    const placed = control().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 1 }] });
    await sync();
    control().setOrderStatus(placed.AmazonOrderId, 'Shipped');
    await sync();
    const notifications = await notificationsOf('order', placed.AmazonOrderId);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ marketplace: 1 });
    expect(JSON.parse(String(notifications[0]!.data))).toMatchObject({ link: `/amazon/ventas?busqueda=${placed.AmazonOrderId}` });
  });

  it('answering writes to the buyer through the Messaging API and stores the answer; a second answer is refused', async () => {
    const { orderId, requestId } = await cancelRequestedOrder(1);
    const text = 'Hola, su pedido aún no sale: lo cancelamos si lo confirma.';
    const answered = await api.call({ method: 'POST', url: `/api/amazon/buyer_requests/${requestId}/answer`, payload: { text } });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'answered', answer_text: text });
    expect(control().messagesOf(orderId)).toMatchObject([{ action: 'unexpectedProblem', text }]);
    const again = await api.call({ method: 'POST', url: `/api/amazon/buyer_requests/${requestId}/answer`, payload: { text } });
    expect(again.statusCode).toBe(409);
    expect(control().messagesOf(orderId)).toHaveLength(1);
  });

  it('two answers at once: one reaches the buyer, the other is refused', async () => {
    const { orderId, requestId } = await cancelRequestedOrder(1);
    const answers = await Promise.all(
      ['Primera respuesta', 'Segunda respuesta'].map((text) =>
        api.call({ method: 'POST', url: `/api/amazon/buyer_requests/${requestId}/answer`, payload: { text } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(control().messagesOf(orderId)).toHaveLength(1);
    const [stored] = await requestsOf(orderId);
    expect(stored).toMatchObject({ status: 'answered', answer_text: control().messagesOf(orderId)[0]!.text });
  });

  it('a blank or too long answer is refused with its field message; Amazon refusing the message is a 422 and changes nothing', async () => {
    const { requestId } = await cancelRequestedOrder(1);
    const blank = await api.call({ method: 'POST', url: `/api/amazon/buyer_requests/${requestId}/answer`, payload: { text: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fields: { text: expect.any(String) } });
    const long = await api.call({ method: 'POST', url: `/api/amazon/buyer_requests/${requestId}/answer`, payload: { text: 'x'.repeat(2001) } });
    expect(long.statusCode).toBe(400);

    const pending = await cancelRequestedPendingOrder();
    const refused = await api.call({ method: 'POST', url: `/api/amazon/buyer_requests/${pending}/answer`, payload: { text: 'Hola' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'marketplace_rejected', message: expect.stringContaining('unexpectedProblem') });
    expect(await db.selectFrom('amazon_buyer_requests').select(['status', 'answer_text']).where('id', '=', pending).executeTakeFirstOrThrow()).toEqual({
      status: 'open',
      answer_text: null,
    });
  });

  it('two simultaneous acceptances of a cancellation cancel the ERP order once and give its stock back once', async () => {
    const { orderId, productId, requestId } = await cancelRequestedOrder(3);
    expect(await stockOf(productId)).toBe(7);
    const answers = await Promise.all([1, 2].map(() => api.call({ method: 'POST', url: `/api/amazon/buyer_requests/${requestId}/accept_cancel` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(productId)).toBe(10);
    expect(await db.selectFrom('orders').select(['status', 'stock_state']).where('marketplace_order_id', '=', orderId).execute()).toEqual([
      { status: 'cancelled', stock_state: 'returned' },
    ]);
    // Amazon still reports the order; reading it again takes no stock.
    await sync();
    expect(await stockOf(productId)).toBe(10);
    expect(await requestsOf(orderId)).toMatchObject([{ status: 'accepted' }]);
  });

  it('an order cancelled on Amazon settles its request, giving the stock back once', async () => {
    const { orderId, productId } = await cancelRequestedOrder(2);
    control().setOrderStatus(orderId, 'Canceled');
    await sync();
    await sync();
    expect(await requestsOf(orderId)).toMatchObject([{ status: 'accepted' }]);
    expect(await stockOf(productId)).toBe(10);
  });

  it('an unknown request is a 404', async () => {
    const missing = await api.call({ method: 'POST', url: '/api/amazon/buyer_requests/999999/accept_cancel' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
  });
});

/** An order still Pending (not paid) whose buyer asks to cancel it: Amazon offers no message for it. */
async function cancelRequestedPendingOrder(): Promise<number> {
  const { sku } = await listedProduct(api, account, 3);
  const placed = control().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 1 }], status: 'Pending' });
  control().requestCancel(placed.AmazonOrderId, 'Pedido por error');
  await sync();
  return Number((await requestsOf(placed.AmazonOrderId))[0]!.id);
}
