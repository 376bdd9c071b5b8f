import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../providers/httpClient';

/** The kinds of record the global search finds, in the order the server groups them. */
export type SearchKind = 'product' | 'order' | 'customer' | 'mercadolibre_publication' | 'amazon_listing';

/** One record found by `GET /api/search/`, with the browser route of its page. */
export interface SearchResult {
  readonly kind: SearchKind;
  readonly id: number;
  readonly title: string;
  readonly subtitle: string;
  readonly route: string;
  /** The marketplace buyer a customer was made for, worded after the subtitle. */
  readonly buyer?: { readonly channel: string; readonly buyerId: string };
}

export interface SearchCalls {
  searchEverywhere(text: string): Promise<SearchResult[]>;
}

export const createSearchCalls = (http: HttpClient): SearchCalls => ({
  async searchEverywhere(text) {
    const params = new URLSearchParams({ q: text });
    return (await http.request<{ results: SearchResult[] }>(`/api/search/?${params}`)).json.results;
  },
});

/** The data provider as the search box uses it. */
export type SearchDataProvider = DataProvider & SearchCalls;
