import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPath } from '../../../server/marketplaces/mercadolibre/claimRecording';
import { syncClaims } from '../../../server/marketplaces/mercadolibre/inbox/claimSync';
import { InboxProcessor } from '../../../server/marketplaces/mercadolibre/inbox/inboxProcessor';
import { InboxRepository } from '../../../server/marketplaces/mercadolibre/inbox/inboxRepository';
import { syncOrders } from '../../../server/marketplaces/mercadolibre/inbox/orderSync';
import { syncQuestions } from '../../../server/marketplaces/mercadolibre/inbox/questionSync';
import { SyncCursors } from '../../../server/marketplaces/mercadolibre/inbox/syncCursors';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { sellerItem } from './inboxSupport';
import { eventually, type MercadoLibreWorld, startWorldBehindStandIn } from './mercadoLibreTestSupport';

/**
 * The inbox and its catch-up reading what MercadoLibre answers so that it cannot be read, or not at
 * all for a while: a stand-in HTTP server in front of the sandbox forges those answers.
 */
let world: MercadoLibreWorld;
let standIn: Awaited<ReturnType<typeof startWorldBehindStandIn>>['standIn'];
let account: MercadoLibreAccount;
let itemId: string;

beforeAll(async () => {
  ({ world, standIn } = await startWorldBehindStandIn());
  world.sandbox.control.mercadolibre.setRateLimit({ requestsPerSecond: 1000 });
  account = await world.connectSeller('TIENDA_RECLAMOS_RAROS');
  itemId = await sellerItem(world.sandbox, Number(account.user_id));
});
afterAll(async () => {
  await world?.close();
  await standIn?.close();
});

const db = () => world.app.context.database.db;
const inbox = () => new InboxRepository(db());

/** A claim opened on a new sale of the seller, as MercadoLibre has it. */
function openedClaim(): number {
  const sale = world.sandbox.control.mercadolibre.placeOrder({ itemId, quantity: 1 });
  return world.sandbox.control.mercadolibre.openClaim({ orderId: Number(sale.id) }).id;
}

/** A hint that the claim changed, as a webhook (each with its own id) stores it. */
const hinted = (claimId: number, notificationId: string) =>
  inbox().add([{ userId: Number(account.user_id), topic: 'claims', resource: claimPath(claimId), notificationId }]);

/** Runs a processor as the server does (eight tries, quick here) until the resource's rows are no longer pending; answers how they ended. */
async function processed(resource: string) {
  const processor = new InboxProcessor(
    world.app.app.mercadolibre,
    inbox(),
    { pollMs: 20, leaseMs: 5_000, concurrency: 2, maxAttempts: 8, retryBaseMs: 10, retryMaxMs: 10 },
    { warn: () => undefined, error: () => undefined },
  );
  await processor.start();
  try {
    return await eventually(async () => {
      const rows = await db().selectFrom('mercadolibre_inbox').select(['status', 'attempts', 'error']).where('resource', '=', resource).execute();
      return rows.length > 0 && rows.every((row) => row.status !== 'pending') && rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
    }, 20_000);
  } finally {
    await processor.stop();
  }
}

const noticesOf = async (claimId: number) =>
  (await db().selectFrom('notifications').select(['type', 'marketplace', 'message', 'data']).where('resource_id', '=', String(claimId)).execute()).map(
    (row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }),
  );
const claimsStored = (claimId: number) => db().selectFrom('mercadolibre_claims').select('stage').where('ml_id', '=', String(claimId)).execute();

describe('a claim the inbox reads', () => {
  it('ends at once, failed and not tried again, when MercadoLibre answers it so that it cannot be read; the seller is told once', async () => {
    const claimId = openedClaim();
    standIn.answer('GET', new RegExp(`^${claimPath(claimId)}$`), { body: (claim) => ({ ...(claim as object), type: 5 }) }, 20);
    await hinted(claimId, 'primera');
    const said = 'Mercado Libre respondió datos no válidos: un reclamo con type = 5';
    expect(await processed(claimPath(claimId))).toEqual([{ status: 'failed', attempts: 1, error: said }]);
    // MercadoLibre announces the claim again, answered the same: refused again, and not said twice.
    await hinted(claimId, 'segunda');
    expect(await processed(claimPath(claimId))).toEqual([
      { status: 'failed', attempts: 1, error: said },
      { status: 'failed', attempts: 1, error: said },
    ]);
    expect(await claimsStored(claimId)).toEqual([]);
    const notices = await noticesOf(claimId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'order',
      marketplace: 0,
      message: `No se registró el reclamo ${claimId} de Mercado Libre: Mercado Libre respondió datos no válidos (type = 5)`,
      data: {
        sentence: 'mercadolibre_claim_unreadable',
        value: 'type = 5',
        link: `/mercadolibre/devoluciones?filter=${encodeURIComponent(`{"account_id":${account.id}}`)}`,
        account_id: Number(account.id),
      },
    });
  });

  it.each([
    ['answers 503 on every try of a read', { status: 503, body: '{"message":"en mantenimiento"}' }],
    ['answers 429 on every try of a read', { status: 429, headers: { 'retry-after': '0' }, body: '{"message":"demasiadas"}' }],
  ])('is tried again while MercadoLibre %s, and stored once it answers', async (_, answer) => {
    const claimId = openedClaim();
    // As many as the connector tries one read: the inbox's first try fails, its second reads the claim.
    standIn.answer('GET', new RegExp(`^${claimPath(claimId)}$`), answer, 4);
    await hinted(claimId, 'unica');
    expect(await processed(claimPath(claimId))).toMatchObject([{ status: 'done', attempts: 2 }]);
    expect(await claimsStored(claimId)).toEqual([{ stage: 'claim' }]);
    expect(await noticesOf(claimId)).toMatchObject([{ data: { sentence: 'claim_opened' } }]);
  });
});

describe('an order search the catch-up reads', () => {
  it('feeds the orders of a page past entries that are no order and payments that are none, and moves the cursor by them', async () => {
    const seller = await world.connectSeller();
    const item = await sellerItem(world.sandbox, Number(seller.user_id));
    const [first, second] = [1, 2].map(() => world.sandbox.control.mercadolibre.placeOrder({ itemId: item, quantity: 1 }));
    standIn.answer('GET', /^\/orders\/search$/, {
      body: (page) => {
        const { results, ...rest } = page as { results: Array<Record<string, unknown>> };
        const [one, two] = results;
        return {
          ...rest,
          results: [
            null,
            7,
            { id: 'ninguno' },
            { ...one, payments: 'ninguno', shipping: 'aquí' },
            { ...two, payments: [null, ...(two!.payments as unknown[])] },
          ],
        };
      },
    });
    const fed = await syncOrders(world.app.app.mercadolibre, inbox(), Number(seller.id));
    expect(fed).toEqual({ orders: 2, cursor: new Date(String(second!.last_updated)).toISOString() });
    const hints = await db().selectFrom('mercadolibre_inbox').select(['topic', 'resource']).where('user_id', '=', Number(seller.user_id)).execute();
    const resourcesOf = (topic: string) => hints.filter((hint) => hint.topic === topic).map((hint) => hint.resource);
    expect(resourcesOf('orders_v2').sort()).toEqual([`/orders/${first!.id}`, `/orders/${second!.id}`].sort());
    expect(resourcesOf('payments')).toEqual((second!.payments as Array<{ id: number }>).map((payment) => `/collections/${payment.id}`));
    // Read later, once a processor runs, these hints would spend the answers another test forges.
    await db().deleteFrom('mercadolibre_inbox').where('user_id', '=', Number(seller.user_id)).execute();
  });
});

/** Each search the catch-up reads a page at a time: what its page lists, where it leads, and a record it would feed. */
const searches = [
  {
    search: 'orders',
    path: /^\/orders\/search$/,
    list: 'results',
    sync: syncOrders,
    type: 'order',
    words: 'ventas',
    listed: (accountId: number) => `/mercadolibre/ventas?filter=${encodeURIComponent(JSON.stringify({ channel_account_id: accountId }))}`,
    topic: 'orders_v2',
    waiting: (item: string) => `/orders/${world.sandbox.control.mercadolibre.placeOrder({ itemId: item, quantity: 1 }).id}`,
  },
  {
    search: 'claims',
    path: /^\/post-purchase\/v1\/claims\/search$/,
    list: 'data',
    sync: syncClaims,
    type: 'order',
    words: 'reclamos',
    listed: (accountId: number) => `/mercadolibre/devoluciones?filter=${encodeURIComponent(JSON.stringify({ account_id: accountId }))}`,
    topic: 'claims',
    waiting: (item: string) => {
      const sale = world.sandbox.control.mercadolibre.placeOrder({ itemId: item, quantity: 1 });
      return claimPath(world.sandbox.control.mercadolibre.openClaim({ orderId: Number(sale.id) }).id);
    },
  },
  {
    search: 'questions',
    path: /^\/questions\/search$/,
    list: 'questions',
    sync: syncQuestions,
    type: 'question',
    words: 'preguntas',
    listed: (accountId: number) => `/mercadolibre/preguntas?filter=${encodeURIComponent(JSON.stringify({ account_id: accountId }))}`,
    topic: 'questions',
    waiting: (item: string) => `/questions/${world.sandbox.control.mercadolibre.createQuestion({ itemId: item, text: '¿Hay stock?' }).id}`,
  },
] as const;

describe.each(searches)('a page of the $search search the catch-up cannot read', ({ search, path, list, sync, type, words, listed, topic, waiting }) => {
  it.each([
    [`${list} = "ninguno"`, (page: unknown) => ({ ...(page as object), [list]: 'ninguno' })],
    ['"en mantenimiento"', () => 'en mantenimiento'],
  ])('is refused rather than read as the end: %s leaves the cursor, and the seller is told once', async (value, change) => {
    const seller = await world.connectSeller();
    const resource = waiting(await sellerItem(world.sandbox, Number(seller.user_id)));
    const cursorOf = () => new SyncCursors(db()).get(Number(seller.id), search);
    const before = await cursorOf();
    standIn.answer('GET', path, { body: change }, 2);
    const said = `Mercado Libre respondió datos no válidos: una página de ${words} trae ${value}`;
    // Answered the same on the next round: refused again, and not said twice.
    for (const round of [1, 2]) {
      await expect(sync(world.app.app.mercadolibre, inbox(), Number(seller.id)), `round ${round}`).rejects.toThrow(said);
      expect(await cursorOf()).toBe(before);
    }
    const notices = await db()
      .selectFrom('notifications')
      .select(['type', 'marketplace', 'resource_id', 'message', 'data'])
      .where('resource_id', '=', String(seller.id))
      .where('marketplace', '=', 0)
      .execute();
    expect(notices.map((notice) => ({ ...notice, data: JSON.parse(notice.data) as unknown }))).toEqual([
      {
        type,
        marketplace: 0,
        resource_id: String(seller.id),
        message: `Una página de ${words} de Mercado Libre no se registró: Mercado Libre respondió datos no válidos (${value})`,
        data: { sentence: `mercadolibre_${search}_page_unreadable`, value, account_id: Number(seller.id), link: listed(Number(seller.id)) },
      },
    ]);
    // Once MercadoLibre answers the page, the round reads it from the same cursor: the record is fed.
    await sync(world.app.app.mercadolibre, inbox(), Number(seller.id));
    const hints = await db()
      .selectFrom('mercadolibre_inbox')
      .select('resource')
      .where('user_id', '=', Number(seller.user_id))
      .where('topic', '=', topic)
      .execute();
    expect(hints).toContainEqual({ resource });
    // Read later, once a processor runs, these hints would spend the answers another test forges.
    await db().deleteFrom('mercadolibre_inbox').where('user_id', '=', Number(seller.user_id)).execute();
  });
});

describe('a question the catch-up feeds', () => {
  it.each([
    ['text = 5', { text: 5 }],
    ['item_id = ["MLM1"]', { item_id: ['MLM1'] }],
    ['status = 3', { status: 3 }],
    ['answer = "sí"', { answer: 'sí' }],
    ['answer.text = {"es":"sí"}', { status: 'ANSWERED', answer: { text: { es: 'sí' }, date_created: '2026-01-05T10:00:00.000Z' } }],
  ])('refuses a question with %s, saying so and storing nothing, and stores the others of the sync', async (said, change) => {
    const seller = await world.connectSeller();
    const item = await sellerItem(world.sandbox, Number(seller.user_id));
    const [unreadable, readable] = ['¿Tiene garantía?', '¿Hay stock?'].map((text) => world.sandbox.control.mercadolibre.createQuestion({ itemId: item, text }));
    standIn.answer('GET', new RegExp(`^/questions/${unreadable!.id}$`), { body: (question) => ({ ...(question as object), ...change }) }, 20);
    expect(await syncQuestions(world.app.app.mercadolibre, inbox(), Number(seller.id))).toMatchObject({ questions: 2 });
    expect(await processed(`/questions/${unreadable!.id}`)).toEqual([
      { status: 'failed', attempts: 1, error: `Mercado Libre respondió datos no válidos: una pregunta con ${said}` },
    ]);
    expect(await processed(`/questions/${readable!.id}`)).toMatchObject([{ status: 'done' }]);
    const storedOf = (id: unknown) => db().selectFrom('mercadolibre_questions').select('text').where('ml_id', '=', String(id)).execute();
    expect(await storedOf(unreadable!.id)).toEqual([]);
    expect(await storedOf(readable!.id)).toEqual([{ text: '¿Hay stock?' }]);
  });
});
