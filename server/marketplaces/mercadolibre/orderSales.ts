import { type RecordedSale, recordChannelSale } from '../../inventory/sales/recordChannelSale';
import type { AccountRow } from './accountRepository';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { type MercadoLibreOrder, type MercadoLibreShipment, saleOfOrders } from './orderSaleMapping';

/** The ERP order's page, the link a sale's notifications carry. */
export const orderLink = (orderId: number) => `/pedidos/${orderId}/show`;

/**
 * Reads a MercadoLibre order as it is now (with the other orders of its pack and its shipment) and
 * records it as one sale of the inventory: created the first time, its statuses and stock moved
 * after. `order` (and `knownShipment`) are what the caller has just read, not read again.
 */
export async function recordMercadoLibreSale(
  feature: MercadoLibreFeature,
  account: AccountRow,
  order: MercadoLibreOrder,
  knownShipment?: MercadoLibreShipment,
): Promise<RecordedSale> {
  const accountId = Number(account.id);
  const read = <T>(path: string) => feature.connector.request<T>(accountId, { method: 'GET', path });
  let orders = [order];
  if (order.pack_id) {
    const pack = await read<{ orders?: { id: number | string }[] }>(`/packs/${order.pack_id}`);
    const others = (pack.orders ?? []).filter((member) => String(member.id) !== String(order.id));
    orders = [order, ...(await Promise.all(others.map((member) => read<MercadoLibreOrder>(`/orders/${member.id}`))))];
    orders.sort((a, b) => Number(a.id) - Number(b.id));
  }
  const shipmentId = order.shipping?.id;
  const shipment = knownShipment ?? (shipmentId ? await read<MercadoLibreShipment>(`/shipments/${shipmentId}`) : null);
  const productOf = new Map<string, number | null>();
  for (const line of orders.flatMap((each) => each.order_items ?? [])) {
    const publication = await feature.publications.byMlId(line.item.id);
    productOf.set(line.item.id, publication?.product_id ?? null);
  }
  const sale = saleOfOrders(orders, shipment, productOf, {
    accountId,
    stockMoment: account.sales_stock_moment === 'created' ? 'created' : 'paid',
    warehouseId: account.sales_warehouse_id === null ? null : Number(account.sales_warehouse_id),
  });
  return recordChannelSale(feature.context, sale);
}

/** A payment or a shipment (`shipment`, just read) changed: its order is read again so the ERP order keeps its statuses. */
export async function recordSaleOfOrderId(
  feature: MercadoLibreFeature,
  account: AccountRow,
  orderId: unknown,
  shipment?: MercadoLibreShipment,
): Promise<RecordedSale | undefined> {
  if (typeof orderId !== 'number' && typeof orderId !== 'string') return undefined;
  const order = await feature.connector.request<MercadoLibreOrder>(Number(account.id), { method: 'GET', path: `/orders/${orderId}` });
  return recordMercadoLibreSale(feature, account, order, shipment);
}
