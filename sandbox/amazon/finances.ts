import type { FastifyInstance } from 'fastify';
import { invalidInput } from './apiErrors';
import type { AmazonRuntime } from './runtime';
import type { AccountFinancialEvent, FinancialEvent, LatePosting, Order, OrderFinancialEvent } from './types';

/** Amazon's referral fee on the item price, the usual rate of most categories in Mexico. */
export const commissionRate = 0.15;

const pageSize = 100;

const money = (amount: number) => ({ CurrencyCode: 'MXN', CurrencyAmount: Number(amount.toFixed(2)) });

/**
 * Adds an event where its PostedDate puts it, so the events stay oldest first. One dated in the past is
 * posted late: Amazon shows it from now on, under that date, among the events it had already shown.
 */
function insertByPostedDate(events: FinancialEvent[], event: FinancialEvent): void {
  const after = events.findIndex((other) => Date.parse(other.PostedDate) > Date.parse(event.PostedDate));
  events.splice(after < 0 ? events.length : after, 0, event);
}

/** A shipped order is posted with its charges and fees; a refund gives both back (negative amounts). Posted now, or late under `postedDate`. */
export function postFinancialEvent(events: FinancialEvent[], order: Order, kind: OrderFinancialEvent['kind'], postedDate = new Date().toISOString()): void {
  insertByPostedDate(events, {
    sellerId: order.sellerId,
    AmazonOrderId: order.AmazonOrderId,
    kind,
    PostedDate: postedDate,
    items: order.items.map((item) => {
      const principal = Number(item.ItemPrice.Amount);
      return {
        SellerSKU: item.SellerSKU,
        OrderItemId: item.OrderItemId,
        QuantityShipped: item.QuantityOrdered,
        principal,
        commission: principal * commissionRate,
      };
    }),
  });
}

/** A charge (negative `amount`) or credit to the seller's account, posted now, or late under the PostedDate it gives. */
export function postAccountEvent(events: FinancialEvent[], event: LatePosting<AccountFinancialEvent>): AccountFinancialEvent {
  const posted = { ...event, PostedDate: event.PostedDate ?? new Date().toISOString() };
  insertByPostedDate(events, posted);
  return posted;
}

const isOrderEvent = (event: FinancialEvent): event is OrderFinancialEvent => event.kind === 'shipment' || event.kind === 'refund';

/** A shipment's items carry charge and fee lists; a refund's items carry their adjustment lists, with the signs reversed. */
function present(event: OrderFinancialEvent) {
  const refund = event.kind === 'refund';
  const sign = refund ? -1 : 1;
  const items = event.items.map((item) => ({
    SellerSKU: item.SellerSKU,
    OrderItemId: item.OrderItemId,
    QuantityShipped: item.QuantityShipped,
    [refund ? 'ItemChargeAdjustmentList' : 'ItemChargeList']: [{ ChargeType: 'Principal', ChargeAmount: money(sign * item.principal) }],
    [refund ? 'ItemFeeAdjustmentList' : 'ItemFeeList']: [{ FeeType: 'Commission', FeeAmount: money(-sign * item.commission) }],
  }));
  return {
    AmazonOrderId: event.AmazonOrderId,
    MarketplaceName: 'Amazon.com.mx',
    PostedDate: event.PostedDate,
    ...(event.kind === 'refund' ? { ShipmentItemAdjustmentList: items } : { ShipmentItemList: items }),
  };
}

/** As Amazon answers them: a service fee without its PostedDate (naming its order, if it has one), an adjustment with it. */
function presentAccountEvent(event: AccountFinancialEvent) {
  if (event.kind === 'serviceFee')
    return {
      ...(event.AmazonOrderId && { AmazonOrderId: event.AmazonOrderId }),
      ...(event.description && { FeeDescription: event.description }),
      FeeList: [{ FeeType: event.type, FeeAmount: money(event.amount) }],
    };
  return { AdjustmentType: event.type, PostedDate: event.PostedDate, AdjustmentAmount: money(event.amount), AdjustmentItemList: [] };
}

/** The events in the lists Amazon answers them in. */
function financialEventLists(events: FinancialEvent[]) {
  const ofOrders = events.filter(isOrderEvent);
  const ofAccount = events.filter((event) => !isOrderEvent(event));
  return {
    ShipmentEventList: ofOrders.filter((event) => event.kind === 'shipment').map(present),
    RefundEventList: ofOrders.filter((event) => event.kind === 'refund').map(present),
    ServiceFeeEventList: ofAccount.filter((event) => event.kind === 'serviceFee').map(presentAccountEvent),
    AdjustmentEventList: ofAccount.filter((event) => event.kind === 'adjustment').map(presentAccountEvent),
  };
}

const netOf = (event: FinancialEvent) =>
  isOrderEvent(event) ? (event.kind === 'refund' ? -1 : 1) * event.items.reduce((sum, item) => sum + item.principal - item.commission, 0) : event.amount;
const net = (events: FinancialEvent[]) => events.reduce((total, event) => total + netOf(event), 0);

/** Finances API v0: the events of an order (its service fees among them), those of the seller's account by date, and its one open settlement group with its running total. */
export function registerFinanceRoutes(app: FastifyInstance, runtime: AmazonRuntime): void {
  const { state } = runtime;
  const eventsOf = (sellerId: string) => state.financialEvents.filter((event) => event.sellerId === sellerId);

  app.get<{ Params: { orderId: string } }>(
    '/finances/v0/orders/:orderId/financialEvents',
    { config: { operation: 'listFinancialEventsByOrderId' } },
    async (request) => {
      const events = eventsOf(request.sellerId).filter((event) => event.AmazonOrderId === request.params.orderId);
      const { ShipmentEventList, RefundEventList, ServiceFeeEventList } = financialEventLists(events);
      return { payload: { FinancialEvents: { ShipmentEventList, RefundEventList, ServiceFeeEventList } } };
    },
  );

  // Events posted at or after PostedAfter and before (not at) PostedBefore, oldest first, a page at a time. Both must be more than
  // the lag (two minutes) before the request; without PostedBefore, the events posted up to then: one is answered only once that old.
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/finances/v0/financialEvents',
    { config: { operation: 'listFinancialEvents' } },
    async (request) => {
      const query = request.query;
      const askable = Date.now() - state.settings.financialEventsLagMs;
      const after = query.PostedAfter === undefined ? 0 : Date.parse(query.PostedAfter);
      const before = query.PostedBefore === undefined ? askable : Date.parse(query.PostedBefore);
      if (Number.isNaN(after) || Number.isNaN(before)) throw invalidInput('PostedAfter and PostedBefore are ISO 8601 dates');
      if (query.PostedAfter === undefined && query.PostedBefore !== undefined) throw invalidInput('PostedBefore requires PostedAfter');
      if (after > askable) throw invalidInput('PostedAfter must be more than two minutes before the time of the request');
      if (before > askable) throw invalidInput('PostedBefore must be more than two minutes before the time of the request');
      if (after > before) throw invalidInput('PostedAfter must be before PostedBefore');
      const limit = query.MaxResultsPerPage === undefined ? pageSize : Number(query.MaxResultsPerPage);
      if (!Number.isInteger(limit) || limit < 1 || limit > pageSize) throw invalidInput('MaxResultsPerPage must be between 1 and 100');
      const offset = query.NextToken === undefined ? 0 : Number(Buffer.from(query.NextToken, 'base64url').toString());
      if (!Number.isInteger(offset) || offset < 0) throw invalidInput('Invalid NextToken');
      const found = eventsOf(request.sellerId).filter((event) => {
        const posted = Date.parse(event.PostedDate);
        return posted >= after && (query.PostedBefore === undefined ? posted <= before : posted < before);
      });
      const page = found.slice(offset, offset + limit);
      const next = offset + limit < found.length ? Buffer.from(String(offset + limit)).toString('base64url') : undefined;
      return {
        payload: {
          FinancialEvents: financialEventLists(page),
          ...(next && { NextToken: next }),
        },
      };
    },
  );

  app.get('/finances/v0/financialEventGroups', { config: { operation: 'listFinancialEventGroups' } }, async (request) => {
    const events = eventsOf(request.sellerId);
    const started = events[0]?.PostedDate;
    return {
      payload: {
        FinancialEventGroupList: started
          ? [
              {
                FinancialEventGroupId: `${request.sellerId}-open`,
                ProcessingStatus: 'Open',
                FundTransferStatus: 'Unknown',
                OriginalTotal: money(net(events)),
                FinancialEventGroupStart: started,
              },
            ]
          : [],
      },
    };
  });
}
