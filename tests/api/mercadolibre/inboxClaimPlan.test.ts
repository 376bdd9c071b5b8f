import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InboxRepository } from '../../../server/marketplaces/mercadolibre/inbox/inboxRepository';
import { analyzedPlan, nodesOf, rowsExamined } from '../../support/analyzedPlan';
import { startTestApp, type TestApp } from '../testApp';

const backlog = 20_000;
const topics = ['questions', 'orders_v2', 'payments', 'shipments'];

describe.runIf(process.env.DATABASE_URL)('claiming from a backlog of webhooks on PostgreSQL once the inbox has statistics', () => {
  let testApp: TestApp;
  let inbox: InboxRepository;
  beforeAll(async () => {
    testApp = await startTestApp({ DEMO_DATA: '0' });
    inbox = new InboxRepository(testApp.context.database.db);
    await inbox.add(
      Array.from({ length: backlog }, (_, index) => ({
        userId: 9_000 + (index % 10),
        topic: topics[index % topics.length],
        resource: `/resources/${index}`,
        notificationId: `n-${index}`,
      })),
    );
    // A few groups in hand, as while a burst is being worked off.
    expect(await inbox.claim('processor-a', 60_000, 8)).toHaveLength(8);
    await testApp.context.database.db.executeQuery(CompiledQuery.raw('vacuum analyze mercadolibre_inbox'));
  }, 60_000);
  afterAll(() => testApp?.close());

  it('passes over the groups in hand by reading those rows alone, not the whole backlog, on every claim', async () => {
    const explained = await analyzedPlan(testApp.context.database.db, inbox.dueRows(new Date().toISOString(), 8).compile());
    const nodes = nodesOf(explained.Plan);
    // Each step reads the rows it needs: the 80 oldest due ones and the 8 in hand, never the 20,000 pending.
    expect(Math.max(...nodes.map(rowsExamined))).toBeLessThan(1_000);
  });

  it('still claims the oldest groups not in hand', async () => {
    const claimed = await inbox.claim('processor-b', 60_000, 2);
    expect(claimed.map((group) => group.resource)).toEqual(['/resources/8', '/resources/9']);
  });
});
