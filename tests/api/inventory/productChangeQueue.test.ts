import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordProductChanges } from '../../../server/catalogue/stock/stockChangeOutbox';
import { ProductChangeQueue } from '../../../server/inventory/push/productChangeQueue';
import { sleep } from '../mercadolibre/mercadoLibreTestSupport';
import { startTestApp, type TestApp } from '../testApp';

let testApp: TestApp;
let queue: ProductChangeQueue;
beforeAll(async () => {
  testApp = await startTestApp();
  queue = new ProductChangeQueue(testApp.context.database.db);
});
afterAll(() => testApp.close());

const pending = async (productId: number) =>
  testApp.context.database.db.selectFrom('product_changes').selectAll().where('product_id', '=', productId).executeTakeFirst();

describe('the queue of changed products', () => {
  it('keeps one row per product however many changes, and gives it to one process at a time', async () => {
    const db = testApp.context.database.db;
    await Promise.all(Array.from({ length: 20 }, () => db.transaction().execute((trx) => recordProductChanges(trx, [901, 902]))));
    expect(await db.selectFrom('product_changes').select('product_id').where('product_id', 'in', [901, 902]).execute()).toHaveLength(2);
    const [first, second] = await Promise.all([queue.claim('uno', 10_000, 10), queue.claim('dos', 10_000, 10)]);
    const claimed = [...first, ...second].map((change) => change.productId).sort();
    expect(claimed).toEqual([901, 902]);
    for (const change of first) await queue.finish(change, 'uno');
    for (const change of second) await queue.finish(change, 'dos');
    expect(await pending(901)).toBeUndefined();
  });

  it('a change recorded while the product is pushed keeps it for another push', async () => {
    const db = testApp.context.database.db;
    await recordProductChanges(db, [903]);
    const [claimed] = await queue.claim('uno', 10_000, 10);
    await recordProductChanges(db, [903]);
    await queue.finish(claimed, 'uno');
    expect(await pending(903)).toMatchObject({ locked_by: null, attempts: 0 });
    const [again] = await queue.claim('uno', 10_000, 10);
    expect(again.productId).toBe(903);
    await queue.finish(again, 'uno');
    expect(await pending(903)).toBeUndefined();
  });

  it("a process that dies holding a product lets another take it once the lease lapses; the dead one's late finish changes nothing", async () => {
    await recordProductChanges(testApp.context.database.db, [904]);
    const [held] = await queue.claim('muerto', 300, 10);
    expect(held.productId).toBe(904);
    expect(await queue.claim('vivo', 300, 10)).toEqual([]);
    await sleep(350);
    const [taken] = await queue.claim('vivo', 10_000, 10);
    expect(taken.productId).toBe(904);
    await queue.finish(held, 'muerto');
    expect(await pending(904)).toMatchObject({ locked_by: 'vivo' });
    await queue.retryLater(taken, 'vivo', 60_000, 'MercadoLibre no respondió');
    expect(await pending(904)).toMatchObject({ locked_by: null, attempts: 1, error: 'MercadoLibre no respondió' });
    expect(await queue.claim('vivo', 10_000, 10)).toEqual([]);
  });
});
