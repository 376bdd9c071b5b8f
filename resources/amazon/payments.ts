import { globalMarketplaceChannel } from '../globalMarketplace';
import type { RecordOf } from '../recordOf';
import { declare } from '../types';

/** Where an Amazon order's money stands: paid out to the seller, or given back to the buyer in part or whole. */
export const amazonPaymentStatuses = ['paid', 'partially_refunded', 'refunded'] as const;

const amount = { kind: 'number', readOnly: true, money: true } as const;

/**
 * An Amazon order's money, one row per order, summed from the financial events Amazon posted for
 * it (its shipment, then any refund) and written only by the Amazon feature's payment sync. Amounts
 * are positive: `item_price` what the buyer paid for the items, `fees` what Amazon kept (commission,
 * shipping and fulfilment fees, less what a refund gave back of them), `refunded` what the buyer got
 * back; `net` what the seller keeps (item price − fees − refunded).
 */
export const amazonPayments = declare({
  name: 'pagos-amazon',
  table: 'amazon_payments',
  path: 'api/amazon/payments/',
  key: 'id',
  readOnly: true,
  fields: {
    channel: globalMarketplaceChannel,
    amazon_order_id: { kind: 'string', max: 32, unique: true },
    account_id: { kind: 'integer', filterable: true },
    order_id: { kind: 'reference', reference: 'pedidos', filterable: true },
    status: { kind: 'enum', values: amazonPaymentStatuses, filterable: true, sortable: true },
    item_price: amount,
    fees: amount,
    refunded: amount,
    net: { ...amount, sortable: true },
    currency_id: { kind: 'string', max: 8 },
    /** When Amazon posted the order's first event (its shipment). */
    posted_date: { kind: 'datetime', readOnly: true, sortable: true },
    /** When Amazon posted the order's latest event. */
    last_event_date: { kind: 'datetime', readOnly: true, sortable: true },
  },
  // A phone's card shows the order, its status and its net: the first list columns.
  list: ['amazon_order_id', 'status', 'net', 'posted_date', 'item_price', 'fees', 'refunded', 'order_id'],
  search: ['amazon_order_id'],
  sort: { field: 'last_event_date', order: 'DESC' },
  // The screen lists one marketplace's payments (Amazon, Linio or Claro Shop) in this order.
  filteredSorts: [['channel', 'last_event_date']],
  title: 'amazon_order_id',
});

export type AmazonPayment = RecordOf<typeof amazonPayments>;
