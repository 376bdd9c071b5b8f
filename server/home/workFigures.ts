import { amazonReturns } from '../../resources/amazon/returns';
import { orders } from '../../resources/catalogue';
import { homeSummaryLimits, type HomeSummary } from '../../resources/homeSummary';
import { listingStates } from '../../resources/inventory/channelListings';
import { failedTaskStatuses, runningTaskStatuses } from '../../resources/tasks';
import { declaredFilter } from '../crud/listFilters';
import type { DatabaseHandle } from '../db/connection';

/** Each query below filters or groups on an indexed column, so its cost follows the rows it counts. */

/**
 * What the seller has to prepare and ship: the orders declaration's `to_prepare` filter, so the count
 * is the one the orders list shows with that filter.
 */
export async function ordersToPrepare(database: DatabaseHandle): Promise<number> {
  const row = await database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(declaredFilter(orders, { to_prepare: true }))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Every marketplace's publications per state (every state present, zero when none) and those out of
 * sync, from the view of them all; the units MercadoLibre's publications sold.
 */
export async function publicationsByState(database: DatabaseHandle): Promise<HomeSummary['publications']> {
  const listings = database.db.selectFrom('channel_listings');
  const [rows, outOfSync, sold] = await Promise.all([
    listings
      .select((eb) => ['state', eb.fn.countAll().as('count')])
      .groupBy('state')
      .execute(),
    listings
      .select((eb) => eb.fn.countAll().as('count'))
      .where('sync_state', '=', 'out_of_sync')
      .executeTakeFirstOrThrow(),
    database.db
      .selectFrom('mercadolibre_publications')
      .select((eb) => eb.fn.sum('sold_quantity').as('sold'))
      .executeTakeFirstOrThrow(),
  ]);
  const counted = new Map(rows.map((row) => [row.state, Number(row.count)]));
  const byState = Object.fromEntries(listingStates.map((state) => [state, counted.get(state) ?? 0])) as HomeSummary['publications']['byState'];
  return {
    byState,
    total: rows.reduce((sum, row) => sum + Number(row.count), 0),
    sold: Number(sold.sold ?? 0),
    outOfSync: Number(outOfSync.count),
  };
}

/** PostgreSQL may hand back a date where SQLite hands back the stored text: both leave as ISO-8601. */
const isoOrNull = (moment: unknown): string | null => (moment === null || moment === undefined ? null : new Date(moment as string | Date).toISOString());

/**
 * Buyers waiting for the seller, per marketplace: MercadoLibre's questions not answered yet and
 * Amazon's buyer requests still open, each with when its longest-waiting buyer asked; then in all.
 */
export async function buyerQuestions(database: DatabaseHandle): Promise<HomeSummary['questions']> {
  const [mercadolibre, amazon] = await Promise.all([
    database.db
      .selectFrom('mercadolibre_questions')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('date_created').as('oldest')])
      .where('status', '=', 'UNANSWERED')
      .executeTakeFirstOrThrow(),
    database.db
      .selectFrom('amazon_buyer_requests')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('requested_at').as('oldest')])
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow(),
  ]);
  const byChannel = {
    mercadolibre: { unanswered: Number(mercadolibre.count), oldestUnansweredAt: isoOrNull(mercadolibre.oldest) },
    amazon: { unanswered: Number(amazon.count), oldestUnansweredAt: isoOrNull(amazon.oldest) },
  };
  const waiting = Object.values(byChannel);
  const oldest = waiting
    .map((channel) => channel.oldestUnansweredAt)
    .filter((moment) => moment !== null)
    .sort()[0];
  return { unanswered: waiting.reduce((sum, channel) => sum + channel.unanswered, 0), oldestUnansweredAt: oldest ?? null, byChannel };
}

/**
 * MercadoLibre claims still open, how many are past their nearest deadline, and the nearest deadline
 * to come; Amazon's returns whose units wait for the seller's decision, by the returns declaration's
 * `to_decide` filter, so the count is the one that list shows.
 */
export async function openClaims(database: DatabaseHandle, now: number): Promise<HomeSummary['claims']> {
  const at = new Date(now).toISOString();
  const [row, returns] = await Promise.all([
    database.db
      .selectFrom('mercadolibre_claims')
      .select((eb) => [
        eb.fn.countAll().as('open'),
        eb.fn.sum(eb.case().when('next_due_date', '<', at).then(1).else(0).end()).as('overdue'),
        eb.fn.min(eb.case().when('next_due_date', '>=', at).then(eb.ref('next_due_date')).end()).as('next_due'),
      ])
      .where('status', '=', 'opened')
      .executeTakeFirstOrThrow(),
    database.db
      .selectFrom('amazon_returns')
      .select((eb) => eb.fn.countAll().as('count'))
      .where(declaredFilter(amazonReturns, { to_decide: true }))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    open: Number(row.open),
    overdue: Number(row.overdue ?? 0),
    nextDueAt: isoOrNull(row.next_due),
    amazonReturnsToDecide: Number(returns.count),
  };
}

/** Tasks queued or running now, and those that ended with failures in the last day. */
export async function taskActivity(database: DatabaseHandle, now: number): Promise<HomeSummary['tasks']> {
  const since = new Date(now - homeSummaryLimits.failedTasksHours * 60 * 60 * 1000).toISOString();
  const count = (query: Promise<{ count: string | number | bigint }>) => query.then((row) => Number(row.count));
  const tasks = database.db.selectFrom('tasks').select((eb) => eb.fn.countAll().as('count'));
  const [running, failedLastDay] = await Promise.all([
    count(tasks.where('status', 'in', runningTaskStatuses).executeTakeFirstOrThrow()),
    count(tasks.where('status', 'in', failedTaskStatuses).where('finished_at', '>=', since).executeTakeFirstOrThrow()),
  ]);
  return { running, failedLastDay };
}

/** The signed-in user's notifications not seen yet. */
export async function unseenNotifications(database: DatabaseHandle, userId: number): Promise<number> {
  const row = await database.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('seen', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
