import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount, MercadoLibreClaim } from '../../../resources/mercadolibre';
import type { NotificationRecord } from '../../../resources/notifications';
import type { Tables } from '../../../server/db/tables';
import { syncClaims } from '../../../server/marketplaces/mercadolibre/inbox/claimSync';
import { InboxRepository } from '../../../server/marketplaces/mercadolibre/inbox/inboxRepository';
import { inboxRows, sellerItem } from './inboxSupport';
import { eventually, type MercadoLibreWorld, mlApp, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let db: Kysely<Tables>;
let account: MercadoLibreAccount;
let webhookUrl: string;
let warehouseId: number;

const control = () => world.sandbox.control.mercadolibre;
/** Webhooks reach this app, or (`false`) a port where nothing listens. */
const deliverWebhooks = (live: boolean) => control().configureApp({ ...mlApp, notificationUrl: live ? webhookUrl : 'http://127.0.0.1:9/unreachable' });

/** A product with stock, listed on the sandbox through a publication linked to it, so its sales take stock. */
async function listedProduct(stock: number): Promise<{ productId: number; itemId: string }> {
  const [productId] = await world.createProducts(1, { stock });
  await db.insertInto('product_stock').values({ product_id: productId, warehouse_id: warehouseId, quantity: stock, tms: new Date().toISOString() }).execute();
  const itemId = await sellerItem(world.sandbox, account.user_id, stock);
  const now = new Date().toISOString();
  await db
    .insertInto('mercadolibre_publications')
    .values({ ml_id: itemId, product_id: productId, account_id: account.id, title: 'Cafetera', status: 'published', created_at: now, updated_at: now })
    .execute();
  return { productId, itemId };
}
const stockOf = async (productId: number) =>
  Number((await db.selectFrom('products').select('stock').where('rowid', '=', productId).executeTakeFirstOrThrow()).stock);

const claimsFound = async (busqueda: string): Promise<MercadoLibreClaim[]> =>
  (await world.app.call({ method: 'POST', url: '/api/mercadolibre/claims/q/', payload: { busqueda } })).json().data ?? [];
const claimRow = async (id: number): Promise<MercadoLibreClaim> => (await world.app.call({ method: 'GET', url: `/api/mercadolibre/claims/${id}` })).json();
const claimNotifications = async (mlId: string): Promise<NotificationRecord[]> =>
  ((await world.app.call({ method: 'GET', url: '/api/notifications/' })).json().data ?? []).filter(
    (notification: NotificationRecord) => notification.resource_id === mlId && notification.data.topic === 'claims',
  );
const act = (id: number, action: string, payload?: object) =>
  world.app.call({ method: 'POST', url: `/api/mercadolibre/claims/${id}/actions/${action}`, ...(payload ? { payload } : {}) });
const send = (id: number, payload: object) => world.app.call({ method: 'POST', url: `/api/mercadolibre/claims/${id}/messages`, payload });
const actionsOf = (claim: MercadoLibreClaim) => ((claim.available_actions ?? []) as { action: string }[]).map((offer) => offer.action).sort();
const inboxIdle = () => eventually(async () => (await inboxRows(db)).every((row) => row.status === 'done' || row.status === 'failed'));

/** The claim as MercadoLibre itself has it, read with the seller's token. */
async function onMarketplace(mlId: string): Promise<Record<string, unknown>> {
  const { access_token: token } = control().issueTokens({ userId: account.user_id, clientId: mlApp.clientId });
  return (await fetch(`${world.sandbox.mercadolibre.apiUrl}/post-purchase/v1/claims/${mlId}`, { headers: { authorization: `Bearer ${token}` } })).json();
}

/** A sale of a listed product, then a claim on it by its buyer; answers the claim's row once the webhook stored it. */
async function claimedSale(reasonId = 'PDD9551', quantity = 1) {
  const listed = await listedProduct(20);
  const sale = control().placeOrder({ itemId: listed.itemId, quantity });
  const opened = control().openClaim({ orderId: Number(sale.id), reasonId });
  const row = await eventually(async () => (await claimsFound(String(opened.id)))[0]);
  return { ...listed, sale, opened, row };
}

beforeAll(async () => {
  world = await startWorld();
  db = world.app.context.database.db;
  control().setRateLimit({ requestsPerSecond: 1000 });
  await world.app.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `http://127.0.0.1:${(world.app.app.server.address() as AddressInfo).port}/api/webhooks/mercadolibre`;
  account = await world.connectSeller('TIENDA_RECLAMOS');
  control().updateSettings({ webhookMaxAttempts: 2, webhookRetryBaseMs: 10 });
  deliverWebhooks(true);
  const now = new Date().toISOString();
  warehouseId = Number(
    (await db.insertInto('warehouses').values({ label: 'Principal', datec: now, tms: now }).returning('rowid').executeTakeFirstOrThrow()).rowid,
  );
});
afterAll(async () => {
  await world?.close();
});

describe('MercadoLibre claims', () => {
  it('a claim opened on MercadoLibre is one row however often its webhook comes, tied to its ERP order, and its notification links the row', async () => {
    const { sale, opened, row } = await claimedSale();
    const order = await db.selectFrom('orders').select('rowid').where('marketplace_order_id', '=', String(sale.id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      ml_id: String(opened.id),
      account_id: account.id,
      ml_order_id: String(sale.id),
      order_id: Number(order.rowid),
      stage: 'claim',
      status: 'opened',
      reason_id: 'PDD9551',
      our_role: 'respondent',
      return_status: null,
      restock_decision: null,
    });
    expect(actionsOf(row)).toEqual(['allow_partial_refund', 'allow_return', 'open_dispute', 'refund', 'send_attachments', 'send_message_to_complainant']);
    expect(row.next_due_date).toBe((opened.players[1].available_actions[0] as { due_date: string }).due_date);

    const notification = {
      resource: `/post-purchase/v1/claims/${opened.id}`,
      user_id: account.user_id,
      topic: 'claims',
      application_id: Number(mlApp.clientId),
    };
    const deliveries = await Promise.all(
      [1, 2, 3].map(() => world.app.app.inject({ method: 'POST', url: '/api/webhooks/mercadolibre', payload: notification })),
    );
    expect(deliveries.map((delivery) => delivery.statusCode)).toEqual([200, 200, 200]);
    await inboxIdle();
    expect(await claimsFound(String(opened.id))).toHaveLength(1);
    const announced = await eventually(async () => {
      const found = await claimNotifications(String(opened.id));
      return found.length > 0 && found;
    });
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatchObject({ type: 'order', message: `Nuevo reclamo ${opened.id} sobre la venta ${sale.id}` });
    expect(announced[0].data).toMatchObject({
      sentence: 'claim_opened',
      ml_order_id: String(sale.id),
      link: `/mercadolibre/devoluciones?busqueda=${opened.id}`,
    });
  });

  it('each action MercadoLibre offers works and is stored at once: refund, partial refund, dispute, messages to the complainant and the mediator', async () => {
    const refunded = (await claimedSale('PNR4071')).row;
    expect(actionsOf(refunded)).toEqual([
      'add_shipping_evidence',
      'allow_partial_refund',
      'open_dispute',
      'refund',
      'send_attachments',
      'send_message_to_complainant',
      'send_potential_shipping',
      'send_tracking_number',
    ]);
    const refund = await act(refunded.id, 'refund');
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ status: 'closed', resolution_reason: 'payment_refunded', next_due_date: null });
    // Closed, the seller may only write again (recontact), with no due date.
    expect(actionsOf(refund.json())).toEqual(['recontact']);
    expect(await onMarketplace(refunded.ml_id)).toMatchObject({ status: 'closed' });

    const partial = (await claimedSale()).row;
    const partialAnswer = await act(partial.id, 'allow_partial_refund', { percentage: 30 });
    expect(partialAnswer.statusCode).toBe(200);
    expect(partialAnswer.json()).toMatchObject({ status: 'closed', resolution_reason: 'partial_refunded' });

    const disputed = (await claimedSale()).row;
    const toComplainant = await send(disputed.id, { receiver_role: 'complainant', message: 'Hola, ¿nos envías una foto del defecto?' });
    expect(toComplainant.statusCode).toBe(200);
    const dispute = await act(disputed.id, 'open_dispute');
    expect(dispute.statusCode).toBe(200);
    expect(dispute.json()).toMatchObject({ stage: 'dispute', status: 'opened' });
    expect(actionsOf(dispute.json())).toEqual(['allow_return_label', 'refund', 'send_attachments', 'send_message_to_mediator']);
    expect((await send(disputed.id, { receiver_role: 'mediator', message: 'Adjunto la guía de envío.' })).statusCode).toBe(200);
    const thread = await world.app.call({ method: 'GET', url: `/api/mercadolibre/claims/${disputed.id}/messages` });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().map((message: { sender_role: string; receiver_role: string }) => `${message.sender_role}>${message.receiver_role}`)).toEqual([
      'complainant>respondent',
      'respondent>complainant',
      'mediator>respondent',
      'respondent>mediator',
    ]);
  });

  it('an action or message not offered is refused with the reason, and nothing changes here or on MercadoLibre', async () => {
    const { row } = await claimedSale('PNR4071');
    const before = await onMarketplace(row.ml_id);
    for (const refused of [await act(row.id, 'allow_return'), await send(row.id, { receiver_role: 'mediator', message: 'Hola' })]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/no ofrece la acción (allow_return|send_message_to_mediator) en este reclamo.*send_message_to_complainant/);
    }
    expect(await claimRow(row.id)).toEqual(row);
    expect(await onMarketplace(row.ml_id)).toEqual(before);

    // Refunded on MercadoLibre itself before our copy learnt it: MercadoLibre refuses, and says why.
    deliverWebhooks(false);
    try {
      const { access_token: token } = control().issueTokens({ userId: account.user_id, clientId: mlApp.clientId });
      const direct = await fetch(`${world.sandbox.mercadolibre.apiUrl}/post-purchase/v1/claims/${row.ml_id}/actions/refund`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(direct.status).toBe(200);
      const stale = await act(row.id, 'refund');
      expect(stale.statusCode).toBe(422);
      expect(stale.json().message).toMatch(/Mercado Libre rechazó la operación: The action refund is not available/);
    } finally {
      deliverWebhooks(true);
    }
  });

  it('two refunds sent at once: one is done and the other refused with its reason; an older copy never reopens the claim', async () => {
    const { row } = await claimedSale('PNR4071');
    const openedCopy = await onMarketplace(row.ml_id);
    const answers = await Promise.all([act(row.id, 'refund'), act(row.id, 'refund')]);
    // The second is refused either by MercadoLibre (422) or, when the first was already stored, here (409): each says why.
    const refused = answers.find((answer) => answer.statusCode !== 200);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(refused?.statusCode === 422 || refused?.statusCode === 409).toBe(true);
    expect(refused?.json().message).toMatch(/The action refund is not available|no ofrece la acción refund/);
    await inboxIdle();
    const closed = await claimRow(row.id);
    expect(closed).toMatchObject({ status: 'closed' });
    expect(actionsOf(closed)).toEqual(['recontact']);
    // The claim as it was read before the refund, stored late (a slow delivery).
    const feature = world.app.app.mercadolibre;
    await feature.claims.upsert(openedCopy as never, undefined, { accountId: account.id, sellerUserId: account.user_id });
    expect(await claimRow(row.id)).toEqual(closed);
  });

  it('refuses bad input with the field messages', async () => {
    const { row } = await claimedSale();
    expect((await act(row.id, 'allow_partial_refund')).json()).toMatchObject({
      error: 'validation',
      fields: { percentage: 'Este campo no puede estar vacio' },
    });
    expect((await act(row.id, 'allow_partial_refund', { percentage: 150 })).statusCode).toBe(400);
    expect((await act(row.id, 'close_everything')).statusCode).toBe(400);
    for (const payload of [{ receiver_role: 'complainant', message: '   ' }, { receiver_role: 'complainant' }]) {
      const refused = await send(row.id, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ message: 'Este campo no puede estar vacio' });
    }
    expect((await send(row.id, { receiver_role: 'buyer', message: 'Hola' })).json().fields).toEqual({ receiver_role: 'El valor no es válido' });
    expect((await act(99_999_999, 'refund')).statusCode).toBe(404);
    expect(await claimRow(row.id)).toEqual(row);
  });

  const day = 24 * 3600 * 1000;
  const tomorrow = new Date(Date.now() + day).toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - day).toISOString().slice(0, 10);
  const offeredCases = [
    { action: 'send_potential_shipping', reason: 'PNR4071', body: { potential_date: tomorrow } },
    { action: 'send_tracking_number', reason: 'PNR4071', body: { tracking_number: 'GUIA777', carrier: 'Estafeta' } },
    { action: 'add_shipping_evidence', reason: 'PNR4071', body: { date_shipped: yesterday, tracking_number: 'GUIA777' } },
    { action: 'allow_return_label', reason: 'PDD9551', body: undefined, before: 'open_dispute' },
    { action: 'recontact', reason: 'PDD9551', body: { message: '¿Te llegó el reembolso?' }, before: 'refund' },
  ];
  it.each(offeredCases)(
    '$action, when offered, is done on MercadoLibre and stored at once, then no longer offered',
    async ({ action, reason, body, before }) => {
      const { row } = await claimedSale(reason);
      if (before) expect((await act(row.id, before)).statusCode).toBe(200);
      expect(actionsOf(await claimRow(row.id))).toContain(action);
      const done = await act(row.id, action, body);
      expect(done.statusCode).toBe(200);
      expect(actionsOf(done.json())).not.toContain(action);
      expect(await claimRow(row.id)).toMatchObject({ available_actions: done.json().available_actions, last_updated: done.json().last_updated });
      const players = (await onMarketplace(row.ml_id)).players as { role: string; available_actions: { action: string }[] }[];
      expect(players.find((player) => player.role === 'respondent')?.available_actions.map((offer) => offer.action)).not.toContain(action);
    },
  );

  const refusedCases = [
    { action: 'send_tracking_number', reason: 'PDD9551', body: { tracking_number: 'GUIA777', carrier: 'Estafeta' } },
    { action: 'add_shipping_evidence', reason: 'PDD9551', body: { date_shipped: yesterday, tracking_number: 'GUIA777' } },
    { action: 'allow_return_label', reason: 'PDD9551', body: undefined },
    { action: 'send_potential_shipping', reason: 'PDD9551', body: { potential_date: tomorrow } },
    { action: 'recontact', reason: 'PDD9551', body: { message: 'Hola' } },
  ];
  it.each(refusedCases)('$action, when not offered, is refused with the reason and changes nothing', async ({ action, reason, body }) => {
    const { row } = await claimedSale(reason);
    const before = await onMarketplace(row.ml_id);
    const refused = await act(row.id, action, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      new RegExp(`no ofrece la acción ${action} en este reclamo ahora \\(acciones disponibles: .*send_message_to_complainant`),
    );
    expect(await claimRow(row.id)).toEqual(row);
    expect(await onMarketplace(row.ml_id)).toEqual(before);
  });

  it('a file sent to a claim goes to MercadoLibre, and the shipping evidence refers to it', async () => {
    const { row } = await claimedSale('PNR4071');
    const attach = (payload: object) => world.app.call({ method: 'POST', url: `/api/mercadolibre/claims/${row.id}/attachments`, payload });
    const pdf = Buffer.from('%PDF-1.4 guía de envío').toString('base64');
    expect((await attach({ file_name: 'guia.exe', content_base64: pdf })).json()).toMatchObject({
      error: 'validation',
      fields: { file_name: 'El valor no es válido' },
    });
    expect((await attach({ file_name: 'guia.pdf', content_base64: '***' })).json()).toMatchObject({ fields: { content_base64: 'El valor no es válido' } });
    expect((await attach({ file_name: 'guia.pdf' })).json()).toMatchObject({ fields: { content_base64: 'Este campo no puede estar vacio' } });
    const sent = await attach({ file_name: 'guia.pdf', content_base64: pdf });
    expect(sent.statusCode).toBe(200);
    const { filename } = sent.json() as { filename: string };
    const proved = await act(row.id, 'add_shipping_evidence', { date_shipped: yesterday, tracking_number: 'GUIA777', attachments: [filename] });
    expect(proved.statusCode).toBe(200);
    expect(actionsOf(proved.json())).not.toContain('add_shipping_evidence');
  });

  it('refuses a bad action body with the field messages, from each action’s form', async () => {
    const { row } = await claimedSale('PNR4071');
    const fieldsOf = async (action: string, payload: object) => (await act(row.id, action, payload)).json().fields;
    expect(await fieldsOf('send_tracking_number', { tracking_number: 'GUIA777' })).toEqual({ carrier: 'Este campo no puede estar vacio' });
    expect(await fieldsOf('send_tracking_number', { tracking_number: '   ', carrier: 'Estafeta' })).toEqual({
      tracking_number: 'Este campo no puede estar vacio',
    });
    expect(await fieldsOf('send_tracking_number', { tracking_number: 'G', carrier: 'E', percentage: 10 })).toEqual({ percentage: 'Campo no permitido' });
    expect(await fieldsOf('recontact', {})).toEqual({ message: 'Este campo no puede estar vacio' });
    expect(await fieldsOf('send_potential_shipping', { potential_date: '2026-02-30' })).toEqual({ potential_date: 'El valor no es válido' });
    expect(await fieldsOf('send_potential_shipping', { potential_date: yesterday })).toEqual({ potential_date: 'El valor no es válido' });
    expect(await fieldsOf('add_shipping_evidence', { date_shipped: tomorrow, tracking_number: 'G' })).toEqual({ date_shipped: 'El valor no es válido' });
    expect(await fieldsOf('add_shipping_evidence', { date_shipped: yesterday, tracking_number: 'G', attachments: 'guia.pdf' })).toEqual({
      attachments: 'El valor no es válido',
    });
    expect(await claimRow(row.id)).toEqual(row);
  });

  it('a refund, whole or partial, shows on the payments at once with the money given back', async () => {
    const whole = await claimedSale();
    const part = await claimedSale();
    const paymentOf = async (saleId: string) =>
      ((await world.app.call({ method: 'POST', url: '/api/mercadolibre/payments/q/', payload: { busqueda: saleId } })).json().data ?? [])[0];
    await eventually(async () => (await paymentOf(String(part.sale.id)))?.status === 'approved');
    // No webhook reaches us: what shows was stored by the action itself.
    deliverWebhooks(false);
    try {
      expect((await act(whole.row.id, 'refund')).statusCode).toBe(200);
      expect((await act(part.row.id, 'allow_partial_refund', { percentage: 40 })).statusCode).toBe(200);
      expect(await paymentOf(String(whole.sale.id))).toMatchObject({ status: 'refunded', status_detail: 'refunded' });
      expect(await paymentOf(String(part.sale.id))).toMatchObject({ status: 'approved', status_detail: 'partially_refunded' });
    } finally {
      deliverWebhooks(true);
    }
  });

  it('a return allowed, tracked and received is reviewed; its restock decision gives the stock back once however many ask at once', async () => {
    const { row, opened, productId } = await claimedSale('PDD9551', 2);
    expect(await stockOf(productId)).toBe(18);
    const refusedEarly = await world.app.call({ method: 'POST', url: `/api/mercadolibre/claims/${row.id}/restock`, payload: { restock: true } });
    expect(refusedEarly.statusCode).toBe(409);
    const allowed = await act(row.id, 'allow_return');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({
      return_status: 'opened',
      return_shipment_status: 'ready_to_ship',
      return_tracking: expect.stringMatching(/^MEL\d+MX$/),
    });
    control().advanceReturn({ claimId: opened.id, status: 'shipped' });
    control().advanceReturn({ claimId: opened.id, status: 'delivered' });
    const arrived = await eventually(async () => {
      const current = await claimRow(row.id);
      return current.return_status === 'delivered' && current;
    });
    expect(actionsOf(arrived)).toEqual(['return_review_fail', 'return_review_ok', 'send_attachments', 'send_message_to_complainant']);
    const reviewed = await act(row.id, 'return_review_ok');
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({ status: 'closed', return_status: 'closed', resolution_reason: 'item_returned' });

    const decisions = await Promise.all(
      [1, 2, 3].map(() => world.app.call({ method: 'POST', url: `/api/mercadolibre/claims/${row.id}/restock`, payload: { restock: true } })),
    );
    expect(decisions.map((decision) => decision.statusCode).sort()).toEqual([200, 409, 409]);
    expect(decisions.find((decision) => decision.statusCode === 200)?.json()).toMatchObject({ restock_decision: 'restocked' });
    expect(await stockOf(productId)).toBe(20);
    // A later copy of the claim from MercadoLibre keeps the seller's decision.
    await world.app.app.inject({
      method: 'POST',
      url: '/api/webhooks/mercadolibre',
      payload: { resource: `/post-purchase/v1/claims/${opened.id}`, user_id: account.user_id, topic: 'claims', application_id: Number(mlApp.clientId) },
    });
    await inboxIdle();
    expect(await claimRow(row.id)).toMatchObject({ restock_decision: 'restocked' });
  });

  it('a return that arrives while its claim is being read is stored with the actions it opens, not the claim’s older ones', async () => {
    const { row, opened } = await claimedSale();
    await act(row.id, 'allow_return');
    control().advanceReturn({ claimId: opened.id, status: 'shipped' });
    await eventually(async () => (await claimRow(row.id)).return_status === 'shipped');
    await inboxIdle();
    const claimPath = `/post-purchase/v1/claims/${opened.id}`;
    // The next read of the claim takes what it shows at once and answers 1.5 s later.
    control().injectFault({ kind: 'latency', method: 'GET', path: claimPath, delayMs: 1_500, count: 1 });
    const notification = { resource: claimPath, user_id: account.user_id, topic: 'claims', application_id: Number(mlApp.clientId) };
    await world.app.app.inject({ method: 'POST', url: '/api/webhooks/mercadolibre', payload: notification });
    await eventually(async () => control().pendingFaults().length === 0, 30_000);
    // The return arrives while that read is on its way, and its own notification never comes.
    deliverWebhooks(false);
    try {
      control().advanceReturn({ claimId: opened.id, status: 'delivered' });
      await inboxIdle();
    } finally {
      deliverWebhooks(true);
    }
    const stored = await claimRow(row.id);
    expect(stored.return_status).toBe('delivered');
    expect(actionsOf(stored)).toEqual(['return_review_fail', 'return_review_ok', 'send_attachments', 'send_message_to_complainant']);
  });

  it('"No devolver" records the decision and leaves the stock as it is', async () => {
    const { row, opened, productId } = await claimedSale();
    await act(row.id, 'allow_return');
    control().advanceReturn({ claimId: opened.id, status: 'delivered' });
    await eventually(async () => (await claimRow(row.id)).return_status === 'delivered');
    const kept = await world.app.call({ method: 'POST', url: `/api/mercadolibre/claims/${row.id}/restock`, payload: { restock: false } });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ restock_decision: 'not_restocked' });
    expect(await stockOf(productId)).toBe(19);
    expect((await world.app.call({ method: 'POST', url: `/api/mercadolibre/claims/${row.id}/restock`, payload: { restock: true } })).statusCode).toBe(409);
    expect(await stockOf(productId)).toBe(19);
  });

  it('with webhooks dropped, the claims sync brings a claim in from its cursor', async () => {
    const listed = await listedProduct(5);
    const sale = control().placeOrder({ itemId: listed.itemId, quantity: 1 });
    await eventually(async () => (await db.selectFrom('orders').select('rowid').where('marketplace_order_id', '=', String(sale.id)).execute()).length > 0);
    deliverWebhooks(false);
    let opened: ReturnType<ReturnType<typeof control>['openClaim']>;
    try {
      opened = control().openClaim({ orderId: Number(sale.id) });
      const fed = await syncClaims(world.app.app.mercadolibre, new InboxRepository(db), account.id);
      expect(fed.claims).toBeGreaterThanOrEqual(1);
    } finally {
      deliverWebhooks(true);
    }
    const [row] = await eventually(async () => {
      const found = await claimsFound(String(opened.id));
      return found.length > 0 && found;
    });
    expect(row).toMatchObject({ stage: 'claim', status: 'opened', ml_order_id: String(sale.id) });
  });
});
