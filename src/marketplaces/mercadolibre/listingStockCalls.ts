import type { ListingRulesEdit, ListingStockAnswer } from '../../../resources/inventory/listingRules';
import type { HttpClient } from '../../providers/httpClient';

/** The inventory's calls on one listing (its stock and price rules, its drift) and the fix of every listing out of sync. */
export interface ListingStockCalls {
  getListingStock(mlId: string): Promise<ListingStockAnswer>;
  /** Refused (409, the listing as it is now in `body.current`) when the rules changed since `rules.version`. */
  saveListingRules(mlId: string, rules: ListingRulesEdit): Promise<ListingStockAnswer>;
  confirmListingPrice(mlId: string): Promise<ListingStockAnswer>;
  pushListingStock(mlId: string): Promise<ListingStockAnswer>;
  /** Answers how many products will be pushed again. */
  resyncListings(): Promise<{ products: number }>;
}

const base = '/api/inventory/listings/';
const listing = (mlId: string) => `${base}mercadolibre/${encodeURIComponent(mlId)}`;

export const createListingStockCalls = (http: HttpClient): ListingStockCalls => ({
  async getListingStock(mlId) {
    return (await http.request<ListingStockAnswer>(listing(mlId))).json;
  },
  async saveListingRules(mlId, rules) {
    return (await http.request<ListingStockAnswer>(listing(mlId), { method: 'PUT', body: rules })).json;
  },
  async confirmListingPrice(mlId) {
    return (await http.request<ListingStockAnswer>(`${listing(mlId)}/confirm_price`, { method: 'POST' })).json;
  },
  async pushListingStock(mlId) {
    return (await http.request<ListingStockAnswer>(`${listing(mlId)}/push`, { method: 'POST' })).json;
  },
  async resyncListings() {
    return (await http.request<{ products: number }>(`${base}resync`, { method: 'POST' })).json;
  },
});
