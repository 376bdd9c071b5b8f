import { cancelRequestable, markCancelRequested } from './buyerRequests';
import { postAccountEvent, postFinancialEvent } from './finances';
import { AmazonState } from './state';
import type { Fault } from './faults';
import { priceOf, quantityOf, textOf } from './listingValidation';
import type { AmazonRuntime } from './runtime';
import type { AmazonSettings } from './settings';
import type { AccountFinancialEvent, BuyerMessage, CatalogEntry, LatePosting, Order, OrderItem, OrderStatus, ReturnRequest, Seller } from './types';
import type { Operation, UsagePlan } from './usagePlans';

/** Which statuses an order may move to: Pending → Unshipped → PartiallyShipped → Shipped, Canceled before shipping. */
const transitions: Record<OrderStatus, OrderStatus[]> = {
  Pending: ['Unshipped', 'Canceled'],
  Unshipped: ['PartiallyShipped', 'Shipped', 'Canceled'],
  PartiallyShipped: ['Shipped'],
  Shipped: [],
  Canceled: [],
};

export class ControlError extends Error {}

export interface PlaceOrder {
  sellerId: string;
  items: Array<{ sku: string; quantity: number }>;
  /** Pending (payment not yet authorised) or Unshipped (paid); default Unshipped. */
  status?: 'Pending' | 'Unshipped';
  buyerName?: string;
}

/** What tests (and the demo) do to the imitation, out of band of the SP-API. */
export interface AmazonControl {
  createSeller(name: string): Seller;
  /** A `spapi_oauth_code` as if the seller had confirmed the consent page (dev start, browser tests). */
  issueAuthorizationCode(grant: { sellerId: string; clientId: string; redirectUri?: string }): { code: string };
  addCatalogItem(entry: CatalogEntry): void;
  placeOrder(order: PlaceOrder): Order;
  /** Moves an order along Amazon's lifecycle; a partial shipment ships one unit of each line. */
  setOrderStatus(orderId: string, status: OrderStatus): Order;
  /** A listing's quantity as the sandbox holds it (undefined: no such listing), read without spending a usage plan. */
  listingQuantity(sellerId: string, sku: string): number | undefined;
  /** The buyer asks to cancel an order not shipped yet (Amazon's BuyerRequestedCancel on its lines). */
  requestCancel(orderId: string, reason: string): Order;
  /** What the seller wrote to the buyer of an order through the Messaging API, oldest first. */
  messagesOf(orderId: string): BuyerMessage[];
  /**
   * The buyer got the money of a shipped order back: a refund event is posted, now or late with a past
   * `postedDate` (as Amazon releases a deferred transaction: shown from now on, under that earlier date).
   */
  refundOrder(orderId: string, options?: { postedDate?: string }): void;
  /** The buyer returns a shipped order (every line); with `refund`, the return is received and closed with the refund posted. */
  returnOrder(orderId: string, options?: ReturnOptions): ReturnRequest[];
  /**
   * Amazon charges (a negative `amount`) or credits the seller's account: a service fee or an adjustment, posted now.
   * A service fee naming one of the seller's orders (`AmazonOrderId`) is one charged on that order.
   * With a past `PostedDate`, it is posted late: shown from now on, under that earlier date.
   */
  postAccountEvent(event: LatePosting<AccountFinancialEvent>): AccountFinancialEvent;
  fault(fault: Fault): void;
  setUsagePlan(operation: Operation, plan: UsagePlan): void;
  setSettings(settings: Partial<AmazonSettings>): AmazonSettings;
  /** The seller removed the app in Seller Central: its refresh and access tokens stop working. */
  revokeAuthorization(sellerId: string): void;
  /** Every access token issued so far expires now (as if an hour had passed). */
  expireAccessTokens(): void;
  reset(): void;
}

export interface ReturnOptions {
  /** Amazon's reason code; CR-UNWANTED_ITEM by default. */
  reason?: string;
  refund?: boolean;
}

const money = (amount: number) => ({ CurrencyCode: 'MXN', Amount: amount.toFixed(2) });

/** The PostedDate of an event posted late: a date already past, else the event would be one posted ahead of time. */
function latePostedDate(postedDate: string | undefined): string | undefined {
  if (postedDate === undefined) return undefined;
  const posted = Date.parse(postedDate);
  if (Number.isNaN(posted) || posted > Date.now()) throw new ControlError(`A late event is posted under a past date (${postedDate})`);
  return new Date(posted).toISOString();
}

export function createAmazonControl(runtime: AmazonRuntime, reset: () => void): AmazonControl {
  const { state } = runtime;
  const touch = (order: Order, status: OrderStatus) => {
    order.OrderStatus = status;
    order.LastUpdateDate = new Date().toISOString();
  };
  return {
    createSeller(name) {
      const seller = { sellingPartnerId: `A${String(state.nextNumber()).padStart(4, '0')}SBX${AmazonState.token('Atzr|').slice(5, 11).toUpperCase()}`, name };
      state.sellers.set(seller.sellingPartnerId, seller);
      return seller;
    },
    issueAuthorizationCode({ sellerId, clientId, redirectUri }) {
      if (!state.sellers.has(sellerId)) throw new ControlError(`Unknown seller ${sellerId}`);
      if (!state.apps.has(clientId)) throw new ControlError(`Unknown application ${clientId}`);
      const code = AmazonState.token('ANDaAHOb');
      state.codes.set(code, { clientId, sellerId, redirectUri, expiresAt: Date.now() + state.settings.authorizationCodeSeconds * 1000 });
      return { code };
    },
    addCatalogItem(entry) {
      state.catalog.set(entry.asin, { ...entry });
    },
    placeOrder({ sellerId, items, status = 'Unshipped', buyerName = 'Comprador de prueba' }) {
      if (!state.sellers.has(sellerId)) throw new ControlError(`Unknown seller ${sellerId}`);
      if (items.length === 0) throw new ControlError('An order needs items');
      const orderItems: OrderItem[] = items.map(({ sku, quantity }) => {
        const listing = state.listings.get(state.listingKey(sellerId, sku));
        if (!listing) throw new ControlError(`The seller has no listing ${sku}`);
        if (!Number.isInteger(quantity) || quantity < 1) throw new ControlError('Quantities are whole numbers of 1 or more');
        const price = priceOf(listing.attributes) ?? 0;
        return {
          ASIN: listing.asin,
          SellerSKU: sku,
          OrderItemId: String(10_000_000_000_000 + state.nextNumber()),
          Title: textOf(listing.attributes, 'item_name') ?? sku,
          QuantityOrdered: quantity,
          QuantityShipped: 0,
          ItemPrice: money(price * quantity),
          ItemTax: money(0),
          ShippingPrice: money(0),
          PromotionDiscount: money(0),
          ConditionId: 'New',
          IsGift: 'false',
        };
      });
      const now = new Date().toISOString();
      const order: Order = {
        sellerId,
        AmazonOrderId: state.nextOrderId(),
        PurchaseDate: now,
        LastUpdateDate: now,
        OrderStatus: status,
        items: orderItems,
        buyerName,
      };
      state.orders.set(order.AmazonOrderId, order);
      return order;
    },
    setOrderStatus(orderId, status) {
      const order = state.orders.get(orderId);
      if (!order) throw new ControlError(`Unknown order ${orderId}`);
      if (!transitions[order.OrderStatus].includes(status)) throw new ControlError(`An order ${order.OrderStatus} cannot become ${status}`);
      for (const item of order.items)
        if (status === 'Shipped') item.QuantityShipped = item.QuantityOrdered;
        else if (status === 'PartiallyShipped') item.QuantityShipped = Math.max(item.QuantityShipped, 1);
      touch(order, status);
      if (status === 'Shipped') postFinancialEvent(state.financialEvents, order, 'shipment');
      return order;
    },
    listingQuantity(sellerId, sku) {
      const listing = state.listings.get(state.listingKey(sellerId, sku));
      return listing && quantityOf(listing.attributes);
    },
    refundOrder(orderId, { postedDate } = {}) {
      const order = state.orders.get(orderId);
      if (order?.OrderStatus !== 'Shipped') throw new ControlError(`Only a shipped order is refunded (${orderId})`);
      postFinancialEvent(state.financialEvents, order, 'refund', latePostedDate(postedDate));
    },
    returnOrder(orderId, { reason = 'CR-UNWANTED_ITEM', refund = false } = {}) {
      const order = state.orders.get(orderId);
      if (order?.OrderStatus !== 'Shipped') throw new ControlError(`Only a shipped order is returned (${orderId})`);
      if (refund) postFinancialEvent(state.financialEvents, order, 'refund');
      const rmaId = `D${String(state.nextNumber()).padStart(8, '0')}`;
      const returned = order.items.map((item) => ({
        sellerId: order.sellerId,
        AmazonOrderId: order.AmazonOrderId,
        orderDate: order.PurchaseDate,
        returnRequestDate: new Date().toISOString(),
        status: refund ? ('Closed' as const) : ('Approved' as const),
        rmaId,
        asin: item.ASIN,
        sku: item.SellerSKU,
        itemName: item.Title,
        quantity: item.QuantityShipped,
        reason,
        refundedAmount: refund ? Number(item.ItemPrice.Amount) : 0,
      }));
      state.returns.push(...returned);
      return returned;
    },
    requestCancel(orderId, reason) {
      const order = state.orders.get(orderId);
      if (!order) throw new ControlError(`Unknown order ${orderId}`);
      if (!cancelRequestable(order)) throw new ControlError(`A buyer cannot ask to cancel an order ${order.OrderStatus}`);
      markCancelRequested(order, reason);
      return order;
    },
    messagesOf: (orderId) => state.buyerMessages.filter((message) => message.AmazonOrderId === orderId),
    postAccountEvent(event) {
      if (!state.sellers.has(event.sellerId)) throw new ControlError(`Unknown seller ${event.sellerId}`);
      if (!Number.isFinite(event.amount)) throw new ControlError('An amount is a number');
      if (event.AmazonOrderId !== undefined) {
        if (event.kind !== 'serviceFee') throw new ControlError('Only a service fee names an order');
        if (state.orders.get(event.AmazonOrderId)?.sellerId !== event.sellerId) throw new ControlError(`Unknown order ${event.AmazonOrderId} of the seller`);
      }
      return postAccountEvent(state.financialEvents, { ...event, PostedDate: latePostedDate(event.PostedDate) });
    },
    fault: (fault) => runtime.faults.add(fault),
    setUsagePlan: (operation, plan) => runtime.limiter.setPlan(operation, plan),
    setSettings(settings) {
      state.settings = { ...state.settings, ...settings };
      return state.settings;
    },
    revokeAuthorization(sellerId) {
      for (const tokens of [state.refreshTokens, state.accessTokens])
        for (const [token, grant] of tokens) if (grant.sellerId === sellerId) tokens.delete(token);
    },
    expireAccessTokens() {
      for (const grant of state.accessTokens.values()) grant.expiresAt = Date.now() - 1;
    },
    reset,
  };
}
