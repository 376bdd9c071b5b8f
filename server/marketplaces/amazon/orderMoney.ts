import type { FinancialEvents, ServiceFeeEvent, ShipmentEvent, ShipmentItem } from '@sp-api-sdk/finances-api-v0';
import { amazonPayments, type AmazonPayment } from '../../../resources/amazon/payments';
import { dateRead, describeValue, objectRead, signedAmountRead, textRead } from '../shared/marketplaceAnswer';
import { UnreadableAmazonOrder } from './unreadableOrderAnswer';

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
  /** How many events were summed: Amazon only ever adds events to an order, so a read of more is the later one. */
  eventCount: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

const currencyLength = amazonPayments.fields.currency_id.max;

/** Refuses the order's payment whole, naming the field and what it held. */
type Refuse = (name: string, value: unknown) => never;

/** A list of the answer: none is empty; anything else than a list refuses the payment. */
function listOf<T>(value: T[] | undefined, name: string, refuse: Refuse): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : refuse(name, value);
}

/**
 * The sum of amounts, each of either sign as Amazon posts it (a charge is negative when a refund takes
 * it back, a fee positive when one gives it back): none is 0; a CurrencyAmount that is no number, or a
 * CurrencyCode that is no text, refuses the payment.
 */
function sum(name: string, amounts: unknown[], refuse: Refuse): { total: number; currency?: string } {
  let total = 0;
  let currency: string | undefined;
  for (const money of amounts) {
    const { CurrencyAmount: value, CurrencyCode: code } = objectRead(money) ?? {};
    const amount = value === undefined || value === null ? 0 : (signedAmountRead(value) ?? refuse(`${name}.CurrencyAmount`, value));
    const read = code === undefined || code === null ? undefined : (textRead(code, currencyLength) ?? refuse(`${name}.CurrencyCode`, code));
    total += amount;
    currency ??= read;
  }
  return { total, currency };
}

// A shipment's items carry charge and fee lists, a refund's the adjustment lists: both are read, so either shape counts.
const itemCharges = (item: ShipmentItem, refuse: Refuse) =>
  [...listOf(item.ItemChargeList, 'ItemChargeList', refuse), ...listOf(item.ItemChargeAdjustmentList, 'ItemChargeAdjustmentList', refuse)].map(
    (charge) => objectRead(charge)?.ChargeAmount,
  );
const itemFees = (item: ShipmentItem, refuse: Refuse) =>
  [...listOf(item.ItemFeeList, 'ItemFeeList', refuse), ...listOf(item.ItemFeeAdjustmentList, 'ItemFeeAdjustmentList', refuse)].map(
    (fee) => objectRead(fee)?.FeeAmount,
  );

const itemsOf = (event: ShipmentEvent, refuse: Refuse): ShipmentItem[] =>
  [...listOf(event.ShipmentItemList, 'ShipmentItemList', refuse), ...listOf(event.ShipmentItemAdjustmentList, 'ShipmentItemAdjustmentList', refuse)].map(
    (item) => objectRead(item) ?? refuse('ShipmentItem', item),
  );

function chargesOf(event: ShipmentEvent, refuse: Refuse) {
  const orderCharges = [
    ...listOf(event.OrderChargeList, 'OrderChargeList', refuse),
    ...listOf(event.OrderChargeAdjustmentList, 'OrderChargeAdjustmentList', refuse),
  ];
  const amounts = [...itemsOf(event, refuse).flatMap((item) => itemCharges(item, refuse)), ...orderCharges.map((charge) => objectRead(charge)?.ChargeAmount)];
  return sum('ChargeAmount', amounts, refuse);
}

function feesOf(event: ShipmentEvent, refuse: Refuse) {
  const eventFees = [
    ...listOf(event.ShipmentFeeList, 'ShipmentFeeList', refuse),
    ...listOf(event.ShipmentFeeAdjustmentList, 'ShipmentFeeAdjustmentList', refuse),
    ...listOf(event.OrderFeeList, 'OrderFeeList', refuse),
    ...listOf(event.OrderFeeAdjustmentList, 'OrderFeeAdjustmentList', refuse),
  ];
  const amounts = [...itemsOf(event, refuse).flatMap((item) => itemFees(item, refuse)), ...eventFees.map((fee) => objectRead(fee)?.FeeAmount)];
  return sum('FeeAmount', amounts, refuse);
}

/** The sum of a service fee Amazon charged on the order (after its shipment, say): negative as charged, positive as credited, as a shipment's fees are. */
const serviceFeeOf = (event: ServiceFeeEvent, refuse: Refuse) =>
  sum(
    'FeeAmount',
    listOf(event.FeeList, 'FeeList', refuse).map((fee) => objectRead(fee)?.FeeAmount),
    refuse,
  );

/** When the event was posted, as ISO text; none is undefined, one that is no date refuses the payment. */
const postedOf = (event: ShipmentEvent, refuse: Refuse): string | undefined =>
  event.PostedDate === undefined || event.PostedDate === null ? undefined : (dateRead(event.PostedDate) ?? refuse('PostedDate', event.PostedDate));

/**
 * Sums an order's financial events: a shipment's charges are the item price, a refund's (and a
 * guarantee claim's or chargeback's) negative charges what the buyer got back. Fees are negative
 * in a shipment and positive when a refund gives them back, so the fees kept are minus their sum;
 * the service fees Amazon charged (or credited) on the order count among them. An order whose only
 * events so far are service fees (charged before Amazon posts its shipment) is `charged`: no item
 * price yet, its net what those fees took. A service fee, which Amazon answers undated, gives the
 * row no date of its own: such an order's dates are when it was read, until a dated event comes.
 * Undefined when Amazon has posted no event for the order yet. Every amount and date is read before
 * anything is stored: one that is none of those refuses the order's payment whole
 * (`UnreadableAmazonOrder`).
 */
export function orderMoneyOf(amazonOrderId: string, events: FinancialEvents): OrderMoney | undefined {
  const refuse: Refuse = (name, value) => {
    throw new UnreadableAmazonOrder('payment', amazonOrderId, describeValue(name, value));
  };
  const eventsIn = <T = ShipmentEvent>(name: keyof FinancialEvents): T[] =>
    listOf(events[name] as T[] | undefined, name, refuse).map((event) => (objectRead(event) as T | undefined) ?? refuse(name, event));
  const shipments = eventsIn('ShipmentEventList');
  const givenBack = [...eventsIn('RefundEventList'), ...eventsIn('GuaranteeClaimEventList'), ...eventsIn('ChargebackEventList')];
  const serviceFeeEvents = eventsIn<ServiceFeeEvent>('ServiceFeeEventList');
  const all = [...shipments, ...givenBack];
  if (all.length === 0 && serviceFeeEvents.length === 0) return undefined;
  const charged = shipments.map((event) => chargesOf(event, refuse));
  const refunds = givenBack.reduce((total, event) => total - chargesOf(event, refuse).total, 0);
  const serviceFees = serviceFeeEvents.map((event) => serviceFeeOf(event, refuse));
  const fees = [...all.map((event) => feesOf(event, refuse)), ...serviceFees].reduce((total, fee) => total - fee.total, 0);
  const itemPrice = cents(charged.reduce((total, charge) => total + charge.total, 0));
  const refunded = cents(refunds);
  const dates = all
    .map((event) => postedOf(event, refuse))
    .filter((date) => date !== undefined)
    .sort();
  const now = new Date().toISOString();
  return {
    itemPrice,
    fees: cents(fees),
    refunded,
    net: cents(itemPrice - refunded - fees),
    status: all.length === 0 ? 'charged' : refunded <= 0 ? 'paid' : refunded < itemPrice ? 'partially_refunded' : 'refunded',
    currency: [...charged, ...serviceFees].find((money) => money.currency)?.currency ?? null,
    postedDate: dates[0] ?? now,
    lastEventDate: dates.at(-1) ?? now,
    eventCount: all.length + serviceFeeEvents.length,
  };
}
