import { globalMarketplaceChannel } from '../globalMarketplace';
import type { RecordOf } from '../recordOf';
import { declare } from '../types';

/** The returns report's request statuses: waiting for the seller's authorisation, authorised (label issued), received and closed. */
export const amazonReturnStatuses = ['Pending', 'Approved', 'Closed'] as const;

/** What the seller decided for a received return: its units back on the shelf (the sale's stock given back), or not. */
export const amazonRestockDecisions = ['restocked', 'not_restocked'] as const;

/** The reasons buyers give most; any other is stored as Amazon sends it and shown as its code in words. */
export const amazonReturnReasons = [
  'CR-UNWANTED_ITEM',
  'CR-DEFECTIVE',
  'CR-DAMAGED_BY_CARRIER',
  'CR-ORDERED_WRONG_ITEM',
  'CR-NOT_AS_DESCRIBED',
  'CR-MISSING_PARTS',
  'CR-QUALITY_UNACCEPTABLE',
  'CR-FOUND_BETTER_PRICE',
  'CR-MISSED_ESTIMATED_DELIVERY',
  'CR-SWITCHEROO',
] as const;

/**
 * A line of an Amazon return as the returns report (GET_FLAT_FILE_RETURNS_DATA_BY_RETURN_DATE)
 * last listed it, one row per return authorisation (RMA) and SKU, written only by the Amazon
 * feature's returns sync.
 */
export const amazonReturns = declare({
  name: 'devoluciones-amazon',
  table: 'amazon_returns',
  path: 'api/amazon/returns/',
  key: 'id',
  readOnly: true,
  fields: {
    channel: globalMarketplaceChannel,
    account_id: { kind: 'integer', filterable: true },
    rma_id: { kind: 'string', max: 32 },
    amazon_order_id: { kind: 'string', max: 32 },
    order_id: { kind: 'reference', reference: 'pedidos', filterable: true },
    sku: { kind: 'string', max: 64 },
    item_name: { kind: 'string', max: 500 },
    quantity: { kind: 'integer', readOnly: true },
    reason: { kind: 'enum', values: amazonReturnReasons, filterable: true },
    status: { kind: 'enum', values: amazonReturnStatuses, filterable: true, sortable: true },
    refunded_amount: { kind: 'number', readOnly: true, money: true },
    return_date: { kind: 'datetime', readOnly: true, sortable: true },
    order_date: { kind: 'datetime', readOnly: true },
    restock_decision: { kind: 'enum', values: amazonRestockDecisions, readOnly: true },
  },
  // A phone's card shows the order, the return's status and its product: the first list columns.
  list: ['amazon_order_id', 'status', 'item_name', 'sku', 'quantity', 'reason', 'return_date', 'restock_decision'],
  search: ['amazon_order_id', 'sku', 'rma_id'],
  filters: {
    /** Received and closed by Amazon, its units not yet put back on the shelf or written off: the seller decides (the ERP order gives the stock back). */
    to_decide: { kind: 'cases', cases: [{ status: 'Closed', restock_decision: null, order_id: { not: null } }] },
  },
  sort: { field: 'return_date', order: 'DESC' },
  // The screen lists one marketplace's returns (Amazon, Linio or Claro Shop) in this order.
  filteredSorts: [['channel', 'return_date']],
  title: 'amazon_order_id',
  uniqueTogether: [['account_id', 'rma_id', 'sku']],
});

export type AmazonReturn = RecordOf<typeof amazonReturns>;
