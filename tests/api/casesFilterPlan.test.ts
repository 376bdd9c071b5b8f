import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceByName } from '../../resources';
import { ResourceRepository } from '../../server/crud/repository';
import { planText } from '../support/analyzedPlan';
import { startTestApp, type TestApp } from './testApp';

const rows = 5_000;

/**
 * Orders as a seller's history holds them: nearly all marketplace sales, validated and paid, long
 * delivered; the last few still to ship; one in ten an ERP order. Returns mostly closed and decided.
 */
const orderRow = (index: number) => {
  const base = { ref: `PED-${index}`, client_id: 1, status: 'validated', datec: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString() };
  if (index % 10 === 0) return base;
  const shipment_status = index > rows - 50 ? 'ready_to_ship' : 'delivered';
  return { ...base, channel: 'mercadolibre', marketplace_order_id: `M-${index}`, marketplace_status: 'paid', shipment_status, logistic_type: 'cross_docking' };
};
const returnRow = (index: number) => ({
  channel: 'amazon',
  account_id: 1,
  rma_id: `R-${index}`,
  sku: 'SKU',
  order_id: index + 1,
  status: 'Closed',
  restock_decision: index > rows - 20 ? null : 'restock',
});

// PostgreSQL's statistics already read each case through a narrow index and combine them (a bitmap
// OR); the cases' own indexes are SQLite's, which has no statistics to choose by.
describe.runIf(!process.env.DATABASE_URL)(`a cases filter on SQLite over ${rows} rows, most of them sharing its commonest values`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ DEMO_DATA: '0' });
    const { db } = testApp.context.database;
    for (const [table, row] of [
      ['orders', orderRow],
      ['amazon_returns', returnRow],
    ] as const) {
      const values = Array.from({ length: rows }, (_, index) => row(index));
      for (let start = 0; start < rows; start += 500)
        await db
          .insertInto(table as never)
          .values(values.slice(start, start + 500) as never)
          .execute();
    }
  }, 60_000);
  afterAll(() => testApp?.close());

  it.each([
    { resource: 'pedidos', filter: 'to_prepare', indexes: ['ix_orders_status_channel', 'ix_orders_status_marketplace_status_shipment_status'] },
    { resource: 'devoluciones-amazon', filter: 'to_decide', indexes: ['ix_amazon_returns_status_restock_decision'] },
  ])(
    '$resource $filter reads each case through the index of all its fields, not the index of a value most rows hold',
    async ({ resource, filter, indexes }) => {
      const repository = new ResourceRepository(testApp.context.database.db, resourceByName(resource)!);
      const queries = repository.listQueries({ page: 1, size: 25, filter: { [filter]: true } }, repository.pageJson ? 'json' : 'records');
      for (const compiled of [queries.page, queries.total]) {
        const plan = await planText(testApp.context.database, compiled);
        for (const index of indexes) expect(plan).toContain(`USING INDEX ${index} (`);
      }
    },
  );
});
