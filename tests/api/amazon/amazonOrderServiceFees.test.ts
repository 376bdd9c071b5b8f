import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import type { AmazonConnector } from '../../../server/marketplaces/amazon/amazonConnector';
import { syncAmazonOrders } from '../../../server/marketplaces/amazon/orderSync';
import { syncAmazonPayments } from '../../../server/marketplaces/amazon/paymentSync';
import type { TestApp } from '../testApp';
import { listedProduct, startAmazonApp } from './amazonAppHarness';

let sandbox: Sandbox;
let api: TestApp;
let db: Kysely<Tables>;
let account: AccountRow;

const control = () => sandbox.control.amazon;

beforeAll(async () => {
  // Amazon answers a financial event two minutes after it is posted; here rounds read it at once (amazonPaymentsLag.test.ts keeps the wait).
  sandbox = await startSandbox({ port: 0, amazon: { settings: { financialEventsLagMs: 0 } } });
  ({ api, account } = await startAmazonApp(sandbox, { AMAZON_ORDERS_POLL_SECONDS: '3600' }, 'Tienda con cargos por pedido'));
  db = api.context.database.db;
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

const syncPayments = () => syncAmazonPayments(api.context, api.app.amazon, account);

/** The Amazon payments list of the account as the screen asks for it. */
async function payments(): Promise<Record<string, unknown>[]> {
  const answer = await api.call({
    method: 'POST',
    url: '/api/amazon/payments/q/?page=1&size=50&sort=last_event_date&order=DESC',
    payload: { channel: 'amazon', account_id: Number(account.id) },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: Record<string, unknown>[] }).data;
}

const paymentOf = async (amazonOrderId: string) => (await payments()).find((row) => row.amazon_order_id === amazonOrderId);

/** A one-unit order of a new product at $650, not shipped yet: Amazon has posted no event of it. */
async function placedOrder(): Promise<string> {
  const { sku } = await listedProduct(api, account, 5);
  return control().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 1 }] }).AmazonOrderId;
}

/** A one-unit order of a new product at $650, shipped: Amazon posts its shipment, $97.50 of commission. */
async function shippedOrder(): Promise<string> {
  const amazonOrderId = await placedOrder();
  control().setOrderStatus(amazonOrderId, 'Shipped');
  return amazonOrderId;
}

const chargeOrder = (amazonOrderId: string, amount: number) =>
  control().postAccountEvent({ sellerId: account.selling_partner_id, kind: 'serviceFee', AmazonOrderId: amazonOrderId, type: 'FBACustomerReturnFee', amount });

/**
 * The app's connector, save that a read of `amazonOrderId`'s events answers only once `released`
 * resolves (`onRead` called when Amazon has answered): a sync that read the order, then fell behind.
 */
function laggingConnector(amazonOrderId: string, onRead: () => void, released: Promise<void>): AmazonConnector {
  const connector = api.app.amazon;
  const lagging = Object.create(connector) as AmazonConnector;
  lagging.clients = async (of) => {
    const clients = await connector.clients(of);
    const finances = Object.create(clients.finances) as typeof clients.finances;
    finances.listFinancialEventsByOrderId = async (params) => {
      const answer = await clients.finances.listFinancialEventsByOrderId(params);
      if (params.orderId === amazonOrderId) {
        onRead();
        await released;
      }
      return answer;
    };
    return { ...clients, finances };
  };
  return lagging;
}

describe('Service fees Amazon charges on an order', () => {
  it("count once among the order's fees, even when the fee is the order's only event since the last read, and never as an account fee", async () => {
    const charged = await shippedOrder();
    await syncAmazonOrders(api.context, api.app.amazon, account);
    await syncPayments();
    expect(await paymentOf(charged)).toMatchObject({ item_price: 650, fees: 97.5, net: 552.5 });

    // A later shipment moves the cursor past the first order's: its fee, posted next, is all of it the window holds.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await shippedOrder();
    await syncPayments();
    const firstShipped = (await paymentOf(charged))?.last_event_date as string;
    const cursor = await db.selectFrom('amazon_finance_cursors').select('cursor').where('account_id', '=', Number(account.id)).executeTakeFirstOrThrow();
    expect(Date.parse(cursor.cursor)).toBeGreaterThan(Date.parse(firstShipped));

    const sellerId = account.selling_partner_id;
    control().postAccountEvent({ sellerId, kind: 'serviceFee', AmazonOrderId: charged, type: 'FBACustomerReturnFee', description: 'Return fee', amount: -35 });
    await syncPayments();
    await syncPayments();
    expect(await paymentOf(charged)).toMatchObject({ status: 'paid', item_price: 650, fees: 132.5, net: 517.5, last_event_date: firstShipped });

    // A credit on the order gives fees back; reading the whole window again changes nothing.
    control().postAccountEvent({ sellerId, kind: 'serviceFee', AmazonOrderId: charged, type: 'FBACustomerReturnFee', amount: 10.25 });
    await syncPayments();
    await db.deleteFrom('amazon_finance_cursors').where('account_id', '=', Number(account.id)).execute();
    await syncPayments();
    await syncPayments();

    const rows = await payments();
    expect(rows.filter((row) => row.fee_type !== null)).toEqual([]);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.amazon_order_id === charged)).toMatchObject({ fees: 122.25, net: 527.75 });
    expect(rows.find((row) => row.amazon_order_id === later)).toMatchObject({ fees: 97.5, net: 552.5 });
  });

  it('show an order charged before its shipment right away, then complete that same row when the shipment is posted', async () => {
    const amazonOrderId = await placedOrder();
    chargeOrder(amazonOrderId, -35);
    await syncPayments();
    const charged = await paymentOf(amazonOrderId);
    expect(charged).toMatchObject({ status: 'charged', fee_type: null, item_price: 0, fees: 35, refunded: 0, net: -35, currency_id: 'MXN' });
    // Read again, nothing new: the row keeps the dates it was first read with.
    await syncPayments();
    expect(await paymentOf(amazonOrderId)).toEqual(charged);

    control().setOrderStatus(amazonOrderId, 'Shipped');
    await syncPayments();
    await syncPayments();
    const { ShipmentEventList } = (await (await api.app.amazon.clients(account)).finances.listFinancialEventsByOrderId({ orderId: amazonOrderId })).data
      .payload!.FinancialEvents!;
    const shippedAt = new Date(String(ShipmentEventList![0]!.PostedDate)).toISOString();
    const rows = (await payments()).filter((row) => row.amazon_order_id === amazonOrderId);
    expect(rows).toEqual([
      expect.objectContaining({
        id: charged?.id,
        status: 'paid',
        item_price: 650,
        fees: 132.5,
        net: 517.5,
        posted_date: shippedAt,
        last_event_date: shippedAt,
      }),
    ]);
  });

  it('are kept when a sync that read the order before its fee writes after one that read it with the fee', async () => {
    const amazonOrderId = await shippedOrder();
    await syncPayments();
    expect(await paymentOf(amazonOrderId)).toMatchObject({ fees: 97.5, net: 552.5 });

    let readBeforeFee!: () => void;
    const orderRead = new Promise<void>((resolve) => (readBeforeFee = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Both syncs run at once: the first has read the order's shipment alone when the fee is posted and the second reads both.
    const behind = syncAmazonPayments(api.context, laggingConnector(amazonOrderId, readBeforeFee, released), account);
    await orderRead;
    chargeOrder(amazonOrderId, -35);
    await syncPayments();
    expect(await paymentOf(amazonOrderId)).toMatchObject({ fees: 132.5, net: 517.5 });
    release();
    await behind;
    expect(await paymentOf(amazonOrderId)).toMatchObject({ status: 'paid', item_price: 650, fees: 132.5, net: 517.5 });
  });
});
