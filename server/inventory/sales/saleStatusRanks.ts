import type { SalePaymentStatus, SaleShipmentStatus, SaleStatus } from './channelSale';

/**
 * How far along each status is. A status only moves to one at least as far: a late "payment
 * pending" after "approved", or "shipped" after "delivered", is a report older than what is known.
 */
const statusRank: Record<SaleStatus, number> = { pending: 0, paid: 1, cancelled: 2 };
const paymentRank: Record<SalePaymentStatus, number> = { pending: 0, rejected: 0, approved: 1, refunded: 2 };
const shipmentRank: Record<SaleShipmentStatus, number> = {
  pending: 0,
  handling: 1,
  ready_to_ship: 2,
  shipped: 3,
  delivered: 4,
  not_delivered: 4,
  cancelled: 4,
};

const forward = <T extends string>(rank: Record<T, number>, stored: T | null, incoming: T | null): T | null => {
  if (incoming === null) return stored;
  if (stored === null || !(stored in rank)) return incoming;
  return rank[incoming] >= rank[stored] ? incoming : stored;
};

export interface SaleStatuses {
  status: SaleStatus;
  paymentStatus: SalePaymentStatus | null;
  shipmentStatus: SaleShipmentStatus | null;
  updatedAt: string;
}

/** The statuses after a report: unchanged when it is older than the one applied, else each moved forward only. */
export function statusesAfter(stored: SaleStatuses, report: SaleStatuses): SaleStatuses {
  if (Date.parse(report.updatedAt) < Date.parse(stored.updatedAt)) return stored;
  return {
    status: forward(statusRank, stored.status, report.status) ?? report.status,
    paymentStatus: forward(paymentRank, stored.paymentStatus, report.paymentStatus),
    shipmentStatus: forward(shipmentRank, stored.shipmentStatus, report.shipmentStatus),
    updatedAt: report.updatedAt,
  };
}
