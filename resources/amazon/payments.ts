import { globalMarketplaceChannel } from '../globalMarketplace';
import type { RecordOf } from '../recordOf';
import { declare } from '../types';

/**
 * Where an Amazon order's money stands: only charged so far (Amazon took a service fee on the order
 * before posting its shipment), paid out to the seller, or given back to the buyer in part or whole.
 */
export const amazonPaymentStatuses = ['charged', 'paid', 'partially_refunded', 'refunded'] as const;

/**
 * What Amazon charged (or credited) the seller's account outside any order: its subscription,
 * Fulfilment by Amazon's storage, shipping and removal fees, and the adjustments it posts to the
 * account (a reimbursement of inventory lost in its warehouses, shipping labels, a reserve held back).
 */
export const amazonAccountFeeTypes = [
  'subscription',
  'storage',
  'long_term_storage',
  'inbound_shipping',
  'removal',
  'other_fee',
  'inventory_reimbursement',
  'postage',
  'reserve',
  'other_adjustment',
] as const;

/**
 * The codes Amazon types the account's charges and credits by (a service fee's FeeType, an
 * adjustment's AdjustmentType) that the payment sync knows, each with its kind; another code is an
 * `other_fee` or an `other_adjustment`. An adjustment's description is its code: the screens word
 * each code known here, and show another as it came.
 */
export const amazonAccountEventCodes = {
  Subscription: 'subscription',
  SubscriptionFee: 'subscription',
  FBAStorageFee: 'storage',
  FBALongTermStorageFee: 'long_term_storage',
  FBAInboundTransportationFee: 'inbound_shipping',
  FBAInboundTransportationProgramFee: 'inbound_shipping',
  FBAInboundConvenienceFee: 'inbound_shipping',
  FBARemovalFee: 'removal',
  FBADisposalFee: 'removal',
  FBAInventoryReimbursement: 'inventory_reimbursement',
  LostOrDamagedReimbursement: 'inventory_reimbursement',
  PostageBilling: 'postage',
  PostageRefund: 'postage',
  ReserveEvent: 'reserve',
} as const satisfies Record<string, (typeof amazonAccountFeeTypes)[number]>;

const amount = { kind: 'number', readOnly: true, money: true } as const;

/**
 * An Amazon order's money, one row per order, summed from the financial events Amazon posted for
 * it (its shipment, then any refund; a service fee charged on it, even before its shipment) and
 * written only by the Amazon feature's payment sync. Amounts
 * are positive: `item_price` what the buyer paid for the items, `fees` what Amazon kept (commission,
 * shipping and fulfilment fees, less what a refund gave back of them), `refunded` what the buyer got
 * back; `net` what the seller keeps (item price − fees − refunded).
 *
 * Amazon's charges and credits to the account itself (`fee_type` set, no order) are rows of their
 * own, one per financial event, so the screen shows all that Amazon took: `net` is the event's
 * signed amount (a fee negative, a credit positive) and `fees` its opposite, so that a credit (a
 * reimbursement) is what Amazon kept less: the screens show it as money received, its net, not as a
 * fee. Such a row is keyed by `event_key`, derived from the event's content, since Amazon gives its
 * events no id; the key, like `event_count`, is the sync's bookkeeping, never shown to the seller.
 */
export const amazonPayments = declare({
  name: 'pagos-amazon',
  table: 'amazon_payments',
  path: 'api/amazon/payments/',
  key: 'id',
  readOnly: true,
  fields: {
    channel: globalMarketplaceChannel,
    /** The order the money belongs to; none on an account fee row. */
    amazon_order_id: { kind: 'string', max: 32, unique: true },
    account_id: { kind: 'integer', filterable: true },
    order_id: { kind: 'reference', reference: 'pedidos', filterable: true },
    status: { kind: 'enum', values: amazonPaymentStatuses, filterable: true, sortable: true },
    item_price: amount,
    fees: amount,
    refunded: amount,
    net: { ...amount, sortable: true },
    currency_id: { kind: 'string', max: 8 },
    /** An account fee row's kind of charge or credit; none on an order's row. */
    fee_type: { kind: 'enum', values: amazonAccountFeeTypes },
    /** An account fee row's description as Amazon words it (its fee or adjustment code when it gives none). */
    description: { kind: 'string', max: 200 },
    /** An account fee row's key: one row per financial event however often it is read. */
    event_key: { kind: 'string', max: 64, unique: true },
    /** When Amazon posted the order's first event (its shipment), or the account fee's event. */
    posted_date: { kind: 'datetime', readOnly: true, sortable: true },
    /** When Amazon posted the order's latest event, or the account fee's event. */
    last_event_date: { kind: 'datetime', readOnly: true, sortable: true },
    /** How many of Amazon's events an order's row sums: a later read of the order holds more of them. */
    event_count: { kind: 'integer', readOnly: true },
  },
  list: ['amazon_order_id', 'fee_type', 'status', 'net', 'posted_date', 'item_price', 'fees', 'refunded', 'order_id'],
  // The card's title names the row (an order's payment, or the charge's type in words); an account row has no status.
  card: ['status', 'net'],
  search: ['amazon_order_id'],
  sort: { field: 'last_event_date', order: 'DESC' },
  // The screen lists one marketplace's payments (Amazon, Linio or Claro Shop) in this order.
  filteredSorts: [['channel', 'last_event_date']],
  title: 'amazon_order_id',
});

export type AmazonPayment = RecordOf<typeof amazonPayments>;
