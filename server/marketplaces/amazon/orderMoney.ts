import type { FinancialEvents, ShipmentEvent, ShipmentItem } from '@sp-api-sdk/finances-api-v0';
import type { AmazonPayment } from '../../../resources/amazon/payments';

/** An Amazon order's money summed from its financial events; amounts positive, in cents-exact pesos. */
export interface OrderMoney {
  itemPrice: number;
  fees: number;
  refunded: number;
  net: number;
  status: AmazonPayment['status'];
  currency: string | null;
  postedDate: string;
  lastEventDate: string;
}

const cents = (value: number) => Math.round(value * 100) / 100;

type Amount = { CurrencyAmount?: number; CurrencyCode?: string } | undefined;

function sum(amounts: Amount[]): { total: number; currency?: string } {
  let total = 0;
  let currency: string | undefined;
  for (const amount of amounts) {
    total += amount?.CurrencyAmount ?? 0;
    currency ??= amount?.CurrencyCode;
  }
  return { total, currency };
}

// A shipment's items carry charge and fee lists, a refund's the adjustment lists: both are read, so either shape counts.
const itemCharges = (item: ShipmentItem): Amount[] =>
  [...(item.ItemChargeList ?? []), ...(item.ItemChargeAdjustmentList ?? [])].map((charge) => charge.ChargeAmount);
const itemFees = (item: ShipmentItem): Amount[] => [...(item.ItemFeeList ?? []), ...(item.ItemFeeAdjustmentList ?? [])].map((fee) => fee.FeeAmount);

function chargesOf(event: ShipmentEvent) {
  const items = [...(event.ShipmentItemList ?? []), ...(event.ShipmentItemAdjustmentList ?? [])];
  const orderCharges = [...(event.OrderChargeList ?? []), ...(event.OrderChargeAdjustmentList ?? [])].map((charge) => charge.ChargeAmount);
  return sum([...items.flatMap(itemCharges), ...orderCharges]);
}

function feesOf(event: ShipmentEvent) {
  const items = [...(event.ShipmentItemList ?? []), ...(event.ShipmentItemAdjustmentList ?? [])];
  const eventFees = [
    ...(event.ShipmentFeeList ?? []),
    ...(event.ShipmentFeeAdjustmentList ?? []),
    ...(event.OrderFeeList ?? []),
    ...(event.OrderFeeAdjustmentList ?? []),
  ].map((fee) => fee.FeeAmount);
  return sum([...items.flatMap(itemFees), ...eventFees]);
}

/**
 * Sums an order's financial events: a shipment's charges are the item price, a refund's (and a
 * guarantee claim's or chargeback's) negative charges what the buyer got back. Fees are negative
 * in a shipment and positive when a refund gives them back, so the fees kept are minus their sum.
 * Undefined when Amazon has posted nothing for the order yet.
 */
export function orderMoneyOf(events: FinancialEvents): OrderMoney | undefined {
  const shipments = events.ShipmentEventList ?? [];
  const givenBack = [...(events.RefundEventList ?? []), ...(events.GuaranteeClaimEventList ?? []), ...(events.ChargebackEventList ?? [])];
  const all = [...shipments, ...givenBack];
  if (all.length === 0) return undefined;
  const charged = shipments.map(chargesOf);
  const refunds = givenBack.reduce((total, event) => total - chargesOf(event).total, 0);
  const fees = all.reduce((total, event) => total - feesOf(event).total, 0);
  const itemPrice = cents(charged.reduce((total, charge) => total + charge.total, 0));
  const refunded = cents(refunds);
  const dates = all
    .map((event) => event.PostedDate)
    .filter((date): date is string => typeof date === 'string')
    .sort();
  const now = new Date().toISOString();
  return {
    itemPrice,
    fees: cents(fees),
    refunded,
    net: cents(itemPrice - refunded - fees),
    status: refunded <= 0 ? 'paid' : refunded < itemPrice ? 'partially_refunded' : 'refunded',
    currency: charged.find((charge) => charge.currency)?.currency ?? null,
    postedDate: dates[0] ?? now,
    lastEventDate: dates.at(-1) ?? now,
  };
}
