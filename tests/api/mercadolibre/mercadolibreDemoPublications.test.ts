import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../../server/catalogue/demo/seedDemoCatalogue';
import { seedDemoPublications } from '../../../server/marketplaces/mercadolibre';
import { type MercadoLibreWorld, startWorld } from './mercadoLibreTestSupport';

/** The Mercado Libre leaf each family of the demo catalogue belongs in (a coffee maker in Cafeteras, whatever its family). */
const leafOfFamily: Record<string, string> = {
  'Herramientas eléctricas': 'Herramientas Eléctricas',
  'Herramientas manuales': 'Herramientas Manuales',
  Cocina: 'Cocina',
  Baño: 'Baño',
  Audio: 'Audio',
  Accesorios: 'Accesorios de Electrónica',
  Ciclismo: 'Ciclismo',
  Fitness: 'Fitness',
  Riego: 'Riego',
  Jardinería: 'Herramientas de Jardín',
};

let world: MercadoLibreWorld;
beforeAll(async () => {
  world = await startWorld({}, { worker: false });
});
afterAll(() => world?.close());

describe('the demo publications', () => {
  it('are published in the category Mercado Libre predicts for each product, one that fits its family', async () => {
    const db = world.app.context.database.db;
    await seedDemoCatalogue(db, { products: 60, customers: 1, orders: 0 });
    const account = await world.connectSeller('TIENDA_DEMO_PRUEBA');
    const published = await seedDemoPublications(world.app.app.mercadolibre, account.id, 40);
    expect(published).toBe(40);

    const rows = await db
      .selectFrom('mercadolibre_publications as publication')
      .innerJoin('product_categories as link', 'link.product_id', 'publication.product_id')
      .innerJoin('categories as family', 'family.rowid', 'link.category_id')
      .select(['publication.title', 'publication.category_id', 'publication.status', 'family.label as family'])
      .execute();
    expect(rows).toHaveLength(40);
    const names = new Map<string, string>();
    for (const id of new Set(rows.map((row) => String(row.category_id)))) {
      names.set(id, (await world.app.call({ method: 'GET', url: `/api/mercadolibre/service/categories/${id}` })).json().name);
    }
    for (const row of rows) {
      const expected = String(row.title).startsWith('Cafetera') ? 'Cafeteras' : leafOfFamily[String(row.family)];
      expect({ title: row.title, status: row.status, category: names.get(String(row.category_id)) }).toEqual({
        title: row.title,
        status: 'published',
        category: expected,
      });
    }
    expect(new Set(names.values()).size).toBeGreaterThan(5);
  });
});
