import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { amazonDemoApp } from '../../../sandbox';
import { LwaError } from '../../../server/marketplaces/amazon/lwaClient';
import { submitQuantityFeed } from '../../../server/marketplaces/amazon/quantityFeed';
import { consent, failedResponse, mexico, redirectUri, startAmazonSandbox } from '../amazon/amazonSandboxHarness';

let harness: Awaited<ReturnType<typeof startAmazonSandbox>>;

beforeAll(async () => {
  harness = await startAmazonSandbox();
});
afterAll(() => harness.sandbox.close());

const offer = (price: number) => [{ marketplace_id: mexico, currency: 'MXN', our_price: [{ schedule: [{ value_with_tax: price }] }] }];
const quantity = (units: number) => [{ fulfillment_channel_code: 'DEFAULT', quantity: units }];

describe('Login with Amazon', () => {
  it('exchanges a consent code once for an access and a refresh token, and refreshes with the same refresh token', async () => {
    const seller = harness.sandbox.control.amazon.createSeller('Tokens');
    const back = await consent(harness.sandbox, seller.sellingPartnerId, 'estado-xyz');
    expect(back.get('state')).toBe('estado-xyz');
    expect(back.get('selling_partner_id')).toBe(seller.sellingPartnerId);
    const code = back.get('spapi_oauth_code')!;
    const tokens = await harness.lwa.exchangeCode(code, redirectUri);
    expect(tokens.accessToken).toMatch(/^Atza\|/);
    expect(tokens.refreshToken).toMatch(/^Atzr\|/);
    expect(tokens.expiresInSeconds).toBe(3600);
    await expect(harness.lwa.exchangeCode(code, redirectUri)).rejects.toMatchObject({ status: 400, error: 'invalid_grant' });
    const first = await harness.lwa.refresh(tokens.refreshToken!);
    const second = await harness.lwa.refresh(tokens.refreshToken!);
    expect(first.refreshToken).toBeUndefined();
    expect(second.accessToken).not.toBe(first.accessToken);
  });

  it('answers LWA errors: a wrong secret, an unknown refresh token, a code sent back to another redirect URI', async () => {
    const seller = harness.sandbox.control.amazon.createSeller('Errores');
    const code = (await consent(harness.sandbox, seller.sellingPartnerId)).get('spapi_oauth_code')!;
    await expect(harness.lwa.exchangeCode(code, 'http://127.0.0.1:9/otra')).rejects.toMatchObject({ status: 400, error: 'invalid_grant' });
    await expect(harness.lwa.refresh('Atzr|desconocido')).rejects.toBeInstanceOf(LwaError);
    const response = await fetch(harness.sandbox.amazon.lwaUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x', client_id: amazonDemoApp.clientId, client_secret: 'mal' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'invalid_client', error_description: 'Client authentication failed' });
  });

  it('refuses a call without a token or with an expired one with 403 in SP-API shape; the clients renew the token once for many calls', async () => {
    const seller = await harness.connectedSeller();
    const missing = await fetch(`${harness.sandbox.amazon.apiUrl}/orders/v0/orders?MarketplaceIds=${mexico}&CreatedAfter=2020-01-01T00:00:00Z`);
    expect(missing.status).toBe(403);
    expect(missing.headers.get('x-amzn-requestid')).toBeTruthy();
    expect(await missing.json()).toEqual({
      errors: [
        {
          code: 'Unauthorized',
          message: 'Access to requested resource is denied.',
          details: 'The access token you provided is revoked, malformed or invalid.',
        },
      ],
    });
    const token = await seller.auth.getAccessToken();
    harness.sandbox.control.amazon.expireAccessTokens();
    const expired = await fetch(`${harness.sandbox.amazon.apiUrl}/orders/v0/orders?MarketplaceIds=${mexico}&CreatedAfter=2020-01-01T00:00:00Z`, {
      headers: { 'x-amz-access-token': token },
    });
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ errors: [{ code: 'Unauthorized', details: 'The access token you provided has expired.' }] });
    // The clients drop the refused token and send the call once more with one fresh token for both.
    const sentBefore = seller.sent();
    const answers = await Promise.all([0, 1].map(() => seller.clients.orders.getOrders({ marketplaceIds: [mexico], createdAfter: '2020-01-01T00:00:00Z' })));
    expect(answers.map((answer) => answer.data.payload?.Orders)).toEqual([[], []]);
    expect(seller.sent() - sentBefore).toBe(4);
    const renewed = await seller.auth.getAccessToken();
    expect(renewed).not.toBe(token);
    expect(answers.map((answer) => answer.config.headers['x-amz-access-token'])).toEqual([renewed, renewed]);
  });
});

describe('Listings Items through the SDK', () => {
  it('answers INVALID with issues per attribute for the product type, then ACCEPTED once fixed; a preview never saves', async () => {
    const { sellerId, clients } = await harness.connectedSeller();
    const attributes = {
      item_name: [{ value: 'Tenis para correr', language_tag: 'es_MX' }],
      brand: [{ value: 'Pista' }],
      condition_type: [{ value: 'new_new' }],
    };
    const invalid = await clients.listings.putListingsItem({ sellerId, sku: 'TEN-42', marketplaceIds: [mexico], body: { productType: 'SHOES', attributes } });
    expect(invalid.data.status).toBe('INVALID');
    expect(invalid.data.issues?.map((issue) => issue.attributeNames)).toEqual([['color'], ['size'], ['purchasable_offer'], ['fulfillment_availability']]);
    expect(invalid.data.issues?.[0]).toMatchObject({
      code: '90220',
      severity: 'ERROR',
      message: "'color' is required but not supplied.",
      categories: ['MISSING_ATTRIBUTE'],
    });
    const complete = {
      ...attributes,
      color: [{ value: 'Azul' }],
      size: [{ value: '26 MX' }],
      purchasable_offer: offer(899),
      fulfillment_availability: quantity(3),
    };
    const preview = await clients.listings.putListingsItem({
      sellerId,
      sku: 'TEN-42',
      marketplaceIds: [mexico],
      mode: 'VALIDATION_PREVIEW',
      body: { productType: 'SHOES', attributes: complete },
    });
    expect(preview.data.status).toBe('VALID');
    expect((await failedResponse(clients.listings.getListingsItem({ sellerId, sku: 'TEN-42', marketplaceIds: [mexico] }))).status).toBe(404);
    const accepted = await clients.listings.putListingsItem({
      sellerId,
      sku: 'TEN-42',
      marketplaceIds: [mexico],
      body: { productType: 'SHOES', attributes: complete },
    });
    expect(accepted.data).toMatchObject({ sku: 'TEN-42', status: 'ACCEPTED', issues: [] });
    expect(accepted.data.submissionId).toBeTruthy();
    const read = await clients.listings.getListingsItem({
      sellerId,
      sku: 'TEN-42',
      marketplaceIds: [mexico],
      includedData: ['summaries', 'offers', 'fulfillmentAvailability'],
    });
    expect(read.headers['x-amzn-ratelimit-limit']).toBe('5');
    expect(read.data.summaries?.[0]).toMatchObject({
      marketplaceId: mexico,
      productType: 'SHOES',
      status: ['BUYABLE', 'DISCOVERABLE'],
      itemName: 'Tenis para correr',
    });
    expect(read.data.offers?.[0]?.price).toEqual({ currencyCode: 'MXN', amount: '899' });
    expect(read.data.fulfillmentAvailability).toEqual([{ fulfillmentChannelCode: 'DEFAULT', quantity: 3 }]);
  });

  it('patches quantity, refuses a negative one per attribute, deletes; the catalogue matches an EAN to its ASIN', async () => {
    const { sellerId, clients } = await harness.connectedSeller();
    const found = await clients.catalog.searchCatalogItems({ marketplaceIds: [mexico], identifiers: ['7501234567897'], identifiersType: 'EAN' });
    expect(found.data.items.map((item) => item.asin)).toEqual(['B0SBXAUD01']);
    const attributes = {
      item_name: [{ value: 'Audífonos' }],
      brand: [{ value: 'Sonora' }],
      condition_type: [{ value: 'new_new' }],
      externally_assigned_product_identifier: [{ type: 'ean', value: '7501234567897' }],
      purchasable_offer: offer(1299),
      fulfillment_availability: quantity(5),
    };
    await clients.listings.putListingsItem({ sellerId, sku: 'AUD-1', marketplaceIds: [mexico], body: { productType: 'PRODUCT', attributes } });
    const negative = await clients.listings.patchListingsItem({
      sellerId,
      sku: 'AUD-1',
      marketplaceIds: [mexico],
      body: { productType: 'PRODUCT', patches: [{ op: 'replace', path: '/attributes/fulfillment_availability', value: quantity(-1) }] },
    });
    expect(negative.data).toMatchObject({ status: 'INVALID', issues: [{ attributeNames: ['fulfillment_availability'], categories: ['INVALID_ATTRIBUTE'] }] });
    await clients.listings.patchListingsItem({
      sellerId,
      sku: 'AUD-1',
      marketplaceIds: [mexico],
      body: { productType: 'PRODUCT', patches: [{ op: 'replace', path: '/attributes/fulfillment_availability', value: quantity(0) }] },
    });
    const read = await clients.listings.getListingsItem({ sellerId, sku: 'AUD-1', marketplaceIds: [mexico] });
    expect(read.data.summaries?.[0]).toMatchObject({ asin: 'B0SBXAUD01', status: ['DISCOVERABLE'] });
    expect((await clients.listings.deleteListingsItem({ sellerId, sku: 'AUD-1', marketplaceIds: [mexico] })).data.status).toBe('ACCEPTED');
    const gone = await failedResponse(clients.listings.getListingsItem({ sellerId, sku: 'AUD-1', marketplaceIds: [mexico] }));
    expect(gone.status).toBe(404);
    expect(gone.data).toMatchObject({ errors: [{ code: 'NotFound' }] });
  });
});

describe('Orders through the SDK', () => {
  it('lists by creation or update with status filters and NextToken, and walks Pending → Unshipped → PartiallyShipped → Shipped and Canceled', async () => {
    const { sellerId, clients } = await harness.connectedSeller();
    const control = harness.sandbox.control.amazon;
    const attributes = {
      item_name: [{ value: 'Cafetera' }],
      brand: [{ value: 'Aroma' }],
      condition_type: [{ value: 'new_new' }],
      purchasable_offer: offer(650),
      fulfillment_availability: quantity(10),
    };
    await clients.listings.putListingsItem({ sellerId, sku: 'CAF-1', marketplaceIds: [mexico], body: { productType: 'PRODUCT', attributes } });
    const since = new Date(Date.now() - 1000).toISOString();
    const pending = control.placeOrder({ sellerId, items: [{ sku: 'CAF-1', quantity: 2 }], status: 'Pending' });
    const paid = control.placeOrder({ sellerId, items: [{ sku: 'CAF-1', quantity: 2 }] });
    const cancelled = control.placeOrder({ sellerId, items: [{ sku: 'CAF-1', quantity: 1 }] });
    control.setOrderStatus(cancelled.AmazonOrderId, 'Canceled');
    expect(pending.AmazonOrderId).toMatch(/^\d{3}-\d{7}-\d{7}$/);

    const read = (await clients.orders.getOrder({ orderId: pending.AmazonOrderId })).data.payload!;
    expect(read).toMatchObject({
      OrderStatus: 'Pending',
      OrderTotal: { CurrencyCode: 'MXN', Amount: '1300.00' },
      MarketplaceId: mexico,
      NumberOfItemsUnshipped: 2,
    });
    expect(read.BuyerInfo).toBeUndefined();
    const items = (await clients.orders.getOrderItems({ orderId: pending.AmazonOrderId })).data.payload!.OrderItems;
    expect(items).toMatchObject([{ SellerSKU: 'CAF-1', QuantityOrdered: 2, QuantityShipped: 0, ItemPrice: { Amount: '1300.00' } }]);

    const firstPage = (await clients.orders.getOrders({ marketplaceIds: [mexico], createdAfter: since, maxResultsPerPage: 2 })).data.payload!;
    expect(firstPage.Orders.map((order) => order.AmazonOrderId)).toEqual([pending.AmazonOrderId, paid.AmazonOrderId]);
    const secondPage = (await clients.orders.getOrders({ marketplaceIds: [mexico], createdAfter: since, nextToken: firstPage.NextToken })).data.payload!;
    expect(secondPage.Orders.map((order) => order.OrderStatus)).toEqual(['Canceled']);
    expect(secondPage.NextToken).toBeUndefined();

    control.setOrderStatus(pending.AmazonOrderId, 'Unshipped');
    control.setOrderStatus(pending.AmazonOrderId, 'PartiallyShipped');
    expect((await clients.orders.getOrder({ orderId: pending.AmazonOrderId })).data.payload).toMatchObject({
      NumberOfItemsShipped: 1,
      NumberOfItemsUnshipped: 1,
    });
    control.setOrderStatus(pending.AmazonOrderId, 'Shipped');
    expect(() => control.setOrderStatus(pending.AmazonOrderId, 'Canceled')).toThrow(/cannot become/);
    const shipped = (await clients.orders.getOrders({ marketplaceIds: [mexico], lastUpdatedAfter: since, orderStatuses: ['Shipped', 'Unshipped'] })).data
      .payload!;
    expect(shipped.Orders.map((order) => [order.AmazonOrderId, order.OrderStatus])).toEqual([
      [paid.AmazonOrderId, 'Unshipped'],
      [pending.AmazonOrderId, 'Shipped'],
    ]);
    expect(shipped.LastUpdatedBefore).toBeTruthy();

    const both = await failedResponse(clients.orders.getOrders({ marketplaceIds: [mexico], createdAfter: since, lastUpdatedAfter: since }));
    expect(both.status).toBe(400);
    expect(both.data).toMatchObject({ errors: [{ code: 'InvalidInput' }] });
    expect((await failedResponse(clients.orders.getOrders({ marketplaceIds: [mexico], createdAfter: since, orderStatuses: ['Lost'] }))).status).toBe(400);
    expect((await failedResponse(clients.orders.getOrders({ marketplaceIds: ['ATVPDKIKX0DER'], createdAfter: since }))).status).toBe(400);
  });
});

describe('Usage plans', () => {
  it('answers the applied rate in x-amzn-RateLimit-Limit and a 429 in Amazon shape once the burst is spent', async () => {
    const { clients } = await harness.connectedSeller();
    harness.sandbox.control.amazon.setUsagePlan('getOrders', { rate: 0.0167, burst: 2 });
    const request = { marketplaceIds: [mexico], createdAfter: '2020-01-01T00:00:00Z' };
    const first = await clients.orders.getOrders(request);
    expect(first.headers['x-amzn-ratelimit-limit']).toBe('0.0167');
    await clients.orders.getOrders(request);
    const throttled = await failedResponse(clients.orders.getOrders(request));
    expect(throttled.status).toBe(429);
    expect(throttled.headers['x-amzn-ratelimit-limit']).toBe('0.0167');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.data).toEqual({ errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota for the requested resource.', details: '' }] });
  });

  it("the SDK's own retry waits out an injected 429 paced by the header, and every attempt passes our budget", async () => {
    const seller = await harness.connectedSeller('Reintentos', { retryThrottled: true });
    harness.sandbox.control.amazon.setUsagePlan('getOrderItems', { rate: 20, burst: 30 });
    harness.sandbox.control.amazon.fault({ operation: 'getOrderItems', status: 429, times: 1 });
    const before = seller.sent();
    const missing = await failedResponse(seller.clients.orders.getOrderItems({ orderId: '702-0000000-0000000' }));
    expect(missing.status).toBe(404);
    expect(seller.sent() - before).toBe(2);
  });
});

type Clients = Awaited<ReturnType<typeof harness.connectedSeller>>['clients'];

/** Polls the feed until it ends (DONE, FATAL, CANCELLED), fewer times than getFeed's burst of 15. */
async function settled(clients: Clients, feedId: string) {
  for (let poll = 0; poll < 12; poll++) {
    const feed = (await clients.feeds.getFeed({ feedId })).data;
    if (!['IN_QUEUE', 'IN_PROGRESS'].includes(feed.processingStatus)) return feed;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`feed ${feedId} still in processing`);
}

describe('Feeds through the SDK', () => {
  it('takes many quantities in one JSON_LISTINGS_FEED: IN_QUEUE, then DONE with a report of the invalid messages per attribute', async () => {
    const { sellerId, clients, sent } = await harness.connectedSeller();
    const attributes = {
      item_name: [{ value: 'Cafetera' }],
      brand: [{ value: 'Aroma' }],
      condition_type: [{ value: 'new_new' }],
      purchasable_offer: offer(650),
      fulfillment_availability: quantity(1),
    };
    for (const sku of ['F-1', 'F-2'])
      await clients.listings.putListingsItem({ sellerId, sku, marketplaceIds: [mexico], body: { productType: 'PRODUCT', attributes } });
    const before = sent();
    const updates = [
      { sku: 'F-1', productType: 'PRODUCT', quantity: 7 },
      { sku: 'F-2', productType: 'PRODUCT', quantity: -2 },
      { sku: 'F-9', productType: 'PRODUCT', quantity: 3 },
    ];
    const feedId = await submitQuantityFeed(clients, sellerId, mexico, updates, 5_000);
    expect(sent() - before).toBe(2);
    expect((await clients.feeds.getFeed({ feedId })).data.processingStatus).toBe('IN_QUEUE');
    const feed = await settled(clients, feedId);
    expect(feed).toMatchObject({ feedId, feedType: 'JSON_LISTINGS_FEED', processingStatus: 'DONE', marketplaceIds: [mexico] });
    const document = (await clients.feeds.getFeedDocument({ feedDocumentId: feed.resultFeedDocumentId! })).data;
    const report = (await (await fetch(document.url)).json()) as { summary: Record<string, number>; issues: Array<Record<string, unknown>> };
    expect(report.summary).toEqual({ errors: 2, warnings: 0, messagesProcessed: 3, messagesAccepted: 1, messagesInvalid: 2 });
    expect(report.issues).toEqual([
      expect.objectContaining({ messageId: 2, severity: 'ERROR', attributeName: 'fulfillment_availability' }),
      expect.objectContaining({ messageId: 3, code: '100003' }),
    ]);
    const read = await clients.listings.getListingsItem({ sellerId, sku: 'F-1', marketplaceIds: [mexico], includedData: ['fulfillmentAvailability'] });
    expect(read.data.fulfillmentAvailability).toEqual([{ fulfillmentChannelCode: 'DEFAULT', quantity: 7 }]);
  });

  it('ends a feed whose document is not a listings feed as FATAL, and refuses a document of another seller', async () => {
    const first = await harness.connectedSeller();
    const other = await harness.connectedSeller();
    const { data: document } = await first.clients.feeds.createFeedDocument({ body: { contentType: 'application/json' } });
    await fetch(document.url, { method: 'PUT', body: 'no es JSON' });
    const refused = await failedResponse(
      other.clients.feeds.createFeed({ body: { feedType: 'JSON_LISTINGS_FEED', marketplaceIds: [mexico], inputFeedDocumentId: document.feedDocumentId } }),
    );
    expect(refused.status).toBe(400);
    const { data } = await first.clients.feeds.createFeed({
      body: { feedType: 'JSON_LISTINGS_FEED', marketplaceIds: [mexico], inputFeedDocumentId: document.feedDocumentId },
    });
    expect((await settled(first.clients, data.feedId)).processingStatus).toBe('FATAL');
  });
});

describe('Finances through the SDK', () => {
  it('posts a shipped order with its charge and commission, a refund with both given back, and the open group net', async () => {
    const { sellerId, clients } = await harness.connectedSeller();
    const control = harness.sandbox.control.amazon;
    const attributes = {
      item_name: [{ value: 'Cafetera' }],
      brand: [{ value: 'Aroma' }],
      condition_type: [{ value: 'new_new' }],
      purchasable_offer: offer(400),
      fulfillment_availability: quantity(5),
    };
    await clients.listings.putListingsItem({ sellerId, sku: 'P-1', marketplaceIds: [mexico], body: { productType: 'PRODUCT', attributes } });
    expect((await clients.finances.listFinancialEventGroups({})).data.payload?.FinancialEventGroupList).toEqual([]);
    const order = control.placeOrder({ sellerId, items: [{ sku: 'P-1', quantity: 2 }] });
    expect(() => control.refundOrder(order.AmazonOrderId)).toThrow(/shipped/);
    control.setOrderStatus(order.AmazonOrderId, 'Shipped');
    const shipped = (await clients.finances.listFinancialEventsByOrderId({ orderId: order.AmazonOrderId })).data.payload!.FinancialEvents!;
    expect(shipped.ShipmentEventList?.[0]?.ShipmentItemList?.[0]).toMatchObject({
      SellerSKU: 'P-1',
      QuantityShipped: 2,
      ItemChargeList: [{ ChargeType: 'Principal', ChargeAmount: { CurrencyCode: 'MXN', CurrencyAmount: 800 } }],
      ItemFeeList: [{ FeeType: 'Commission', FeeAmount: { CurrencyCode: 'MXN', CurrencyAmount: -120 } }],
    });
    expect(shipped.RefundEventList).toEqual([]);
    expect((await clients.finances.listFinancialEventGroups({})).data.payload?.FinancialEventGroupList?.[0]?.OriginalTotal).toEqual({
      CurrencyCode: 'MXN',
      CurrencyAmount: 680,
    });
    control.refundOrder(order.AmazonOrderId);
    const refunded = (await clients.finances.listFinancialEventsByOrderId({ orderId: order.AmazonOrderId })).data.payload!.FinancialEvents!;
    expect(refunded.RefundEventList?.[0]?.ShipmentItemAdjustmentList?.[0]?.ItemChargeAdjustmentList?.[0]?.ChargeAmount?.CurrencyAmount).toBe(-800);
    expect((await clients.finances.listFinancialEventGroups({})).data.payload?.FinancialEventGroupList?.[0]?.OriginalTotal?.CurrencyAmount).toBe(0);
    // A service fee charged on the order is answered with its events, undated and naming it.
    const orderFee = { sellerId, kind: 'serviceFee' as const, AmazonOrderId: order.AmazonOrderId, type: 'FBACustomerReturnFee', amount: -35 };
    expect(() => control.postAccountEvent({ ...orderFee, kind: 'adjustment' })).toThrow(/service fee/);
    expect(() => control.postAccountEvent({ ...orderFee, AmazonOrderId: '999-0000000-0000000' })).toThrow(/Unknown order/);
    control.postAccountEvent(orderFee);
    const charged = (await clients.finances.listFinancialEventsByOrderId({ orderId: order.AmazonOrderId })).data.payload!.FinancialEvents!;
    expect(charged.ServiceFeeEventList).toEqual([
      { AmazonOrderId: order.AmazonOrderId, FeeList: [{ FeeType: 'FBACustomerReturnFee', FeeAmount: { CurrencyCode: 'MXN', CurrencyAmount: -35 } }] },
    ]);
  });

  it("answers the account's service fees undated and without an order, its adjustments dated, each within the dates asked for", async () => {
    const { sellerId, clients } = await harness.connectedSeller();
    const control = harness.sandbox.control.amazon;
    const fee = control.postAccountEvent({ sellerId, kind: 'serviceFee', type: 'FBAStorageFee', description: 'FBA storage fee', amount: -120.5 });
    const adjustment = control.postAccountEvent({ sellerId, kind: 'adjustment', type: 'FBAInventoryReimbursement', amount: 75.25 });
    const read = async (postedAfter: string, postedBefore?: string) =>
      (await clients.finances.listFinancialEvents({ postedAfter, postedBefore })).data.payload!.FinancialEvents!;
    const posted = Date.parse(fee.PostedDate);
    const minuteBefore = new Date(posted - 60_000).toISOString();
    const tooRecent = (postedAfter: string, postedBefore?: string) => failedResponse(clients.finances.listFinancialEvents({ postedAfter, postedBefore }));
    // PostedAfter and PostedBefore must each be more than two minutes before the request.
    for (const refused of [await tooRecent(fee.PostedDate), await tooRecent(minuteBefore, fee.PostedDate)]) {
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({ errors: [{ code: 'InvalidInput', message: expect.stringMatching(/two minutes/) }] });
    }
    // Without PostedBefore, only the events posted over two minutes before the request are answered.
    const threeMinutesBefore = new Date(posted - 180_000).toISOString();
    expect(await read(threeMinutesBefore)).toMatchObject({ ServiceFeeEventList: [], AdjustmentEventList: [] });
    vi.useFakeTimers({ toFake: ['Date'], now: posted + 121_000, shouldAdvanceTime: true });
    try {
      const all = await read(fee.PostedDate);
      expect(all.ServiceFeeEventList).toEqual([
        { FeeDescription: 'FBA storage fee', FeeList: [{ FeeType: 'FBAStorageFee', FeeAmount: { CurrencyCode: 'MXN', CurrencyAmount: -120.5 } }] },
      ]);
      expect(all.AdjustmentEventList).toEqual([
        {
          AdjustmentType: 'FBAInventoryReimbursement',
          PostedDate: adjustment.PostedDate,
          AdjustmentAmount: { CurrencyCode: 'MXN', CurrencyAmount: 75.25 },
          AdjustmentItemList: [],
        },
      ]);
      // PostedBefore selects the events posted before it, not at it.
      const before = await read(minuteBefore, fee.PostedDate);
      expect(before.ServiceFeeEventList).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    const net = (await clients.finances.listFinancialEventGroups({})).data.payload?.FinancialEventGroupList?.[0]?.OriginalTotal?.CurrencyAmount;
    expect(net).toBeCloseTo(-45.25);
  });
});

describe('Consent page and control API over HTTP', () => {
  it('refuses an unknown application on the consent page, and drives sellers, orders, faults and settings over HTTP', async () => {
    const unknownApp = await fetch(
      `${harness.sandbox.amazon.consentUrl}?application_id=amzn1.sp.solution.otra&state=x&redirect_uri=${encodeURIComponent(redirectUri)}`,
    );
    expect(unknownApp.status).toBe(400);
    expect(await unknownApp.text()).toContain('La aplicación no existe');

    const controlCall = (path: string, body: unknown, method = 'POST') =>
      fetch(`${harness.sandbox.amazon.controlUrl}${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const { sellerId, clients } = await harness.connectedSeller();
    const attributes = {
      item_name: [{ value: 'Cafetera' }],
      brand: [{ value: 'Aroma' }],
      condition_type: [{ value: 'new_new' }],
      purchasable_offer: offer(300),
      fulfillment_availability: quantity(2),
    };
    await clients.listings.putListingsItem({ sellerId, sku: 'H-1', marketplaceIds: [mexico], body: { productType: 'PRODUCT', attributes } });
    const placed = await controlCall('/orders', { sellerId, items: [{ sku: 'H-1', quantity: 1 }], status: 'Pending' });
    expect(placed.status).toBe(201);
    const { AmazonOrderId } = (await placed.json()) as { AmazonOrderId: string };
    expect((await controlCall(`/orders/${AmazonOrderId}/status`, { status: 'Shipped' })).status).toBe(400);
    expect(((await (await controlCall(`/orders/${AmazonOrderId}/status`, { status: 'Unshipped' })).json()) as { OrderStatus: string }).OrderStatus).toBe(
      'Unshipped',
    );
    expect((await controlCall('/orders', { sellerId, items: [{ sku: 'NO-EXISTE', quantity: 1 }] })).status).toBe(400);

    expect((await controlCall('/faults', { operation: 'getOrder', status: 503, times: 1 })).status).toBe(204);
    const unavailable = await failedResponse(clients.orders.getOrder({ orderId: AmazonOrderId }));
    expect(unavailable.status).toBe(503);
    expect(unavailable.data).toMatchObject({ errors: [{ code: 'ServiceUnavailable' }] });
    expect((await clients.orders.getOrder({ orderId: AmazonOrderId })).status).toBe(200);

    const settings = await controlCall('/settings', { accessTokenSeconds: 3600 }, 'PATCH');
    expect(await settings.json()).toMatchObject({ accessTokenSeconds: 3600 });
    expect((await controlCall('/sellers', { name: 'Por HTTP' })).status).toBe(201);
  });
});
