/** Amazon's attribute values: arrays of objects, each attribute shaped by the product type's schema. */
export type Attributes = Record<string, Array<Record<string, unknown>>>;

export interface Issue {
  code: string;
  message: string;
  severity: 'ERROR' | 'WARNING' | 'INFO';
  attributeNames: string[];
  categories: string[];
}

export interface Listing {
  sellerId: string;
  sku: string;
  productType: string;
  asin: string;
  attributes: Attributes;
  issues: Issue[];
  createdDate: string;
  lastUpdatedDate: string;
}

export const orderStatuses = ['Pending', 'Unshipped', 'PartiallyShipped', 'Shipped', 'Canceled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export interface OrderItem {
  ASIN: string;
  SellerSKU: string;
  OrderItemId: string;
  Title: string;
  QuantityOrdered: number;
  QuantityShipped: number;
  ItemPrice: Money;
  ItemTax: Money;
  ShippingPrice: Money;
  PromotionDiscount: Money;
  ConditionId: 'New';
  IsGift: 'false';
  /** Present once the buyer asked to cancel the order (every line of it says so). */
  BuyerRequestedCancel?: { IsBuyerRequestedCancel: 'true'; BuyerCancelReason: string };
}

export interface Money {
  CurrencyCode: string;
  Amount: string;
}

export interface Order {
  sellerId: string;
  AmazonOrderId: string;
  PurchaseDate: string;
  LastUpdateDate: string;
  OrderStatus: OrderStatus;
  items: OrderItem[];
  buyerName: string;
}

export interface Seller {
  sellingPartnerId: string;
  name: string;
}

export interface Application {
  clientId: string;
  clientSecret: string;
  applicationId: string;
}

export interface CatalogEntry {
  asin: string;
  ean: string;
  upc?: string;
  itemName: string;
  brand: string;
}

export type FeedStatus = 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'CANCELLED' | 'FATAL';

export interface Feed {
  sellerId: string;
  feedId: string;
  feedType: string;
  marketplaceIds: string[];
  inputFeedDocumentId: string;
  createdTime: string;
  processingStatus: FeedStatus;
  processingStartTime?: string;
  processingEndTime?: string;
  resultFeedDocumentId?: string;
}

/** A document behind a pre-signed URL: a feed's input uploaded by the seller, or its processing report. */
export interface FeedDocument {
  sellerId: string;
  contentType: string;
  content?: string;
}

/** What Amazon posts for an order: its shipment (charges and fees) or a refund (both given back). */
export interface OrderFinancialEvent {
  sellerId: string;
  AmazonOrderId: string;
  kind: 'shipment' | 'refund';
  PostedDate: string;
  items: Array<{ SellerSKU: string; OrderItemId: string; QuantityShipped: number; principal: number; commission: number }>;
}

/**
 * What Amazon posts to the seller's account outside any order: a service fee (its subscription, FBA
 * storage…; `type` its FeeType) or an adjustment (a reimbursement, shipping labels…; `type` its
 * AdjustmentType). `amount` is signed as Amazon posts it: a charge negative, a credit positive.
 * Amazon answers a service fee without its PostedDate: the imitation keeps it only to select by date.
 * A service fee may name an order (`AmazonOrderId`), one Amazon charges on it after its shipment:
 * it is answered with the order's events as well as by date.
 */
export interface AccountFinancialEvent {
  sellerId: string;
  kind: 'serviceFee' | 'adjustment';
  AmazonOrderId?: string;
  PostedDate: string;
  type: string;
  description?: string;
  amount: number;
}

export type FinancialEvent = OrderFinancialEvent | AccountFinancialEvent;

/** An event to post: now without its PostedDate, or late under a past one (as Amazon shows a deferred transaction once released). */
export type LatePosting<Event extends FinancialEvent> = Omit<Event, 'PostedDate'> & { PostedDate?: string };

/** A buyer's return of an order line, as the returns report lists it. */
export interface ReturnRequest {
  sellerId: string;
  AmazonOrderId: string;
  orderDate: string;
  returnRequestDate: string;
  /** Pending (waiting for the seller's authorisation), Approved (label issued), Closed (received and refunded). */
  status: 'Pending' | 'Approved' | 'Closed';
  rmaId: string;
  asin: string;
  sku: string;
  itemName: string;
  quantity: number;
  /** Amazon's reason code, e.g. CR-DEFECTIVE. */
  reason: string;
  refundedAmount: number;
}

export type ReportStatus = FeedStatus;

export interface Report {
  sellerId: string;
  reportId: string;
  reportType: string;
  marketplaceIds: string[];
  dataStartTime: string;
  dataEndTime: string;
  createdTime: string;
  processingStatus: ReportStatus;
  processingStartTime?: string;
  processingEndTime?: string;
  reportDocumentId?: string;
}

/** A message the seller sent the buyer about an order through the Messaging API. */
export interface BuyerMessage {
  sellerId: string;
  AmazonOrderId: string;
  action: string;
  text: string;
  createdAt: string;
}
