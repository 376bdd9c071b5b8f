import { sql } from 'kysely';
import { orders } from '../../resources/catalogue';
import type { ChannelSales, OrderFigures } from '../../resources/homeSummary';
import { erpChannel, homeSummaryLimits } from '../../resources/homeSummary';
import { declaredFilter } from '../crud/listFilters';
import type { DatabaseHandle } from '../db/connection';
import { localDayColumn, localDayOf, localDayWindow } from './localDays';

type DayFigures = OrderFigures & { day: string };

const sumOf = (days: readonly DayFigures[]): OrderFigures => ({
  count: days.reduce((sum, day) => sum + day.count, 0),
  amount: Math.round(days.reduce((sum, day) => sum + day.amount, 0) * 100) / 100,
});

/** The ERP's own orders first (always there, zeros included), then each channel that sold by its name. */
const channelOrder = (channels: Iterable<string>): string[] => [erpChannel, ...[...channels].filter((channel) => channel !== erpChannel).sort()];

/**
 * The orders of the chart's days that count as sold (validated), per channel and day of the caller: one range read
 * of the `datec` index grouped in the database, then the days without orders filled in as zeros.
 * A marketplace sale is an order with its `channel`; an order made in the ERP has none.
 */
export async function channelSales(database: DatabaseHandle, now: number, utcOffset: number): Promise<ChannelSales[]> {
  const window = localDayWindow(now, utcOffset, homeSummaryLimits.chartDays);
  const day = localDayColumn(database.dialect, 'datec', utcOffset);
  const channel = sql<string>`coalesce(${sql.ref('channel')}, ${sql.lit(erpChannel)})`;
  const rows = await database.db
    .selectFrom('orders')
    .select((eb) => [channel.as('channel'), day.as('day'), eb.fn.countAll().as('count'), eb.fn.sum('total').as('amount')])
    .where('datec', '>=', window.since)
    .where(declaredFilter(orders, { sold: true }))
    .groupBy([channel, day])
    .execute();
  const found = new Map(rows.map((row) => [`${row.channel} ${row.day}`, { count: Number(row.count), amount: Number(row.amount ?? 0) }]));
  const today = localDayOf(now, utcOffset);
  return channelOrder(new Set(rows.map((row) => row.channel))).map((name) => {
    const byDay = window.days.map((date) => ({ day: date, ...(found.get(`${name} ${date}`) ?? { count: 0, amount: 0 }) }));
    return {
      channel: name,
      today: sumOf(byDay.filter((entry) => entry.day === today)),
      last7Days: sumOf(byDay.slice(-7)),
      last30Days: sumOf(byDay),
      byDay,
    };
  });
}
