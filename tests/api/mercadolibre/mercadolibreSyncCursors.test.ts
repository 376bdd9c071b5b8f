import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncClaims } from '../../../server/marketplaces/mercadolibre/inbox/claimSync';
import { InboxRepository } from '../../../server/marketplaces/mercadolibre/inbox/inboxRepository';
import { syncOrders } from '../../../server/marketplaces/mercadolibre/inbox/orderSync';
import { syncQuestions } from '../../../server/marketplaces/mercadolibre/inbox/questionSync';
import { SyncCursors } from '../../../server/marketplaces/mercadolibre/inbox/syncCursors';
import type { MercadoLibreFeature } from '../../../server/marketplaces/mercadolibre/mercadoLibreFeature';
import { type MercadoLibreWorld, startWorldBehindStandIn } from './mercadoLibreTestSupport';

/**
 * Each account's sync cursors only move forward: a round that ends after a quicker one (a slow
 * answer, another process) leaves the quicker one's later cursor, so the next round does not read
 * again what was already fed. A stand-in in front of the sandbox holds a search's answer while the
 * quicker round moves the cursor.
 */
let world: MercadoLibreWorld;
let standIn: Awaited<ReturnType<typeof startWorldBehindStandIn>>['standIn'];

beforeAll(async () => {
  ({ world, standIn } = await startWorldBehindStandIn());
});
afterAll(async () => {
  await world?.close();
  await standIn?.close();
});

const cursors = () => new SyncCursors(world.app.context.database.db);
const dayMs = 86_400_000;

describe("an account's sync cursors", () => {
  it('move forward, and an earlier cursor set after a later one changes nothing', async () => {
    const accountId = Number((await world.connectSeller()).id);
    const [earlier, later] = [new Date(Date.now() - dayMs).toISOString(), new Date(Date.now() + dayMs).toISOString()];
    await cursors().set(accountId, 'orders', earlier);
    await cursors().set(accountId, 'orders', later);
    expect(await cursors().get(accountId, 'orders')).toBe(later);
    await cursors().set(accountId, 'orders', earlier);
    expect(await cursors().get(accountId, 'orders')).toBe(later);
    // Each kind keeps its own cursor.
    await cursors().set(accountId, 'claims', earlier);
    expect(await cursors().get(accountId, 'claims')).toBe(earlier);
  });

  type Sync = (feature: MercadoLibreFeature, inbox: InboxRepository, accountId: number) => Promise<{ cursor: string }>;
  const searches: Record<'orders' | 'claims' | 'questions', { path: RegExp; sync: Sync }> = {
    orders: { path: /^\/orders\/search$/, sync: syncOrders },
    claims: { path: /^\/post-purchase\/v1\/claims\/search$/, sync: syncClaims },
    questions: { path: /^\/questions\/search$/, sync: syncQuestions },
  };

  it.each(Object.keys(searches) as Array<keyof typeof searches>)(
    "the %s sync, ending after a quicker one, leaves the quicker one's later cursor",
    async (kind) => {
      const accountId = Number((await world.connectSeller()).id);
      const later = new Date(Date.now() + dayMs).toISOString();
      const { path, sync } = searches[kind];
      standIn.answer('GET', path, {
        body: async (page) => {
          await cursors().set(accountId, kind, later);
          return page;
        },
      });
      const round = await sync(world.app.app.mercadolibre, new InboxRepository(world.app.context.database.db), accountId);
      expect(round.cursor < later).toBe(true);
      expect(await cursors().get(accountId, kind)).toBe(later);
    },
  );
});
