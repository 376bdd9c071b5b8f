import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedResponse, listingAttributes, mexico, startAmazonSandbox } from '../amazon/amazonSandboxHarness';

let harness: Awaited<ReturnType<typeof startAmazonSandbox>>;

beforeAll(async () => {
  harness = await startAmazonSandbox();
});
afterAll(() => harness.sandbox.close());

/** A seller with one listing and an order of it in `status`. */
async function sellerWithOrder(status: 'Pending' | 'Unshipped') {
  const seller = await harness.connectedSeller('Mensajes');
  const sku = `MSG-${Date.now()}`;
  await seller.clients.listings.putListingsItem({
    sellerId: seller.sellerId,
    sku,
    marketplaceIds: [mexico],
    body: { productType: 'PRODUCT', attributes: listingAttributes({ title: 'Cafetera', brand: 'Aroma', price: 899, quantity: 3 }) },
  });
  const order = harness.sandbox.control.amazon.placeOrder({ sellerId: seller.sellerId, items: [{ sku, quantity: 1 }], status });
  return { seller, orderId: order.AmazonOrderId };
}

describe('Amazon sandbox: buyer requests and the Messaging API', () => {
  it("shows a buyer's cancellation request on the order's items, and the order as updated", async () => {
    const { seller, orderId } = await sellerWithOrder('Unshipped');
    const before = harness.sandbox.control.amazon.requestCancel(orderId, 'Pedido por error').LastUpdateDate;
    const items = await seller.clients.orders.getOrderItems({ orderId });
    expect(items.data.payload?.OrderItems).toMatchObject([{ BuyerRequestedCancel: { IsBuyerRequestedCancel: 'true', BuyerCancelReason: 'Pedido por error' } }]);
    expect((await seller.clients.orders.getOrder({ orderId })).data.payload?.LastUpdateDate).toBe(before);
    harness.sandbox.control.amazon.setOrderStatus(orderId, 'Shipped');
    expect(() => harness.sandbox.control.amazon.requestCancel(orderId, 'Tarde')).toThrow(/Shipped/);
  });

  it('offers the unexpected-problem message for a paid order and takes a text of up to 2,000 characters with a 201', async () => {
    const { seller, orderId } = await sellerWithOrder('Unshipped');
    const actions = await seller.clients.messaging.getMessagingActionsForOrder(orderId, [mexico]);
    expect(actions._links?.actions).toEqual([
      { name: 'unexpectedProblem', href: expect.stringContaining(`/messaging/v1/orders/${orderId}/messages/unexpectedProblem`) },
    ]);
    expect(actions._embedded?.actions.map((action) => action.name)).toEqual(['unexpectedProblem']);
    await seller.clients.messaging.createUnexpectedProblem(orderId, [mexico], 'Su pedido sale mañana.');
    expect(harness.sandbox.control.amazon.messagesOf(orderId)).toMatchObject([{ action: 'unexpectedProblem', text: 'Su pedido sale mañana.' }]);
    const tooLong = await failedResponse(seller.clients.messaging.createUnexpectedProblem(orderId, [mexico], 'x'.repeat(2001)));
    expect(tooLong.status).toBe(400);
    expect(tooLong.data).toMatchObject({ errors: [{ code: 'InvalidInput' }] });
    expect(tooLong.headers['x-amzn-ratelimit-limit']).toBe('1');
  });

  it('offers no message for an order not paid yet, refuses one, and hides orders of other sellers', async () => {
    const { seller, orderId } = await sellerWithOrder('Pending');
    const actions = await seller.clients.messaging.getMessagingActionsForOrder(orderId, [mexico]);
    expect(actions._links?.actions).toEqual([]);
    const refused = await failedResponse(seller.clients.messaging.createUnexpectedProblem(orderId, [mexico], 'Hola'));
    expect(refused.status).toBe(400);
    expect(harness.sandbox.control.amazon.messagesOf(orderId)).toEqual([]);
    const other = await harness.connectedSeller('Otro vendedor');
    expect((await failedResponse(other.clients.messaging.getMessagingActionsForOrder(orderId, [mexico]))).status).toBe(404);
    expect((await failedResponse(seller.clients.messaging.getMessagingActionsForOrder(orderId, ['ATVPDKIKX0DER']))).status).toBe(400);
  });
});
