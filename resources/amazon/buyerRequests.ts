import { globalMarketplaceChannel } from '../globalMarketplace';
import type { RecordOf } from '../recordOf';
import { declare } from '../types';

/** What a buyer asked of an order. Amazon tells the seller of a cancellation request on the order's lines. */
export const buyerRequestKinds = ['cancel'] as const;

/** open: waiting for the seller; answered: the seller wrote to the buyer; accepted: the order was cancelled for the buyer. */
export const buyerRequestStatuses = ['open', 'answered', 'accepted'] as const;
export type BuyerRequestStatus = (typeof buyerRequestStatuses)[number];

/** Amazon's bound on the text of a message to the buyer. */
export const maxBuyerMessageLength = 2000;

/**
 * A buyer's request on one Amazon order, read by the order sync (one row per order and kind). The
 * Selling Partner API gives no way to read the buyer's mail: the seller answers by a message about
 * the order, or accepts the cancellation. Written only by the Amazon feature, so the generic routes
 * are list / filtered list / get; `POST {id}/answer` and `POST {id}/accept_cancel` act on it.
 */
export const amazonBuyerRequests = declare({
  name: 'preguntas-amazon',
  table: 'amazon_buyer_requests',
  path: 'api/amazon/buyer_requests/',
  key: 'id',
  readOnly: true,
  fields: {
    channel: globalMarketplaceChannel,
    account_id: { kind: 'integer', required: true, filterable: true },
    amazon_order_id: { kind: 'string', max: 40, required: true, filterable: true },
    kind: { kind: 'enum', values: buyerRequestKinds, required: true },
    /** The ERP order the Amazon order became. */
    order_id: { kind: 'integer', filterable: true },
    /** The order's lines the request is about: their SKUs and titles. */
    skus: { kind: 'string', max: 255 },
    products: { kind: 'text', max: 1000 },
    /** The buyer's reason, in Amazon's words. */
    reason: { kind: 'text', max: 500 },
    status: { kind: 'enum', values: buyerRequestStatuses, required: true, filterable: true, sortable: true, default: 'open' },
    requested_at: { kind: 'datetime', sortable: true },
    answer_text: { kind: 'text', max: maxBuyerMessageLength },
    answer_date: { kind: 'datetime' },
  },
  list: ['requested_at', 'amazon_order_id', 'products', 'reason', 'status'],
  search: ['amazon_order_id', 'skus', 'products'],
  sort: { field: 'requested_at', order: 'DESC' },
  // The screen lists one marketplace's requests (Amazon, Linio or Claro Shop) by status, the open ones first.
  filteredSorts: [['channel', 'status']],
  title: 'amazon_order_id',
  uniqueTogether: [['account_id', 'amazon_order_id', 'kind']],
});

/** A buyer request as the API answers it. */
export type AmazonBuyerRequest = RecordOf<typeof amazonBuyerRequests>;

/** Where a buyer request's notification leads: the questions screen searching for its order. */
export const buyerRequestLink = (amazonOrderId: string) => `/amazon/preguntas?busqueda=${encodeURIComponent(amazonOrderId)}`;
