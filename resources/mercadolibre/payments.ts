import type { RecordOf } from '../recordOf';
import { declare } from '../types';

/** MercadoLibre's payment statuses. */
export const paymentStatuses = [
  'pending',
  'approved',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;

/** The status details a seller meets most; any other is stored as sent and shown as its code. */
export const paymentStatusDetails = [
  'accredited',
  'pending_waiting_payment',
  'pending_contingency',
  'pending_review_manual',
  'cc_rejected_insufficient_amount',
  'cc_rejected_other_reason',
  'by_collector',
  'by_payer',
  'refunded',
  'partially_refunded',
  'expired',
] as const;

const amount = { kind: 'number', readOnly: true, money: true } as const;

/**
 * A MercadoLibre payment as last read from MercadoLibre, one row per payment, written only by the
 * MercadoLibre feature when a payment hint is processed. `net_amount` is the amount less the
 * marketplace fee, shipping cost and taxes; `profit` is the net less the product cost of the ERP
 * order's lines, null while the order or a product cost is unknown.
 */
export const mercadoLibrePayments = declare({
  name: 'pagos-mercadolibre',
  table: 'mercadolibre_payments',
  path: 'api/mercadolibre/payments/',
  key: 'id',
  readOnly: true,
  fields: {
    payment_id: { kind: 'string', max: 40, unique: true },
    account_id: { kind: 'integer', filterable: true },
    marketplace_order_id: { kind: 'string', max: 64 },
    order_id: { kind: 'reference', reference: 'pedidos', filterable: true },
    status: { kind: 'enum', values: paymentStatuses, filterable: true, sortable: true },
    status_detail: { kind: 'enum', values: paymentStatusDetails },
    transaction_amount: { ...amount, sortable: true },
    marketplace_fee: amount,
    shipping_cost: amount,
    taxes_amount: amount,
    net_amount: amount,
    profit: { ...amount, sortable: true },
    currency_id: { kind: 'string', max: 8 },
    date_approved: { kind: 'datetime', readOnly: true },
    /** When MercadoLibre last changed the payment, as last applied: an older read never overwrites a newer one. */
    last_updated: { kind: 'datetime', readOnly: true, sortable: true },
  },
  // A phone's card shows the payment, its status and its net: the first list columns.
  list: [
    'payment_id',
    'status',
    'net_amount',
    'status_detail',
    'marketplace_order_id',
    'order_id',
    'transaction_amount',
    'marketplace_fee',
    'profit',
    'last_updated',
  ],
  search: ['payment_id', 'marketplace_order_id'],
  sort: { field: 'last_updated', order: 'DESC' },
  title: 'payment_id',
});

/** A payment as the API answers it. */
export type MercadoLibrePayment = RecordOf<typeof mercadoLibrePayments>;
