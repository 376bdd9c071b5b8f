import type { FastifyInstance } from 'fastify';
import type { AmazonRuntime } from './runtime';
import type { FinancialEvent, Order } from './types';

/** Amazon's referral fee on the item price, the usual rate of most categories in Mexico. */
export const commissionRate = 0.15;

const money = (amount: number) => ({ CurrencyCode: 'MXN', CurrencyAmount: Number(amount.toFixed(2)) });

/** A shipped order is posted with its charges and fees; a refund gives both back (negative amounts). */
export function postFinancialEvent(events: FinancialEvent[], order: Order, kind: FinancialEvent['kind']): void {
  events.push({
    sellerId: order.sellerId,
    AmazonOrderId: order.AmazonOrderId,
    kind,
    PostedDate: new Date().toISOString(),
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

function present(event: FinancialEvent) {
  const sign = event.kind === 'refund' ? -1 : 1;
  const items = event.items.map((item) => ({
    SellerSKU: item.SellerSKU,
    OrderItemId: item.OrderItemId,
    QuantityShipped: item.QuantityShipped,
    ItemChargeList: [{ ChargeType: 'Principal', ChargeAmount: money(sign * item.principal) }],
    ItemFeeList: [{ FeeType: 'Commission', FeeAmount: money(-sign * item.commission) }],
  }));
  return {
    AmazonOrderId: event.AmazonOrderId,
    MarketplaceName: 'Amazon.com.mx',
    PostedDate: event.PostedDate,
    ...(event.kind === 'refund' ? { ShipmentItemAdjustmentList: items } : { ShipmentItemList: items }),
  };
}

const net = (events: FinancialEvent[]) =>
  events.reduce((total, event) => total + (event.kind === 'refund' ? -1 : 1) * event.items.reduce((sum, item) => sum + item.principal - item.commission, 0), 0);

/** Finances API v0: the events of an order, and the seller's one open settlement group with its running total. */
export function registerFinanceRoutes(app: FastifyInstance, runtime: AmazonRuntime): void {
  const { state } = runtime;
  const eventsOf = (sellerId: string) => state.financialEvents.filter((event) => event.sellerId === sellerId);

  app.get<{ Params: { orderId: string } }>(
    '/finances/v0/orders/:orderId/financialEvents',
    { config: { operation: 'listFinancialEventsByOrderId' } },
    async (request) => {
      const events = eventsOf(request.sellerId).filter((event) => event.AmazonOrderId === request.params.orderId);
      return {
        payload: {
          FinancialEvents: {
            ShipmentEventList: events.filter((event) => event.kind === 'shipment').map(present),
            RefundEventList: events.filter((event) => event.kind === 'refund').map(present),
          },
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
