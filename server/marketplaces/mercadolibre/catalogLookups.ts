import type { CategoryChoice, CategoryNodeAnswer, CategoryPredictionAnswer, ListingPriceAnswer } from '../../../resources/mercadolibre/contract';
import type { MercadoLibreConnector } from './mercadoLibreConnector';
import { ServiceCache } from './serviceCache';

/** Site, category, fee and catalog lookups of the Mexican site, cached for ten minutes. */
export class CatalogLookups {
  private readonly cache = new ServiceCache(10 * 60_000);

  constructor(private readonly connector: MercadoLibreConnector) {}

  private get<T>(accountId: number, path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
    const key = `${path}?${new URLSearchParams(
      Object.entries(query)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]): [string, string] => [name, String(value)]),
    )}`;
    return this.cache.remember(key, () => this.connector.request<T>(accountId, { method: 'GET', path, query }));
  }

  async predictCategory(accountId: number, title: string): Promise<CategoryPredictionAnswer | null> {
    const found = await this.get<CategoryPredictionAnswer[]>(accountId, '/sites/MLM/domain_discovery/search', { q: title, limit: 1 });
    const first = found[0];
    return first ? { category_id: first.category_id, category_name: first.category_name, domain_id: first.domain_id, domain_name: first.domain_name } : null;
  }

  /** Categories whose domain matches the words, most likely first (the picker's search). */
  async searchCategories(accountId: number, words: string): Promise<CategoryChoice[]> {
    const found = await this.get<CategoryPredictionAnswer[]>(accountId, '/sites/MLM/domain_discovery/search', { q: words, limit: 8 });
    return found.map((entry) => ({ id: entry.category_id, name: entry.category_name }));
  }

  topCategories(accountId: number): Promise<CategoryChoice[]> {
    return this.get<CategoryChoice[]>(accountId, '/sites/MLM/categories');
  }

  async categoryNode(accountId: number, id: string): Promise<CategoryNodeAnswer> {
    const category = await this.get<{
      id: string;
      name: string;
      path_from_root?: CategoryChoice[];
      children_categories?: CategoryChoice[];
      settings?: { listing_allowed?: boolean };
    }>(accountId, `/categories/${encodeURIComponent(id)}`);
    const children = (category.children_categories ?? []).map(({ id: childId, name }) => ({ id: childId, name }));
    return {
      id: category.id,
      name: category.name,
      path_from_root: (category.path_from_root ?? []).map(({ id: stepId, name }) => ({ id: stepId, name })),
      children_categories: children,
      listing_allowed: category.settings?.listing_allowed ?? children.length === 0,
    };
  }

  async listingPrices(accountId: number, query: { price: number; logistic_type?: string; category_id?: string }): Promise<ListingPriceAnswer[]> {
    const answer = await this.get<ListingPriceAnswer[] | ListingPriceAnswer>(accountId, '/sites/MLM/listing_prices', {
      ...query,
      currency_id: 'MXN',
      shipping_mode: 'me2',
    });
    // With a listing type MercadoLibre answers one object, without it a list.
    return Array.isArray(answer) ? answer : [answer];
  }

  gtin(accountId: number, gtin: string) {
    return this.get<{ results: unknown[] }>(accountId, '/products/search', { status: 'active', site_id: 'MLM', product_identifier: gtin });
  }

  product(accountId: number, id: string) {
    return this.get<Record<string, unknown>>(accountId, `/products/${encodeURIComponent(id)}`);
  }

  listingTypes(accountId: number) {
    return this.get<{ id: string; name: string; site_id: string }[]>(accountId, '/sites/MLM/listing_types');
  }

  category(accountId: number, id: string) {
    return this.get<{ id: string; name: string; settings?: { listing_allowed?: boolean } }>(accountId, `/categories/${encodeURIComponent(id)}`);
  }

  async shippingMethods(accountId: number, category: string, sellerId?: number) {
    const [methods, categoryPreferences, sellerPreferences] = await Promise.all([
      this.get<unknown[]>(accountId, '/sites/MLM/shipping_methods'),
      this.get<unknown>(accountId, `/categories/${encodeURIComponent(category)}/shipping_preferences`),
      sellerId ? this.get<unknown>(accountId, `/users/${sellerId}/shipping_preferences`) : Promise.resolve(null),
    ]);
    return { methods, preferences: { category: categoryPreferences, seller: sellerPreferences } };
  }

  schedule(accountId: number, sellerId: number, logisticType: string) {
    return this.get<unknown>(accountId, `/users/${sellerId}/shipping/schedule/${encodeURIComponent(logisticType)}`);
  }
}
