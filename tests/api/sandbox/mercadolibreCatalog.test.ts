import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MercadoLibreHarness, startMercadoLibre } from './mercadolibreHarness';

let ml: MercadoLibreHarness;
let seller: { id: number; token: string };
beforeAll(async () => {
  ml = await startMercadoLibre();
  seller = await ml.connectedSeller();
});
afterAll(() => ml.sandbox.close());

const get = async (path: string) => {
  const response = await ml.call(path, { token: seller.token });
  return { status: response.status, body: await response.json() };
};

describe('MercadoLibre sandbox: site, category and catalog helpers', () => {
  it('computes MXN listing prices per listing type, with the fixed fee on cheap items', async () => {
    const { body: all } = await get('/sites/MLM/listing_prices?price=250&currency_id=MXN&logistic_type=drop_off&category_id=MLM1055');
    expect(all.map((entry: { listing_type_id: string }) => entry.listing_type_id)).toEqual(['gold_pro', 'gold_special', 'free']);
    const classic = all[1];
    expect(classic).toMatchObject({ currency_id: 'MXN', listing_type_name: 'Clásica', listing_fee_amount: 0 });
    expect(classic.sale_fee_details).toMatchObject({ percentage_fee: 12.5, fixed_fee: 37 });
    expect(classic.sale_fee_amount).toBe(68.25);
    expect(all[0].sale_fee_details.financing_add_on_fee).toBeGreaterThan(0);

    const { body: premium } = await get('/sites/MLM/listing_prices?price=1000&currency_id=MXN&category_id=MLM1055&listing_type_id=gold_pro');
    expect(premium).toMatchObject({ listing_type_id: 'gold_pro', sale_fee_amount: 165, sale_fee_details: { fixed_fee: 0, meli_percentage_fee: 12.5 } });
    expect((await get('/sites/MLM/listing_prices?price=100&currency_id=USD')).status).toBe(400);
  });

  it('predicts the category from a title with domain_discovery', async () => {
    const { body } = await get('/sites/MLM/domain_discovery/search?q=Celular%20Samsung%20Galaxy%20A15&limit=1');
    expect(body).toEqual([
      { domain_id: 'MLM-CELLPHONES', domain_name: 'Celulares y smartphones', category_id: 'MLM1055', category_name: 'Celulares y Smartphones', attributes: [] },
    ]);
    expect((await get('/sites/MLM/domain_discovery/search?q=xyzzy&limit=1')).body).toEqual([]);
  });

  it('finds a catalog product by GTIN', async () => {
    const { body } = await get('/products/search?status=active&site_id=MLM&product_identifier=8806095426280');
    expect(body.paging.total).toBe(1);
    expect(body.results[0]).toMatchObject({ id: 'MLM27172677', domain_id: 'MLM-CELLPHONES', status: 'active' });
    expect((await get('/products/search?status=active&site_id=MLM&product_identifier=0000000000000')).body.results).toEqual([]);
    expect((await get('/products/MLM27172677')).body.name).toContain('Galaxy A15');
  });

  it('serves the category tree, a leaf with its settings, and its attributes with tags', async () => {
    expect((await get('/sites/MLM/categories')).body).toContainEqual({ id: 'MLM1051', name: 'Celulares y Telefonía' });
    const { body: laptops } = await get('/categories/MLM1763');
    expect(laptops.path_from_root.map((step: { id: string }) => step.id)).toEqual(['MLM1648', 'MLM1652', 'MLM1763']);
    expect(laptops.settings.listing_allowed).toBe(true);
    expect((await get('/categories/MLM1648')).body.settings.listing_allowed).toBe(false);
    const { body: attributes } = await get('/categories/MLM1055/attributes');
    expect(attributes.find((attribute: { id: string }) => attribute.id === 'BRAND').tags).toEqual({ required: true });
    expect(attributes.find((attribute: { id: string }) => attribute.id === 'GTIN').tags).toEqual({ conditional_required: true });
    expect((await get('/categories/MLM0')).status).toBe(404);
    expect((await get('/sites/MLM/listing_types')).body).toContainEqual({ site_id: 'MLM', id: 'gold_special', name: 'Clásica' });
  });

  it('serves shipping methods, preferences and the dispatch schedule of the seller only', async () => {
    expect((await get('/sites/MLM/shipping_methods')).body[0]).toMatchObject({ site_id: 'MLM', currency_id: 'MXN' });
    expect((await get(`/users/${seller.id}/shipping_preferences`)).body.logistics[0].mode).toBe('me2');
    expect((await get(`/users/${seller.id}/shipping_modes?category_id=MLM1055`)).body[0].mode).toBe('me2');
    expect((await get('/categories/MLM1055/shipping_preferences')).body.restricted).toBe(false);
    const { body: schedule } = await get(`/users/${seller.id}/shipping/schedule/drop_off`);
    expect(schedule.schedule.monday).toMatchObject({ work: true, cutoff: '13:00' });
    expect(schedule.schedule.sunday.work).toBe(false);
    expect((await get(`/users/${seller.id + 1}/shipping/schedule/drop_off`)).status).toBe(403);
    expect((await get(`/users/${seller.id}/shipping_options/free?item_price=500`)).body.coverage.all_country.currency_id).toBe('MXN');
  });
});
