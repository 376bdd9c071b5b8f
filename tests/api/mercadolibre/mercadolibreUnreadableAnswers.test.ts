import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InboxRepository } from '../../../server/marketplaces/mercadolibre/inbox/inboxRepository';
import { syncOrders } from '../../../server/marketplaces/mercadolibre/inbox/orderSync';
import { claimPath, refreshClaim } from '../../../server/marketplaces/mercadolibre/claimRecording';
import { syncClaims } from '../../../server/marketplaces/mercadolibre/inbox/claimSync';
import { syncQuestions } from '../../../server/marketplaces/mercadolibre/inbox/questionSync';
import { InboxProcessor } from '../../../server/marketplaces/mercadolibre/inbox/inboxProcessor';
import { recordSaleOfOrderId } from '../../../server/marketplaces/mercadolibre/orderSales';
import { MarketplaceAnswerError } from '../../../server/marketplaces/shared/marketplaceAnswer';
import { sellerItem } from './inboxSupport';
import { eventually, type MercadoLibreWorld, mlApp, startWorldBehindStandIn } from './mercadoLibreTestSupport';

/**
 * MercadoLibre answering what our records cannot hold, through the connector: a stand-in HTTP server
 * in front of the sandbox changes the answers the sandbox never gives.
 */
let world: MercadoLibreWorld;
let standIn: Awaited<ReturnType<typeof startWorldBehindStandIn>>['standIn'];
const base = '/api/mercadolibre/publications/';
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => world.app.call({ method, url: `${base}${url}`, payload });

beforeAll(async () => {
  ({ world, standIn } = await startWorldBehindStandIn());
  // A forged answer goes to the first request it matches, even a refused one (a 429) the connector tries again
  // unforged: the sandbox's rate limit, tried elsewhere, is lifted here.
  world.sandbox.control.mercadolibre.setRateLimit({ requestsPerSecond: 1000 });
  await world.connectSeller('TIENDA_RESPUESTAS_RARAS');
});
afterAll(async () => {
  await world?.close();
  await standIn?.close();
});

const db = () => world.app.context.database.db;
/** The questions a catch-up fed to the inbox for the seller, by their resource. */
const questionsFedOf = async (userId: number | string) =>
  (
    await db()
      .selectFrom('mercadolibre_inbox')
      .select('resource')
      .where('topic', '=', 'questions')
      .where('notification_id', 'like', 'sync:%')
      .where('user_id', '=', Number(userId))
      .execute()
  ).map((row) => row.resource);

/** How the inbox's rows of each resource ended, once a processor (one attempt each) has read them. */
async function processedOutcomes(inbox: InboxRepository, resources: string[]) {
  const processor = new InboxProcessor(
    world.app.app.mercadolibre,
    inbox,
    { pollMs: 20, leaseMs: 5_000, concurrency: 2, maxAttempts: 1, retryBaseMs: 10, retryMaxMs: 10 },
    { warn: () => undefined, error: () => undefined },
  );
  await processor.start();
  try {
    const outcomeOf = async (resource: string) => {
      const rows = await db().selectFrom('mercadolibre_inbox').select(['status', 'error']).where('resource', '=', resource).execute();
      return rows.length > 0 && rows.every((row) => row.status !== 'pending') && rows;
    };
    return await Promise.all(resources.map((resource) => eventually(() => outcomeOf(resource))));
  } finally {
    await processor.stop();
  }
}
/** A product published on MercadoLibre; our record of it removed, so importing it reads the item afresh. */
async function publishedAndForgotten(): Promise<{ productId: number; mlId: string }> {
  const [productId] = await world.createProducts(1);
  const validated = await call('POST', 'validate', { productId: productId! });
  const published = await call('GET', `${validated.json().publication.id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  expect((await call('DELETE', `${published.json().id}`)).statusCode).toBe(204);
  return { productId: productId!, mlId: published.json().ml_id };
}
const storedOf = (mlId: string) => db().selectFrom('mercadolibre_publications').selectAll().where('ml_id', '=', mlId).execute();
const itemPath = (mlId: string) => new RegExp(`^/items/${mlId}$`);
/** An answer that cannot be read: the Spanish message says why, its sentence names no Spanish phrase of ours. */
const unreachable = (reason: string) => ({
  error: 'marketplace_unreachable',
  message: `Mercado Libre no respondió: ${reason}`,
  detail: { key: 'marketplace_invalid_answer', params: { marketplace: 'Mercado Libre' } },
});

describe('an item MercadoLibre answers, imported', () => {
  it.each([
    ['available_quantity', -3, 'available_quantity = -3'],
    ['available_quantity', 2.5, 'available_quantity = 2.5'],
    ['available_quantity', 'NaN', 'available_quantity = "NaN"'],
    ['sold_quantity', null, 'sold_quantity = null'],
    ['price', 'gratis', 'price = "gratis"'],
    ['attributes', 'ninguno', 'attributes = "ninguno"'],
  ])('refuses %s = %j with 502 saying so, and stores nothing', async (field, value, said) => {
    const { mlId } = await publishedAndForgotten();
    standIn.answer('GET', itemPath(mlId), { body: (item) => ({ ...(item as object), [field]: value }) });
    const answer = await call('POST', `import?id=${mlId}`);
    expect(answer.statusCode, answer.body).toBe(502);
    expect(answer.json()).toEqual({
      error: 'marketplace_invalid_answer',
      message: `Mercado Libre respondió datos no válidos: un artículo con ${said}`,
      detail: { key: 'marketplace_invalid_value', params: { marketplace: 'Mercado Libre', record: 'item', value: said } },
    });
    expect(await storedOf(mlId)).toEqual([]);
  });

  it.each([
    ['a list', (item: unknown) => [item]],
    ['null', () => null],
  ])('refuses an item that is %s with 502, storing nothing', async (_, body) => {
    const { mlId } = await publishedAndForgotten();
    standIn.answer('GET', itemPath(mlId), { body });
    const answer = await call('POST', `import?id=${mlId}`);
    expect(answer.statusCode, answer.body).toBe(502);
    expect(answer.json()).toEqual({
      error: 'marketplace_invalid_answer',
      message: 'Mercado Libre respondió datos no válidos: un artículo que no es un objeto',
      detail: { key: 'marketplace_invalid_record', params: { marketplace: 'Mercado Libre', record: 'item' } },
    });
    expect(await storedOf(mlId)).toEqual([]);
  });

  it('answers 502 to an HTML page with status 200 (a proxy or maintenance page), and reads the item when the next try answers JSON', async () => {
    const { mlId } = await publishedAndForgotten();
    standIn.answer('GET', itemPath(mlId), { headers: { 'content-type': 'text/html' }, body: '<html><body>Estamos en mantenimiento</body></html>' }, 10);
    const down = await call('POST', `import?id=${mlId}`);
    expect(down.statusCode, down.body).toBe(502);
    expect(down.json()).toEqual(unreachable('su respuesta no es JSON'));
    expect(await storedOf(mlId)).toEqual([]);
    standIn.clear();
    standIn.answer('GET', itemPath(mlId), { headers: { 'content-type': 'text/html' }, body: '<html>un momento</html>' });
    const again = await call('POST', `import?id=${mlId}`);
    expect(again.statusCode, again.body).toBe(201);
  });

  it('answers 502 to an enormous body (40 MB) without reading it all, storing nothing', async () => {
    const { mlId } = await publishedAndForgotten();
    standIn.answer('GET', itemPath(mlId), { body: `{"id":"${mlId}","title":"${'x'.repeat(40 * 1024 * 1024)}"}` }, 4);
    const answer = await call('POST', `import?id=${mlId}`);
    expect(answer.statusCode, answer.body).toBe(502);
    expect(answer.json()).toEqual(unreachable('su respuesta pasa de 32 MB'));
    expect(await storedOf(mlId)).toEqual([]);
  });

  it('tries again when the body stops coming before the timeout (headers sent), instead of answering 500', async () => {
    const { mlId } = await publishedAndForgotten();
    standIn.answer('GET', itemPath(mlId), { stall: true });
    const answer = await call('POST', `import?id=${mlId}`);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await storedOf(mlId)).toHaveLength(1);
  });

  it('keeps counts beyond 2,147,483,647 at that limit, and texts within their columns without NUL characters', async () => {
    const { mlId } = await publishedAndForgotten();
    standIn.answer('GET', itemPath(mlId), {
      body: (item) => ({ ...(item as object), available_quantity: 3_000_000_000, sold_quantity: 1e308, title: `Cafe\u0000tera ${'x'.repeat(5_000)}` }),
    });
    const answer = await call('POST', `import?id=${mlId}`);
    expect(answer.statusCode, answer.body).toBe(201);
    const [stored] = await storedOf(mlId);
    expect(stored).toMatchObject({ available_quantity: 2_147_483_647, sold_quantity: 2_147_483_647 });
    expect(stored!.title).toBe(`Cafetera ${'x'.repeat(51)}`);
  });
});

describe('a sale MercadoLibre answers, recorded', () => {
  const stockOf = async (productId: number) =>
    Number((await db().selectFrom('products').select('stock').where('rowid', '=', productId).executeTakeFirstOrThrow()).stock);
  const ordersOf = (orderId: string) => db().selectFrom('orders').selectAll().where('marketplace_order_id', '=', orderId).execute();
  async function record(orderId: string) {
    const feature = world.app.app.mercadolibre;
    const [account] = await feature.accounts.list();
    return recordSaleOfOrderId(feature, account!, orderId);
  }
  async function soldTwo() {
    const { productId, mlId } = await publishedAndForgotten();
    await call('POST', `import?id=${mlId}`);
    // Its 12 units in a warehouse, for the sale to take.
    const now = new Date().toISOString();
    const warehouse =
      (await db().selectFrom('warehouses').select('rowid').orderBy('rowid').executeTakeFirst()) ??
      (await db().insertInto('warehouses').values({ label: 'Principal', datec: now, tms: now }).returning('rowid').executeTakeFirstOrThrow());
    await db()
      .insertInto('product_stock')
      .values({ product_id: productId, warehouse_id: Number(warehouse.rowid), quantity: 12, tms: now })
      .execute();
    const order = world.sandbox.control.mercadolibre.placeOrder({ itemId: mlId, quantity: 2 });
    return { productId, orderId: String(order.id) };
  }
  const withLine = (change: Record<string, unknown>) => (order: unknown) => {
    const { order_items: lines, ...rest } = order as { order_items: Array<Record<string, unknown>> };
    return { ...rest, order_items: lines.map((line) => ({ ...line, ...change })) };
  };

  it.each([
    [{ quantity: 1.5 }, 'quantity = 1.5'],
    [{ quantity: -2 }, 'quantity = -2'],
    [{ quantity: 3_000_000_000 }, 'quantity = 3000000000'],
    [{ quantity: 'dos' }, 'quantity = "dos"'],
    [{ unit_price: 'NaN' }, 'unit_price = "NaN"'],
  ])('refuses an order whose line has %j, saying so, recording nothing and leaving the stock', async (change, said) => {
    const { productId, orderId } = await soldTwo();
    standIn.answer('GET', new RegExp(`^/orders/${orderId}$`), { body: withLine(change) });
    const refused = record(orderId);
    await expect(refused).rejects.toThrow(`Mercado Libre respondió datos no válidos: la orden ${orderId} trae ${said}`);
    await expect(refused).rejects.toMatchObject({
      detail: { key: 'marketplace_invalid_content', params: { marketplace: 'Mercado Libre', record: 'numbered_order', id: orderId, value: said } },
    });
    expect(await ordersOf(orderId)).toEqual([]);
    expect(await stockOf(productId)).toBe(12);
    // Answered right, the same sale is recorded once.
    await record(orderId);
    expect(await ordersOf(orderId)).toMatchObject([{ stock_state: 'taken' }]);
    expect(await stockOf(productId)).toBe(10);
  });

  it('records a sale whose buyer and title carry NUL characters, without them', async () => {
    const { productId, orderId } = await soldTwo();
    standIn.answer('GET', new RegExp(`^/orders/${orderId}$`), {
      body: (order) => {
        const changed = withLine({})(order) as { buyer: Record<string, unknown>; order_items: Array<{ item: Record<string, unknown> }> };
        changed.buyer = { ...changed.buyer, first_name: 'Ana\u0000', last_name: 'López', nickname: 'ANA\u0000LOPEZ' };
        changed.order_items[0]!.item = { ...changed.order_items[0]!.item, title: 'Cafe\u0000tera' };
        return changed;
      },
    });
    await record(orderId);
    const [recorded] = await ordersOf(orderId);
    expect(recorded).toMatchObject({ stock_state: 'taken', buyer_nickname: 'ANALOPEZ' });
    expect(await stockOf(productId)).toBe(10);
    const client = await db().selectFrom('clients').select('name').where('rowid', '=', recorded!.client_id).executeTakeFirstOrThrow();
    expect(client.name).toBe('Ana López');
    expect(await db().selectFrom('order_lines').select('title').where('order_id', '=', recorded!.rowid).execute()).toEqual([{ title: 'Cafetera' }]);
  });
});

describe('an order search MercadoLibre answers', () => {
  it('feeds the orders of a search where one has a last_updated that is no date, and moves its cursor by the others', async () => {
    // The seller every item of this file is published for: its first search reads its orders since it was connected.
    const [account] = await world.app.app.mercadolibre.accounts.list();
    const item = (await publishedAndForgotten()).mlId;
    const orders = [1, 2].map(() => world.sandbox.control.mercadolibre.placeOrder({ itemId: item, quantity: 1 }));
    standIn.answer('GET', /^\/orders\/search$/, {
      body: (page) => {
        const { results, ...rest } = page as { results: Array<Record<string, unknown>> };
        return { ...rest, results: results.map((order, index) => (index === 0 ? { ...order, last_updated: 'pronto' } : order)) };
      },
    });
    const fed = await syncOrders(world.app.app.mercadolibre, new InboxRepository(db()), Number(account!.id));
    expect(fed.orders).toBeGreaterThanOrEqual(orders.length);
    expect(fed.cursor).toBe(new Date(String(orders[1]!.last_updated)).toISOString());
  });
});

describe('a claim MercadoLibre answers', () => {
  /** A claim opened on a sale of the seller every item of this file is published for. */
  async function openedClaim() {
    const [account] = await world.app.app.mercadolibre.accounts.list();
    const { mlId } = await publishedAndForgotten();
    const sale = world.sandbox.control.mercadolibre.placeOrder({ itemId: mlId, quantity: 1 });
    return { account: account!, opened: world.sandbox.control.mercadolibre.openClaim({ orderId: Number(sale.id) }) };
  }
  const claimsStored = (mlId: string) => db().selectFrom('mercadolibre_claims').selectAll().where('ml_id', '=', mlId).execute();
  const claimAt = (id: number) => new RegExp(`^/post-purchase/v1/claims/${id}$`);
  const withOurActions = (actions: unknown) => (claim: unknown) => {
    const { players, ...rest } = claim as { players: Array<Record<string, unknown>> };
    return { ...rest, players: players.map((player) => (player.role === 'respondent' ? { ...player, available_actions: actions } : player)) };
  };

  it.each([
    ['type = 5', (claim: unknown) => ({ ...(claim as object), type: 5 })],
    ['reason_id = {"code":"PDD"}', (claim: unknown) => ({ ...(claim as object), reason_id: { code: 'PDD' } })],
    ['id = null', (claim: unknown) => ({ ...(claim as object), id: null })],
    ['players = "nadie"', (claim: unknown) => ({ ...(claim as object), players: 'nadie' })],
    ['resolution = "cerrado"', (claim: unknown) => ({ ...(claim as object), resolution: 'cerrado' })],
    ['players[1].available_actions[0].action = 7', withOurActions([{ action: 7, mandatory: true }])],
  ])('refuses a claim with %s with 502 saying so, storing nothing', async (said, body) => {
    const { account, opened } = await openedClaim();
    standIn.answer('GET', claimAt(opened.id), { body });
    const refused = refreshClaim(world.app.app.mercadolibre, account, String(opened.id));
    await expect(refused).rejects.toMatchObject({ status: 502, code: 'marketplace_invalid_answer' });
    await expect(refused).rejects.toThrow(`Mercado Libre respondió datos no válidos: un reclamo con ${said}`);
    expect(await claimsStored(String(opened.id))).toEqual([]);
  });

  it('refuses a claim whose return has a shipping status that is no text, storing nothing of the claim', async () => {
    const { account, opened } = await openedClaim();
    standIn.answer('GET', claimAt(opened.id), { body: (claim) => ({ ...(claim as object), related_entities: ['return'] }) });
    standIn.answer('GET', new RegExp(`^/post-purchase/v2/claims/${opened.id}/returns$`), {
      status: 200,
      body: () => ({ id: 9_001, claim_id: opened.id, status: 'shipped', shipping: { status: ['shipped'], tracking_number: null } }),
    });
    await expect(refreshClaim(world.app.app.mercadolibre, account, String(opened.id))).rejects.toThrow(
      'Mercado Libre respondió datos no válidos: una devolución con shipping.status = ["shipped"]',
    );
    expect(await claimsStored(String(opened.id))).toEqual([]);
  });

  it('feeds every claim of a sync: one that cannot be read is refused saying why, the others are stored', async () => {
    const feature = world.app.app.mercadolibre;
    const { account, opened: unreadable } = await openedClaim();
    const { opened: readable } = await openedClaim();
    standIn.answer('GET', claimAt(unreadable.id), { body: (claim) => ({ ...(claim as object), type: 5 }) });
    // The search lists, before them, entries with no id to read them again by: passed over.
    standIn.answer('GET', /^\/post-purchase\/v1\/claims\/search$/, {
      body: (page) => ({ ...(page as object), data: [null, { id: '../orders' }, ...(page as { data: unknown[] }).data] }),
    });
    const inbox = new InboxRepository(db());
    const fed = await syncClaims(feature, inbox, Number(account.id));
    expect(fed.claims).toBeGreaterThanOrEqual(2);
    const [unreadableOutcome, readableOutcome] = await processedOutcomes(inbox, [claimPath(unreadable.id), claimPath(readable.id)]);
    expect(unreadableOutcome).toEqual([{ status: 'failed', error: 'Mercado Libre respondió datos no válidos: un reclamo con type = 5' }]);
    expect(readableOutcome).toMatchObject([{ status: 'done' }]);
    expect(await claimsStored(String(unreadable.id))).toEqual([]);
    expect(await claimsStored(String(readable.id))).toMatchObject([{ stage: 'claim', status: 'opened' }]);
  });

  it('stores a claim whose dates are no dates without them, instead of failing on every read', async () => {
    const { account, opened } = await openedClaim();
    standIn.answer('GET', new RegExp(`^/post-purchase/v1/claims/${opened.id}$`), {
      body: (claim) => ({ ...(claim as object), date_created: 'hoy', last_updated: 'hoy' }),
    });
    const stored = await refreshClaim(world.app.app.mercadolibre, account, String(opened.id));
    expect(stored).toMatchObject({ ml_id: String(opened.id), date_created: null });
  });
});

describe('a token renewal MercadoLibre answers', () => {
  it.each([
    ['without a refresh token', (tokens: unknown) => ({ ...(tokens as object), refresh_token: null })],
    ['without an access token', (tokens: unknown) => ({ ...(tokens as object), access_token: '' })],
    ['with a lifetime that is no number', (tokens: unknown) => ({ ...(tokens as object), expires_in: 'pronto' })],
    ['empty', () => ({})],
  ])('answers 502 saying why to a renewal %s, and the account keeps the tokens it had', async (_, body) => {
    const account = await world.connectSeller();
    const feature = world.app.app.mercadolibre;
    const before = feature.accounts.tokensOf((await feature.accounts.get(account.id))!);
    world.sandbox.control.mercadolibre.advanceClock(6 * 3600 + 60);
    standIn.answer('POST', /^\/oauth\/token$/, { body });
    const answer = await world.app.call({ method: 'GET', url: `/api/mercadolibre/credentials/${account.id}/user_info` });
    expect(answer.statusCode, answer.body).toBe(502);
    expect(answer.json()).toEqual(unreachable('su respuesta no trae access_token, refresh_token y expires_in válidos'));
    const row = (await feature.accounts.get(account.id))!;
    expect(row.status).toBe('connected');
    expect(feature.accounts.tokensOf(row)).toEqual(before);
  });
});

describe('a question MercadoLibre answers', () => {
  it("feeds the questions' catch-up past a question whose date is no date, on that page and the next, and moves the cursor by the others", async () => {
    const account = await world.connectSeller();
    const itemId = await sellerItem(world.sandbox, Number(account.user_id));
    // One more than a page of the search (50), so that the catch-up reads a second page.
    const asked = Array.from({ length: 51 }, (_, index) => world.sandbox.control.mercadolibre.createQuestion({ itemId, text: `¿Pregunta ${index}?` }));
    standIn.answer('GET', /^\/questions\/search$/, {
      body: (page) => {
        const { questions, ...rest } = page as { questions: Array<Record<string, unknown>> };
        return { ...rest, questions: questions.map((question, index) => (index === 1 ? { ...question, date_created: 'ayer' } : question)) };
      },
    });
    const fed = await syncQuestions(world.app.app.mercadolibre, new InboxRepository(db()), Number(account.id));
    const hinted = await questionsFedOf(account.user_id);
    expect(new Set(hinted)).toEqual(new Set(asked.map((question) => `/questions/${question.id}`)));
    const newest = asked
      .map((question) => new Date(String(question.date_created)).toISOString())
      .sort()
      .at(-1);
    expect(fed.cursor).toBe(newest);
  });

  it("feeds the questions' catch-up past entries of the search that are no question, on that page and the next", async () => {
    const account = await world.connectSeller();
    const itemId = await sellerItem(world.sandbox, Number(account.user_id));
    // One more than a page of the search (50), so that the catch-up reads a second page.
    const asked = Array.from({ length: 51 }, (_, index) => world.sandbox.control.mercadolibre.createQuestion({ itemId, text: `¿Pregunta ${index}?` }));
    const unreadable = [null, 7, 'pregunta', [], { text: '¿Sin id?' }];
    // Both pages of the new questions, and the first of those still unanswered, each with the entries no question is read from.
    standIn.answer(
      'GET',
      /^\/questions\/search$/,
      {
        body: (page) => {
          const { questions, ...rest } = page as { questions: unknown[] };
          return { ...rest, questions: [unreadable[0], ...questions.slice(0, 1), ...unreadable.slice(1), ...questions.slice(1)] };
        },
      },
      3,
    );
    const fed = await syncQuestions(world.app.app.mercadolibre, new InboxRepository(db()), Number(account.id));
    const hinted = await questionsFedOf(account.user_id);
    expect(hinted.sort()).toEqual(asked.map((question) => `/questions/${question.id}`).sort());
    expect(fed).toEqual({
      questions: asked.length,
      cursor: asked
        .map((question) => new Date(String(question.date_created)).toISOString())
        .sort()
        .at(-1),
    });
    // Read later, once the loops run, these hints would spend the answers another test forges for its question.
    await db().deleteFrom('mercadolibre_inbox').where('user_id', '=', Number(account.user_id)).execute();
  });

  it.each([
    ['questions that are no list', { questions: 'ninguna' }, 'una página de preguntas trae questions = "ninguna"'],
    ['questions that are one question', { questions: { id: 1 } }, 'una página de preguntas trae questions = {"id":1}'],
    ['no object', null, 'una página de preguntas trae null'],
  ])("refuses a question search with %s, saying so, and keeps the questions' cursor", async (_, body, said) => {
    const account = await world.connectSeller();
    standIn.answer('GET', /^\/questions\/search$/, { body: () => body });
    const round = syncQuestions(world.app.app.mercadolibre, new InboxRepository(db()), Number(account.id));
    await expect(round).rejects.toThrow(MarketplaceAnswerError);
    await expect(round).rejects.toThrow(`Mercado Libre respondió datos no válidos: ${said}`);
    const cursor = await db().selectFrom('mercadolibre_sync_cursors').select('cursor').where('account_id', '=', Number(account.id)).execute();
    expect(cursor).toEqual([]);
  });

  it.each([
    ['that is no object', () => null, 'una pregunta que no es un objeto'],
    ['without an id', (question: unknown) => ({ ...(question as object), id: null }), 'una pregunta con id = null'],
  ])('refuses a question %s, saying so, and stores nothing', async (_, body, said) => {
    const account = await world.connectSeller();
    const asked = world.sandbox.control.mercadolibre.createQuestion({ itemId: await sellerItem(world.sandbox, Number(account.user_id)), text: '¿Hay stock?' });
    const resource = `/questions/${asked.id}`;
    const inbox = new InboxRepository(db());
    await inbox.add([{ userId: Number(account.user_id), topic: 'questions', resource, notificationId: 'prueba' }]);
    standIn.answer('GET', new RegExp(`^${resource}$`), { body });
    expect(await processedOutcomes(inbox, [resource])).toEqual([[{ status: 'failed', error: `Mercado Libre respondió datos no válidos: ${said}` }]]);
    expect(await db().selectFrom('mercadolibre_questions').select('id').where('ml_id', '=', String(asked.id)).execute()).toEqual([]);
  });

  it('stores a question whose buyer id is past what a JSON number holds exactly and whose date is no date, leaving those out', async () => {
    await world.app.startLoops();
    const account = await world.connectSeller();
    const { mlId } = await publishedAndForgotten();
    // Set before the question is asked: the sandbox announces it at once, and we read it as soon as
    // it does, by itself or in the questions' catch-up, whichever comes first.
    const forged = (question: unknown) => ({ ...(question as object), from: { id: 2 ** 53 + 2 }, date_created: 'ayer' });
    standIn.answer('GET', /^\/questions\/\d+$/, { body: forged }, 100);
    standIn.answer(
      'GET',
      /^\/questions\/search$/,
      { body: (page) => ({ ...(page as object), questions: ((page as { questions?: unknown[] }).questions ?? []).map(forged) }) },
      100,
    );
    const asked = world.sandbox.control.mercadolibre.createQuestion({ itemId: mlId, text: '¿Tiene\u0000 garantía?' });
    const notification = { resource: `/questions/${asked.id}`, user_id: account.user_id, topic: 'questions', application_id: Number(mlApp.clientId) };
    expect((await world.app.call({ method: 'POST', url: '/api/webhooks/mercadolibre', payload: notification })).statusCode).toBe(200);
    const stored = await eventually(() => db().selectFrom('mercadolibre_questions').selectAll().where('ml_id', '=', String(asked.id)).executeTakeFirst());
    expect(stored).toMatchObject({ buyer_id: null, date_created: null, text: '¿Tiene garantía?' });
  });
});
