import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceByName, type ResourceDeclaration } from '../../resources';
import { ResourceRepository } from '../../server/crud/repository';
import { tableOfResource } from '../../server/db/resourceTable';
import { migrateAll } from '../../server/features';
import { analyzedPlan, nodesOf, planText, rowsExamined } from '../support/analyzedPlan';
import { startTestApp, type TestApp } from './testApp';

const rows = 5_000;

const instantOf = (index: number) => new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString();

/**
 * Each screen that lists a resource under a filter it applies (a marketplace's records, the opened
 * claims), the order it opens in, and the rows of its table: nine in ten hold the filter's `common`
 * value (a seller selling mostly on one marketplace, claims mostly closed), the rest its `rare` one,
 * each a screen the same index serves.
 */
const screens = [
  {
    resource: 'pedidos',
    filtered: 'channel',
    common: 'mercadolibre',
    rare: 'amazon',
    sort: 'datec',
    order: 'DESC',
    index: 'ix_orders_channel_datec',
    row: (index: number) => ({ ref: `PED-${index}`, client_id: 1, datec: instantOf(index) }),
  },
  {
    resource: 'pagos-amazon',
    filtered: 'channel',
    common: 'amazon',
    rare: 'linio',
    sort: 'last_event_date',
    order: 'DESC',
    index: 'ix_amazon_payments_channel_last_event_date',
    row: (index: number) => ({ amazon_order_id: `A-${index}`, last_event_date: instantOf(index) }),
  },
  {
    resource: 'devoluciones-amazon',
    filtered: 'channel',
    common: 'amazon',
    rare: 'linio',
    sort: 'return_date',
    order: 'DESC',
    index: 'ix_amazon_returns_channel_return_date',
    row: (index: number) => ({ account_id: 1, rma_id: `R-${index}`, sku: 'SKU', return_date: instantOf(index) }),
  },
  {
    resource: 'preguntas-amazon',
    filtered: 'channel',
    common: 'amazon',
    rare: 'linio',
    sort: 'status',
    order: 'DESC',
    index: 'ix_amazon_buyer_requests_channel_status',
    row: (index: number) => ({
      account_id: 1,
      amazon_order_id: `A-${index}`,
      kind: 'cancel',
      status: ['open', 'answered', 'accepted'][index % 3],
      requested_at: instantOf(index),
    }),
  },
  {
    resource: 'reclamos-mercadolibre',
    filtered: 'status',
    common: 'closed',
    rare: 'opened',
    sort: 'next_due_date',
    order: 'ASC',
    index: 'ix_mercadolibre_claims_status_next_due_date',
    // A closed claim's due dates are behind it: in the order's own index they all come before the opened ones.
    row: (index: number) => ({ ml_id: `C-${index}`, account_id: 1, next_due_date: instantOf(index % 10 === 0 ? rows + index : index) }),
  },
];

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ DEMO_DATA: '0' });
  const { db, dialect } = testApp.context.database;
  for (const screen of screens) {
    const { table } = resourceByName(screen.resource)!;
    const values = Array.from({ length: rows }, (_, index) => ({ ...screen.row(index), [screen.filtered]: index % 10 === 0 ? screen.rare : screen.common }));
    for (let start = 0; start < rows; start += 500)
      await db
        .insertInto(table as never)
        .values(values.slice(start, start + 500) as never)
        .execute();
    // The statistics PostgreSQL's autovacuum gathers on its own; without them its plan is a guess.
    if (dialect === 'postgres') await db.executeQuery(CompiledQuery.raw(`analyze ${table}`));
  }
}, 60_000);
afterAll(() => testApp?.close());

/** A list page as the server reads it, in the form its route answers. */
function pageQuery(resource: ResourceDeclaration, query: Parameters<ResourceRepository['listQueries']>[0]) {
  const repository = new ResourceRepository(testApp.context.database.db, resource);
  return repository.listQueries(query, repository.pageJson ? 'json' : 'records').page;
}

/** On PostgreSQL, the most rows any sort of the statement took in: a page's own, or every row the filter matches. */
async function rowsSorted(compiled: CompiledQuery): Promise<number> {
  const nodes = nodesOf((await analyzedPlan(testApp.context.database.db, compiled)).Plan);
  return Math.max(0, ...nodes.filter((node) => node['Node Type'] === 'Sort').flatMap((node) => (node.Plans ?? []).map(rowsExamined)));
}

describe(`a list in its screen's order under the screen's filter, over ${rows} rows, nine in ten of one value`, () => {
  it.each(screens)('$resource by $sort reads a page of each $filtered in order from an index, without sorting the matching rows', async (screen) => {
    const resource = resourceByName(screen.resource)!;
    const cases = [
      { value: screen.common, pages: [1, 80] },
      { value: screen.rare, pages: [1, 10] },
    ];
    for (const { value, pages } of cases) {
      for (const page of pages) {
        const compiled = pageQuery(resource, { page, size: 25, sort: screen.sort, order: screen.order, filter: { [screen.filtered]: value } });
        const plan = await planText(testApp.context.database, compiled);
        // PostgreSQL may read the common value's page from the order's own index, skipping the few other rows.
        if (value === screen.rare || testApp.context.database.dialect === 'sqlite') expect(plan).toContain(screen.index);
        if (testApp.context.database.dialect === 'postgres') expect(await rowsSorted(compiled)).toBeLessThanOrEqual(25);
      }
    }
  });

  it('makes these indexes at the next start of a database that lacks them', async () => {
    const { database } = testApp.context;
    const names = screens.map((screen) => {
      const declared = tableOfResource(resourceByName(screen.resource)!).indexes!;
      return declared.find((index) => index.name.startsWith(screen.index) && (!index.only || index.only === database.dialect))!.name;
    });
    for (const name of names) await sql`drop index ${sql.ref(name)}`.execute(database.db);
    await migrateAll(database);
    const existing =
      database.dialect === 'postgres'
        ? sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`
        : sql<{ name: string }>`select name from sqlite_master where type = 'index'`;
    const found = new Set((await existing.execute(database.db)).rows.map((row) => row.name));
    expect(names.filter((name) => !found.has(name))).toEqual([]);
  });
});
