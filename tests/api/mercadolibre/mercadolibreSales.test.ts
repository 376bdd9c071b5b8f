import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { recordSaleOfOrderId } from '../../../server/marketplaces/mercadolibre/orderSales';
import { sellerItem } from './inboxSupport';
import { type MercadoLibreWorld, mlApp, startWorld } from './mercadoLibreTestSupport';

interface SaleRow {
  marketplace_order_id: string;
  channel_account_id: number;
  payment_status: string;
  shipment_status: string;
  shipment_substatus: string | null;
  logistic_type: string | null;
  order_tags: string[];
  buyer_nickname: string;
  total_paid: number;
  shipment_dates: Record<string, string>;
  tracking_number: string | null;
  shipping_method: string | null;
}

let world: MercadoLibreWorld;
let first: MercadoLibreAccount;
let second: MercadoLibreAccount;
const sales: Record<'paid' | 'unpaid' | 'shipped', Record<string, unknown>> = {} as never;

const control = () => world.sandbox.control.mercadolibre;

/** The sales screen's list: the ERP orders of the MercadoLibre channel, filtered by the database. */
async function salesList(filter: Record<string, unknown> = {}): Promise<SaleRow[]> {
  const answer = await world.app.call({ method: 'POST', url: '/api/erp/orders/q/?size=50', payload: { channel: 'mercadolibre', ...filter } });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
}
const idsOf = (rows: readonly SaleRow[]) => rows.map((row) => row.marketplace_order_id).sort();
const idOf = (sale: Record<string, unknown>) => String(sale.id);

async function record(account: MercadoLibreAccount, sale: Record<string, unknown>): Promise<void> {
  const feature = world.app.app.mercadolibre;
  const row = await feature.accounts.get(account.id);
  if (!row) throw new Error('account gone');
  await recordSaleOfOrderId(feature, row, sale.id);
}

beforeAll(async () => {
  world = await startWorld({}, { worker: false });
  // No webhook reaches the app: each sale is recorded below, through the connector, as the inbox would.
  control().configureApp({ ...mlApp, topics: ['orders_v2'] });
  first = await world.connectSeller('TIENDA_VENTAS_UNO');
  second = await world.connectSeller('TIENDA_VENTAS_DOS');
  const firstItem = await sellerItem(world.sandbox, first.user_id, 20);
  const secondItem = await sellerItem(world.sandbox, second.user_id, 20);
  sales.paid = control().placeOrder({ itemId: firstItem, quantity: 2 });
  sales.unpaid = control().placeOrder({ itemId: firstItem, quantity: 1, paid: false });
  sales.shipped = control().placeOrder({ itemId: secondItem, quantity: 1 });
  control().updateShipment({ shipmentId: Number((sales.shipped.shipping as { id: number }).id), status: 'shipped', substatus: 'in_transit' });
  await record(first, sales.paid);
  await record(first, sales.unpaid);
  await record(second, sales.shipped);
});
afterAll(async () => {
  await world?.close();
});

describe('MercadoLibre sales list', () => {
  it('shows a sale placed on MercadoLibre with its statuses, substatus, logistic type, tags, buyer, amount paid and shipment dates', async () => {
    const rows = await salesList();
    expect(idsOf(rows)).toEqual([idOf(sales.paid), idOf(sales.unpaid), idOf(sales.shipped)].sort());
    const paid = rows.find((row) => row.marketplace_order_id === idOf(sales.paid));
    expect(paid).toMatchObject({
      channel_account_id: first.id,
      payment_status: 'approved',
      shipment_status: 'ready_to_ship',
      shipment_substatus: 'ready_to_print',
      logistic_type: 'drop_off',
      buyer_nickname: (sales.paid.buyer as { nickname: string }).nickname,
      total_paid: Number(sales.paid.total_amount),
    });
    expect(paid?.order_tags).toEqual(expect.arrayContaining(['paid', 'not_delivered']));
    expect(Object.keys(paid?.shipment_dates ?? {}).sort()).toEqual(['handling', 'ready_to_ship']);
    const unpaid = rows.find((row) => row.marketplace_order_id === idOf(sales.unpaid));
    expect(unpaid).toMatchObject({ payment_status: 'pending', shipment_status: 'pending', shipment_substatus: null, total_paid: 0, shipment_dates: {} });
    expect(unpaid?.order_tags).toContain('not_paid');
  });

  it('keeps the shipment moving: its new status, substatus and the date it shipped', async () => {
    const [shipped] = await salesList({ shipment_status: 'shipped' });
    expect(shipped).toMatchObject({ marketplace_order_id: idOf(sales.shipped), shipment_substatus: 'in_transit' });
    expect(Date.parse(shipped.shipment_dates.shipped)).toBeGreaterThanOrEqual(Date.parse(shipped.shipment_dates.ready_to_ship));
  });

  it('keeps the tracking number and carrier MercadoLibre gives once the parcel is shipped, and none before', async () => {
    const [shipped] = await salesList({ shipment_status: 'shipped' });
    const shipmentId = (sales.shipped.shipping as { id: number }).id;
    expect(shipped).toMatchObject({ tracking_number: `MEL${shipmentId}MX`, shipping_method: 'MEL Distribution' });
    const [waiting] = await salesList({ shipment_status: 'ready_to_ship' });
    expect(waiting).toMatchObject({ tracking_number: null, shipping_method: null });
  });

  it('filters by account, payment status and shipment status, and searches the order id and the buyer', async () => {
    expect(idsOf(await salesList({ channel_account_id: second.id }))).toEqual([idOf(sales.shipped)]);
    expect(idsOf(await salesList({ channel_account_id: first.id, payment_status: 'approved' }))).toEqual([idOf(sales.paid)]);
    expect(idsOf(await salesList({ payment_status: 'pending' }))).toEqual([idOf(sales.unpaid)]);
    expect(idsOf(await salesList({ shipment_status: 'ready_to_ship' }))).toEqual([idOf(sales.paid)]);
    expect(idsOf(await salesList({ busqueda: idOf(sales.unpaid) }))).toEqual([idOf(sales.unpaid)]);
    const nickname = (sales.shipped.buyer as { nickname: string }).nickname;
    expect(idsOf(await salesList({ busqueda: nickname }))).toEqual([idOf(sales.shipped)]);
  });
});
