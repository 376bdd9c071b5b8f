import {
  mercadoLibreApi,
  type CategoryChoice,
  type CategoryNodeAnswer,
  type CategoryPredictionAnswer,
  type ListingPriceAnswer,
} from '../../../resources/mercadolibre';
import type { HttpClient } from '../../providers/httpClient';

export interface PublicationType {
  readonly id: string;
  readonly name: string;
  readonly site_id?: string;
}

export interface ListingPriceQuery {
  readonly price: number;
  readonly categoryId: string;
  readonly logisticType?: string;
}

/** MercadoLibre's services through our server: the browser never calls MercadoLibre itself. */
export interface MarketplaceServiceCalls {
  predictCategory(title: string): Promise<CategoryPredictionAnswer | null>;
  getPublicationTypes(categoryId: string): Promise<PublicationType[]>;
  /** The contract leaves the answer loosely typed ("MercadoLibre's shipping methods plus preferences"). */
  getShippingMethods(categoryId: string, accountId?: number): Promise<unknown>;
  getListingPrices(query: ListingPriceQuery): Promise<ListingPriceAnswer[]>;
  /** The top of the category tree, or the categories matching the words. */
  getCategories(search?: string): Promise<CategoryChoice[]>;
  /** One category: its name, its path from the root and its children. */
  getCategory(categoryId: string): Promise<CategoryNodeAnswer>;
}

const base = `/${mercadoLibreApi.services}`;

export const createMarketplaceServiceCalls = (http: HttpClient): MarketplaceServiceCalls => ({
  async predictCategory(title) {
    return (await http.request<CategoryPredictionAnswer | null>(`${base}category_prediction?${new URLSearchParams({ title })}`)).json;
  },
  async getPublicationTypes(categoryId) {
    return (await http.request<PublicationType[]>(`${base}publication_types/${encodeURIComponent(categoryId)}`)).json;
  },
  async getShippingMethods(categoryId, accountId) {
    const account = accountId === undefined ? '' : `${accountId}/`;
    return (await http.request<unknown>(`${base}${account}shipping_methods/${encodeURIComponent(categoryId)}`, { method: 'POST', body: {} })).json;
  },
  async getCategories(search) {
    const query = search ? `?${new URLSearchParams({ q: search })}` : '';
    return (await http.request<CategoryChoice[]>(`${base}categories${query}`)).json;
  },
  async getCategory(categoryId) {
    return (await http.request<CategoryNodeAnswer>(`${base}categories/${encodeURIComponent(categoryId)}`)).json;
  },
  async getListingPrices({ price, categoryId, logisticType = 'drop_off' }) {
    const query = new URLSearchParams({ price: String(price), category_id: categoryId, logistic_type: logisticType });
    const { json } = await http.request<ListingPriceAnswer[] | ListingPriceAnswer>(`${base}listing_prices?${query}`);
    return Array.isArray(json) ? json : [json];
  },
});
