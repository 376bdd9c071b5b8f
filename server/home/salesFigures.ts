import type { ChannelSales, OrderFigures } from '../../resources/homeSummary';
import { homeSummaryLimits } from '../../resources/homeSummary';
import type { DatabaseHandle } from '../db/connection';
import { localDayColumn, localDayOf, localDayWindow } from './localDays';

type DayFigures = OrderFigures & { day: string };

const sumOf = (days: readonly DayFigures[]): OrderFigures => ({
  count: days.reduce((sum, day) => sum + day.count, 0),
  amount: Math.round(days.reduce((sum, day) => sum + day.amount, 0) * 100) / 100,
});

/**
 * The ERP's orders of the chart's days, not cancelled, per day of the caller: one range read of the
 * `datec` index grouped in the database, then the days without orders filled in as zeros.
 */
export async function erpSales(database: DatabaseHandle, now: number, utcOffset: number): Promise<ChannelSales> {
  const window = localDayWindow(now, utcOffset, homeSummaryLimits.chartDays);
  const day = localDayColumn(database.dialect, 'datec', utcOffset);
  const rows = await database.db
    .selectFrom('orders')
    .select((eb) => [day.as('day'), eb.fn.countAll().as('count'), eb.fn.sum('total').as('amount')])
    .where('datec', '>=', window.since)
    .where('status', '<>', 'cancelled')
    .groupBy(day)
    .execute();
  const found = new Map(rows.map((row) => [row.day, { count: Number(row.count), amount: Number(row.amount ?? 0) }]));
  const byDay = window.days.map((date) => ({ day: date, ...(found.get(date) ?? { count: 0, amount: 0 }) }));
  const today = localDayOf(now, utcOffset);
  return {
    channel: 'erp',
    today: sumOf(byDay.filter((entry) => entry.day === today)),
    last7Days: sumOf(byDay.slice(-7)),
    last30Days: sumOf(byDay),
    byDay,
  };
}
