import { mercadoLibrePublications as declaration } from '../../../resources/mercadolibre/publications';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { publishPublication } from './publicationPublishing';
import { validatePublication } from './publicationValidation';

/**
 * About 50 catalogue products published on the sandbox through the connector, so they are real
 * sandbox items, each in the category Mercado Libre predicts from its title, as a seller's would be.
 */
export async function seedDemoPublications(feature: MercadoLibreFeature, accountId: number, count = 50): Promise<number> {
  const db = feature.context.database.db;
  const rows = await db
    .selectFrom('products')
    .select(['rowid', 'label', 'barcode', 'price_ttc', 'price', 'stock'])
    .where('stock', '>', 0)
    .orderBy('rowid')
    .limit(count)
    .execute();
  let published = 0;
  for (const row of rows) {
    const publication = await feature.publications.insert({
      product_id: Number(row.rowid),
      account_id: accountId,
      title: row.label.slice(0, declaration.fields.title.max),
      sku: (row.barcode as string | null) ?? null,
      price: Number(row.price_ttc ?? row.price ?? 0),
      listing_type_id: declaration.fields.listing_type_id.default,
    });
    // Demo products have no photos yet; MercadoLibre refuses listings without one.
    const images = [`https://http2.mlstatic.com/demo-producto-${String(row.rowid)}.jpg`];
    const verdict = await validatePublication(feature, publication, images);
    if (!verdict.valid) continue;
    await publishPublication(feature, await feature.publications.get(publication.id));
    published += 1;
  }
  return published;
}
