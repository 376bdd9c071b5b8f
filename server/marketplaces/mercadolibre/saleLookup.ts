import { notFound } from '../../http/errors';
import type { AccountRow } from './accountRepository';
import type { MercadoLibreFeature } from './mercadoLibreFeature';

/** The ERP order a MercadoLibre sale became, with what its conversation and shipment are found by. */
export interface MercadoLibreSale {
  orderId: number;
  account: AccountRow;
  /** The pack id, or the order id of an order bought alone. */
  conversationId: string;
  /** Every MercadoLibre order id of the sale. */
  marketplaceOrderIds: string[];
}

/** The MercadoLibre sale behind ERP order `orderId`; 404 for an order that is not one. */
export async function mercadoLibreSaleOf(feature: MercadoLibreFeature, orderId: number): Promise<MercadoLibreSale> {
  const row = await feature.context.database.db
    .selectFrom('orders')
    .select(['rowid', 'channel_account_id', 'marketplace_order_id', 'marketplace_order_ids'])
    .where('rowid', '=', orderId)
    .where('channel', '=', 'mercadolibre')
    .executeTakeFirst();
  if (!row?.marketplace_order_id || row.channel_account_id === null) throw notFound('La venta no existe').worded('sale_missing');
  return {
    orderId: Number(row.rowid),
    account: await feature.accountFor(Number(row.channel_account_id)),
    conversationId: row.marketplace_order_id,
    marketplaceOrderIds: (row.marketplace_order_ids ?? row.marketplace_order_id).split(',').filter(Boolean),
  };
}

/** The ERP order of the account's sale with that pack (or order) id, if recorded. */
export async function saleOrderIdOf(feature: MercadoLibreFeature, accountId: number, conversationId: string): Promise<number | undefined> {
  const row = await feature.context.database.db
    .selectFrom('orders')
    .select('rowid')
    .where('channel', '=', 'mercadolibre')
    .where('marketplace_order_id', '=', conversationId)
    .where('channel_account_id', '=', accountId)
    .executeTakeFirst();
  return row ? Number(row.rowid) : undefined;
}
