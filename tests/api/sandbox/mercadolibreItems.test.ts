import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MercadoLibreHarness, startMercadoLibre, validPhone } from './mercadolibreHarness';

let ml: MercadoLibreHarness;
let seller: { id: number; token: string };
beforeAll(async () => {
  ml = await startMercadoLibre({ mercadolibre: { settings: { requestsPerSecond: 1000 } } });
  seller = await ml.connectedSeller('vendedor items');
});
afterAll(() => ml.sandbox.close());

async function createItem(overrides: Record<string, unknown> = {}, token = seller.token) {
  const response = await ml.call('/items', { method: 'POST', token, body: validPhone(overrides) });
  expect(response.status).toBe(201);
  return response.json();
}
const setStatus = (id: string, body: Record<string, unknown>) => ml.call(`/items/${id}`, { method: 'PUT', token: seller.token, body });

describe('MercadoLibre sandbox: item validation', () => {
  it('answers 204 for a valid item', async () => {
    expect((await ml.call('/items/validate', { method: 'POST', token: seller.token, body: validPhone() })).status).toBe(204);
  });

  it('lists blocking errors and non-blocking warnings per field in the cause array', async () => {
    const body = validPhone({ attributes: [{ id: 'BRAND', value_name: 'Samsung' }], shipping: { mode: 'custom' }, pictures: [] });
    const response = await ml.call('/items/validate', { method: 'POST', token: seller.token, body });
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer).toMatchObject({ message: 'Validation error', error: 'validation_error', status: 400 });
    const byCode = Object.fromEntries(answer.cause.map((cause: { code: string }) => [cause.code, cause]));
    expect(byCode['item.attributes.missing_required']).toMatchObject({ type: 'error', cause_id: 147, department: 'items', references: ['item.attributes'] });
    expect(byCode['item.attributes.missing_required'].message).toContain('[MODEL]');
    expect(byCode['item.listing_type_id.requiresPictures'].type).toBe('error');
    expect(byCode['shipping.me2_adoption_mandatory']).toMatchObject({ type: 'warning', cause_id: 4029 });
    expect(byCode['item.attribute.missing_conditional_required'].type).toBe('warning');
  });

  it('creates an item that has only warnings, listing them in the 201', async () => {
    const item = await createItem({ shipping: { mode: 'custom' } });
    expect(item.warnings.map((warning: { code: string }) => warning.code)).toEqual(['shipping.me2_adoption_mandatory']);
  });

  it('reports wrong JSON types before business rules', async () => {
    const response = await ml.call('/items', { method: 'POST', token: seller.token, body: validPhone({ price: 'p' }) });
    const answer = await response.json();
    expect(answer.message).toBe('body.invalid_field_types');
    expect(answer.error).toContain('[price] expected Number but was String');
  });
});

describe('MercadoLibre sandbox: items', () => {
  it('creates, reads, multigets and updates an item', async () => {
    const created = await createItem();
    expect(created).toMatchObject({ site_id: 'MLM', seller_id: seller.id, status: 'active', sub_status: [], currency_id: 'MXN', domain_id: 'MLM-CELLPHONES' });
    expect(created.id).toMatch(/^MLM\d+$/);
    const read = await (await ml.call(`/items/${created.id}?attributes=id,price,status`, { token: seller.token })).json();
    expect(read).toEqual({ id: created.id, price: 3299, status: 'active' });

    const many = await (await ml.call(`/items?ids=${created.id},MLM1`, { token: seller.token })).json();
    expect(many[0]).toMatchObject({ code: 200, body: { id: created.id } });
    expect(many[1]).toMatchObject({ code: 404, body: { error: 'not_found' } });

    const updated = await (await setStatus(created.id, { price: 3100, available_quantity: 4 })).json();
    expect(updated).toMatchObject({ price: 3100, available_quantity: 4 });
    expect((await ml.call('/items/MLM999', { token: seller.token })).status).toBe(404);
  });

  it('allows active ⇄ paused and active/paused → closed, and nothing out of closed', async () => {
    const item = await createItem();
    expect(await (await setStatus(item.id, { status: 'paused' })).json()).toMatchObject({ status: 'paused', sub_status: ['paused_by_seller'] });
    expect((await (await setStatus(item.id, { status: 'active' })).json()).status).toBe('active');
    expect((await (await setStatus(item.id, { status: 'closed' })).json()).status).toBe('closed');
    for (const status of ['active', 'paused', 'closed']) {
      const refused = await setStatus(item.id, { status });
      expect(refused.status).toBe(400);
      expect((await refused.json()).cause[0].code).toBe('item.status.closed');
    }
    expect((await setStatus(item.id, { price: 4000 })).status).toBe(400);

    const paused = await createItem();
    await setStatus(paused.id, { status: 'paused' });
    expect((await (await setStatus(paused.id, { status: 'closed' })).json()).status).toBe('closed');
  });

  it('refuses uppercase or unknown statuses', async () => {
    const item = await createItem();
    expect((await setStatus(item.id, { status: 'Paused' })).status).toBe(400);
    expect((await setStatus(item.id, { status: 'under_review' })).status).toBe(400);
  });

  it('pauses at zero stock as out_of_stock and reactivates only that when restocked', async () => {
    const item = await createItem();
    expect(await (await setStatus(item.id, { available_quantity: 0 })).json()).toMatchObject({ status: 'paused', sub_status: ['out_of_stock'] });
    expect((await setStatus(item.id, { status: 'active' })).status).toBe(400);
    expect((await (await setStatus(item.id, { available_quantity: 3 })).json()).status).toBe('active');
    await setStatus(item.id, { status: 'paused' });
    expect((await (await setStatus(item.id, { available_quantity: 9 })).json()).status).toBe('paused');
  });

  it('deletes only closed items', async () => {
    const item = await createItem();
    const early = await setStatus(item.id, { deleted: 'true' });
    expect(early.status).toBe(400);
    await setStatus(item.id, { status: 'closed' });
    expect(await (await setStatus(item.id, { deleted: 'true' })).json()).toMatchObject({ status: 'closed', sub_status: ['deleted'] });
  });

  it('answers 409 when the delete follows the close within the configured window', async () => {
    const control = ml.sandbox.control.mercadolibre;
    control.updateSettings({ deleteAfterCloseConflictMs: 60_000 });
    const item = await createItem();
    await setStatus(item.id, { status: 'closed' });
    const conflict = await setStatus(item.id, { deleted: 'true' });
    expect(conflict.status).toBe(409);
    expect((await conflict.json()).message).toBe('item optimistic locking error: conflict');
    control.advanceClock(61);
    expect((await setStatus(item.id, { deleted: 'true' })).status).toBe(200);
    control.updateSettings({ deleteAfterCloseConflictMs: 0 });
  });

  it("forbids changing another seller's item (403)", async () => {
    const item = await createItem();
    const other = await ml.connectedSeller('otro vendedor');
    const response = await ml.call(`/items/${item.id}`, { method: 'PUT', token: other.token, body: { price: 1 } });
    expect(response.status).toBe(403);
    expect((await response.json()).error).toBe('forbidden');
    const publicView = await (await ml.call(`/items/${item.id}`, { token: other.token })).json();
    expect(publicView).not.toHaveProperty('available_quantity');
    expect((await ml.call(`/users/${seller.id}/items/search`, { token: other.token })).status).toBe(403);
  });
});

describe('MercadoLibre sandbox: seller item search', () => {
  it('pages by offset within the first 1,000 and scans with scroll_id through more than 100 items', async () => {
    const owner = await ml.connectedSeller('muchos items');
    const created = await Promise.all(
      Array.from({ length: 130 }, (_, index) =>
        createItem(
          {
            attributes: [
              { id: 'BRAND', value_name: 'Samsung' },
              { id: 'MODEL', value_name: 'A15' },
              { id: 'GTIN', value_name: '1' },
              { id: 'SELLER_SKU', value_name: `SKU-${index}` },
            ],
          },
          owner.token,
        ),
      ),
    );
    const search = (query: string) => ml.call(`/users/${owner.id}/items/search?${query}`, { token: owner.token });

    const page = await (await search('offset=100&limit=50')).json();
    expect(page.paging).toEqual({ limit: 50, offset: 100, total: 130 });
    expect(page.results).toHaveLength(30);
    expect((await search('limit=101')).status).toBe(400);
    expect((await search('offset=990&limit=20')).status).toBe(400);
    expect((await (await search('seller_sku=SKU-7')).json()).results).toEqual([created[7].id]);

    const seen: string[] = [];
    let answer = await (await search('search_type=scan&limit=50')).json();
    while (answer.results.length > 0) {
      seen.push(...answer.results);
      answer = await (await search(`search_type=scan&scroll_id=${answer.scroll_id}&limit=50`)).json();
    }
    expect(new Set(seen).size).toBe(130);
    expect((await search(`search_type=scan&scroll_id=${answer.scroll_id}&offset=0`)).status).toBe(400);
    ml.sandbox.control.mercadolibre.advanceClock(301);
    expect((await search(`search_type=scan&scroll_id=${answer.scroll_id}`)).status).toBe(400);
  });
});
