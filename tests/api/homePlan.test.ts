import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogueFrame } from '../../server/catalogue/demo/catalogueFrame';
import { generateProducts } from '../../server/catalogue/demo/generateProducts';
import { seededRandom } from '../../server/catalogue/demo/random';
import { lowStockQueries } from '../../server/home/stockFigures';
import { planText } from '../support/analyzedPlan';
import { startTestApp, type TestApp } from './testApp';

const products = 5_000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ DEMO_DATA: '0' });
  const db = testApp.context.database.db;
  await generateProducts(db, seededRandom(products), await ensureCatalogueFrame(db), products);
  // The statistics autovacuum gathers on its own; without them PostgreSQL's plan is a guess.
  if (testApp.context.database.dialect === 'postgres') await db.executeQuery(CompiledQuery.raw('analyze products'));
}, 60_000);
afterAll(() => testApp?.close());

/** The plan of a query as the database explains it. */
const planOf = (query: { compile(): CompiledQuery }) => planText(testApp.context.database, query.compile());

describe(`the home page's low-stock figures over ${products} products`, () => {
  it('count and list the products below their alert stock through the partial index, never scanning the table', async () => {
    const queries = lowStockQueries(testApp.context.database);
    for (const query of [queries.count, queries.first]) {
      const plan = await planOf(query);
      expect(plan).toContain('ix_products_stock_alert');
      expect(plan).not.toMatch(/Seq Scan on products|SCAN products(?! USING)/);
    }
  });
});
