import type { Kysely } from 'kysely';
import type { MercadoLibrePayment } from '../../../resources/mercadolibre/payments';
import type { Tables } from '../../db/tables';
import { amountRead, describeValue, MarketplaceAnswerError, textRead } from '../shared/marketplaceAnswer';
import type { AccountRow } from './accountRepository';
import { marketplaceSpokenNames } from '../shared/marketplaceNames';

/** A payment as MercadoLibre's `/collections/{id}` (or `/v1/payments/{id}`) answers it; only the fields kept. */
export interface MercadoLibrePaymentBody {
  id: number | string;
  order_id?: number | string | null;
  status?: string;
  status_detail?: string | null;
  transaction_amount?: number | null;
  marketplace_fee?: number | null;
  shipping_cost?: number | null;
  taxes_amount?: number | null;
  currency_id?: string | null;
  date_approved?: string | null;
  date_last_modified?: string | null;
  last_modified?: string | null;
}

const invalidPayment = (value: string) => new MarketplaceAnswerError(marketplaceSpokenNames.mercadolibre, { record: 'payment', value });

/** An amount of the payment: none is 0 (a payment without fees has none); one that is no amount refuses the payment. */
function amountOf(payment: MercadoLibrePaymentBody, name: 'transaction_amount' | 'marketplace_fee' | 'shipping_cost' | 'taxes_amount'): number {
  const value: unknown = payment[name];
  if (value === undefined || value === null) return 0;
  const amount = amountRead(value);
  if (amount === undefined) throw invalidPayment(describeValue(name, value));
  return amount;
}

/** The payment's id as our key: a number or a text; without one the payment cannot be kept. */
function paymentIdOf(payment: MercadoLibrePaymentBody): string {
  const id: unknown = payment.id;
  const key = typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : textRead(id, 40);
  if (!key) throw invalidPayment(describeValue('id', id));
  return key;
}
const round = (value: number) => Math.round(value * 100) / 100;

/** The product cost of an ERP order's lines; null when a line's product or its cost price is unknown. */
async function productCostOf(db: Kysely<Tables>, orderId: number): Promise<number | null> {
  const lines = await db
    .selectFrom('order_lines')
    .leftJoin('products', 'products.rowid', 'order_lines.product_id')
    .select(['order_lines.quantity', 'products.cost_price'])
    .where('order_lines.order_id', '=', orderId)
    .execute();
  if (lines.length === 0 || lines.some((line) => line.cost_price === null || line.cost_price === undefined)) return null;
  return lines.reduce((sum, line) => sum + Number(line.quantity) * Number(line.cost_price), 0);
}

/**
 * Keeps one row per MercadoLibre payment, as last read: inserted the first time, updated after,
 * in one statement so concurrent deliveries cannot make two rows. A read older than the row's
 * `last_updated` changes nothing (deliveries arrive out of order). `orderId`: the ERP order the
 * payment's sale became, when known; the profit is the net less that order's product cost.
 */
export async function recordMercadoLibrePayment(
  db: Kysely<Tables>,
  account: AccountRow,
  payment: MercadoLibrePaymentBody,
  orderId: number | undefined,
): Promise<void> {
  // Read first, so that a payment refused as unreadable stores nothing.
  const paymentId = paymentIdOf(payment);
  const amount = amountOf(payment, 'transaction_amount');
  const fee = amountOf(payment, 'marketplace_fee');
  const shipping = amountOf(payment, 'shipping_cost');
  const taxes = amountOf(payment, 'taxes_amount');
  const net = round(amount - fee - shipping - taxes);
  const cost = orderId === undefined ? null : await productCostOf(db, orderId);
  const lastUpdated = payment.date_last_modified ?? payment.last_modified ?? new Date().toISOString();
  const row = {
    account_id: Number(account.id),
    marketplace_order_id: payment.order_id === null || payment.order_id === undefined ? null : String(payment.order_id),
    order_id: orderId ?? null,
    // MercadoLibre may send a status or detail not in our lists: it is kept as sent and shown as its code.
    status: (payment.status ?? null) as MercadoLibrePayment['status'],
    status_detail: (payment.status_detail ?? null) as MercadoLibrePayment['status_detail'],
    transaction_amount: amount,
    marketplace_fee: fee,
    shipping_cost: shipping,
    taxes_amount: taxes,
    net_amount: net,
    profit: cost === null ? null : round(net - cost),
    currency_id: payment.currency_id ?? null,
    date_approved: payment.date_approved ?? null,
    last_updated: lastUpdated,
  };
  await db
    .insertInto('mercadolibre_payments')
    .values({ payment_id: paymentId, ...row })
    .onConflict((conflict) => conflict.column('payment_id').doUpdateSet(row).where('mercadolibre_payments.last_updated', '<=', lastUpdated))
    .execute();
}
