import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failedResponse, listingAttributes, mexico, startAmazonSandbox } from '../amazon/amazonSandboxHarness';

let harness: Awaited<ReturnType<typeof startAmazonSandbox>>;
let seller: Awaited<ReturnType<typeof harness.connectedSeller>>;

beforeAll(async () => {
  harness = await startAmazonSandbox();
});
// Each test its own seller: its own usage-plan buckets, full at Amazon's default plan.
beforeEach(async () => {
  seller = await harness.connectedSeller('Envíos');
});
afterAll(() => harness.sandbox.close());

const control = () => harness.sandbox.control.amazon;

async function listed(quantity: number): Promise<string> {
  const sku = `SHIP-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await seller.clients.listings.putListingsItem({
    sellerId: seller.sellerId,
    sku,
    marketplaceIds: [mexico],
    body: { productType: 'PRODUCT', attributes: listingAttributes({ title: 'Tostador', price: 499, quantity }) },
  });
  return sku;
}

/** An order of two lines: 2 units of one listing and 1 of another. */
async function twoLineOrder(status: 'Pending' | 'Unshipped' = 'Unshipped') {
  const [first, second] = [await listed(5), await listed(5)];
  const order = control().placeOrder({
    sellerId: seller.sellerId,
    items: [
      { sku: first, quantity: 2 },
      { sku: second, quantity: 1 },
    ],
    status,
  });
  const [a, b] = order.items.map((item) => item.OrderItemId) as [string, string];
  return { orderId: order.AmazonOrderId, a, b };
}

const confirm = (orderId: string, orderItems: Array<{ orderItemId: string; quantity: number }>, detail: Record<string, unknown> = {}) =>
  seller.clients.orders.confirmShipment({
    orderId,
    payload: {
      marketplaceId: mexico,
      packageDetail: { packageReferenceId: '1', carrierCode: 'Estafeta', trackingNumber: 'EST123', shipDate: new Date().toISOString(), orderItems, ...detail },
    },
  });

const orderOf = async (orderId: string) => (await seller.clients.orders.getOrder({ orderId })).data.payload!;
const itemsOf = async (orderId: string) => (await seller.clients.orders.getOrderItems({ orderId })).data.payload!.OrderItems;

describe('Amazon sandbox: confirmShipment (merchant-fulfilled)', () => {
  it('a package of part of the items makes the order PartiallyShipped, the rest Shipped; each move updates the order', async () => {
    const { orderId, a, b } = await twoLineOrder();
    const placedAt = (await orderOf(orderId)).LastUpdateDate;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const partial = await confirm(orderId, [{ orderItemId: a, quantity: 1 }]);
    expect(partial.status).toBe(204);
    expect(partial.headers['x-amzn-ratelimit-limit']).toBe('2');
    const halfway = await orderOf(orderId);
    expect(halfway).toMatchObject({ OrderStatus: 'PartiallyShipped', NumberOfItemsShipped: 1, NumberOfItemsUnshipped: 2 });
    expect(Date.parse(halfway.LastUpdateDate)).toBeGreaterThan(Date.parse(placedAt));

    await confirm(orderId, [
      { orderItemId: a, quantity: 1 },
      { orderItemId: b, quantity: 1 },
    ]);
    expect(await orderOf(orderId)).toMatchObject({ OrderStatus: 'Shipped', NumberOfItemsShipped: 3, NumberOfItemsUnshipped: 0 });
    expect((await itemsOf(orderId)).map((item) => item.QuantityShipped)).toEqual([2, 1]);
    // Found by the order sync's query: updated since it was placed.
    const updated = await seller.clients.orders.getOrders({ marketplaceIds: [mexico], lastUpdatedAfter: placedAt, orderStatuses: ['Shipped'] });
    expect(updated.data.payload!.Orders.map((order) => order.AmazonOrderId)).toContain(orderId);
  });

  it('refuses with InvalidInput, changing nothing: missing fields, unknown items, more than is left, an order not to ship', async () => {
    const { orderId, a } = await twoLineOrder();
    const refusals: Array<[Promise<unknown>, string]> = [
      [confirm(orderId, [{ orderItemId: a, quantity: 1 }], { trackingNumber: '' }), 'packageDetail.trackingNumber'],
      [confirm(orderId, [{ orderItemId: a, quantity: 1 }], { carrierCode: undefined }), 'packageDetail.carrierCode'],
      [confirm(orderId, []), 'packageDetail.orderItems'],
      [confirm(orderId, [{ orderItemId: 'no-such-item', quantity: 1 }]), 'Invalid orderItemId'],
      [confirm(orderId, [{ orderItemId: a, quantity: 3 }]), 'exceeds the quantity left to ship'],
      [
        confirm(orderId, [
          { orderItemId: a, quantity: 2 },
          { orderItemId: a, quantity: 1 },
        ]),
        'exceeds the quantity left to ship',
      ],
    ];
    for (const [refusal, message] of refusals) {
      const answer = await failedResponse(refusal);
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({ errors: [{ code: 'InvalidInput', message: expect.stringContaining(message) }] });
    }
    expect(await orderOf(orderId)).toMatchObject({ OrderStatus: 'Unshipped', NumberOfItemsShipped: 0 });

    const pending = await twoLineOrder('Pending');
    expect(await failedResponse(confirm(pending.orderId, [{ orderItemId: pending.a, quantity: 1 }]))).toMatchObject({
      status: 400,
      data: { errors: [{ details: 'Order status: Pending' }] },
    });
    await confirm(orderId, [{ orderItemId: a, quantity: 2 }]);
    control().setOrderStatus(orderId, 'Shipped');
    expect(await failedResponse(confirm(orderId, [{ orderItemId: a, quantity: 1 }]))).toMatchObject({
      status: 400,
      data: { errors: [{ code: 'InvalidInput' }] },
    });
    expect(await failedResponse(confirm('701-0000000-0000000', [{ orderItemId: a, quantity: 1 }]))).toMatchObject({ status: 404 });
  });

  it('meters confirmShipment with its usage plan: a burst of 10, then 429', async () => {
    const { orderId } = await twoLineOrder();
    const answers = await Promise.all(Array.from({ length: 11 }, () => failedResponse(confirm(orderId, [{ orderItemId: 'none', quantity: 1 }]))));
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(1);
  });
});
