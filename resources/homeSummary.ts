import type { ListingState, SalesChannelCode } from './inventory/channelListings';

/**
 * The home page's figures, computed by the server in one read-only call and shown by the browser.
 * Pure data: the path, the bounds and the answer's shape.
 */
export const homeSummaryPath = 'api/home/summary';

export const homeSummaryLimits = {
  /** Days of the orders chart, today included. */
  chartDays: 30,
  /** Low-stock products listed by name on the card (the count covers all of them). */
  lowStockShown: 5,
  /** Failed tasks are counted over this many past hours. */
  failedTasksHours: 24,
  /** The caller's offset from UTC in minutes (UTC−14:00 to UTC+14:00), so "today" is the seller's day. */
  maxUtcOffsetMinutes: 840,
} as const;

/**
 * Where an order was sold: `erp` for an order made in the ERP, else the order's `channel`
 * (`mercadolibre`, …), as the orders table stores it. Every channel with orders in the chart's days
 * gets its series, so a marketplace whose sales are stored shows up without a change here.
 */
export const erpChannel = 'erp';
export type SalesChannel = string;

export interface OrderFigures {
  count: number;
  amount: number;
}

export interface ChannelSales {
  channel: SalesChannel;
  today: OrderFigures;
  last7Days: OrderFigures;
  last30Days: OrderFigures;
  /** One entry per day of the chart, oldest first, days without orders included (as zeros). */
  byDay: (OrderFigures & { day: string })[];
}

export interface LowStockProduct {
  id: number;
  ref: string | null;
  label: string | null;
  stock: number | null;
  alert: number | null;
}

/** Buyers waiting for the seller on one marketplace. */
export interface WaitingBuyers {
  unanswered: number;
  /** When the buyer who has waited longest asked (ISO-8601), or null when none waits. */
  oldestUnansweredAt: string | null;
}

/**
 * Buyers waiting for the seller: MercadoLibre's questions not answered yet and Amazon's buyer
 * requests still open (a buyer asking to cancel an order), in all and per marketplace.
 */
export interface BuyerQuestions extends WaitingBuyers {
  byChannel: Record<SalesChannelCode, WaitingBuyers>;
}

/** After-sales the seller must act on: MercadoLibre claims still open with their nearest action deadline, and Amazon returns to decide. */
export interface OpenClaims {
  open: number;
  /** Open claims whose nearest deadline has passed. */
  overdue: number;
  /** The nearest deadline of an action offered to the seller (ISO-8601), or null when none is pending. */
  nextDueAt: string | null;
  /** Amazon returns received and closed whose units wait for the seller: back on the shelf or not. */
  amazonReturnsToDecide: number;
}

export interface HomeSummary {
  /** Orders not cancelled, by the day they were created in the caller's time zone: the ERP's first, then each channel's by name. */
  sales: ChannelSales[];
  /** Validated orders: to prepare and ship. */
  ordersToPrepare: number;
  /**
   * Every marketplace's publications by where they stand (`byState`, every state present); `sold`:
   * units sold over MercadoLibre's publications, as MercadoLibre last reported them; `outOfSync`:
   * those whose stock differs from the ERP's.
   */
  publications: { byState: Record<ListingState, number>; total: number; sold: number; outOfSync: number };
  questions: BuyerQuestions;
  claims: OpenClaims;
  lowStock: { count: number; first: LowStockProduct[] };
  tasks: { running: number; failedLastDay: number };
  notifications: { unseen: number };
}
