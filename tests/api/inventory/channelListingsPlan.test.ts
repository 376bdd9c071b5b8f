import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelListings } from '../../../resources/inventory/channelListings';
import { ResourceRepository } from '../../../server/crud/repository';
import { planText } from '../../support/analyzedPlan';
import { startTestApp, type TestApp } from '../testApp';

const perMarketplace = 2_000;
let api: TestApp;

beforeAll(async () => {
  api = await startTestApp({ DEMO_DATA: '0' });
  const { db, dialect } = api.context.database;
  const at = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
  for (let start = 0; start < perMarketplace; start += 500) {
    const indexes = Array.from({ length: 500 }, (_, offset) => start + offset);
    await db
      .insertInto('mercadolibre_publications')
      .values(
        indexes.map((index) => ({
          account_id: 1,
          ml_id: `MLM${index}`,
          title: `Publicación ${index}`,
          status: 'published',
          sold_quantity: 0,
          created_at: at(index),
          updated_at: at(index),
        })) as never,
      )
      .execute();
    await db
      .insertInto('amazon_listings')
      .values(
        indexes.map((index) => ({
          account_id: 1,
          sku: `SKU-${index}`,
          product_id: 1,
          product_type: 'PRODUCT',
          status: 'BUYABLE',
          issues: '[]',
          created_at: at(index),
          updated_at: at(index),
        })) as never,
      )
      .execute();
  }
  // The statistics autovacuum gathers on its own; without them PostgreSQL's plan is a guess.
  if (dialect === 'postgres') await db.executeQuery(CompiledQuery.raw('analyze mercadolibre_publications, amazon_listings'));
}, 60_000);
afterAll(() => api?.close());

describe(`a page of every marketplace's publications over ${2 * perMarketplace} rows`, () => {
  it("merges the marketplaces' tables in order through their updated_at indexes, never sorting the whole view", async () => {
    const repository = new ResourceRepository(api.context.database.db, channelListings);
    const plan = await planText(api.context.database, repository.listQueries({ page: 3, size: 25 }).page);
    expect(plan).toContain('ix_mercadolibre_publications_updated_at');
    expect(plan).toContain('ix_amazon_listings_updated_at');
    if (api.context.database.dialect === 'postgres') {
      expect(plan).toContain('Merge Append');
      expect(plan).not.toContain('Seq Scan');
    } else {
      expect(plan).toContain('MERGE (UNION ALL)');
      expect(plan).not.toMatch(/CO-ROUTINE|TEMP B-TREE FOR ORDER BY/);
    }
  });
});
