import type { TaskRecord } from '../../../resources/tasks';
import type { HttpClient } from '../../providers/httpClient';

export type AmazonAccountStatus = 'connected' | 'reauthorize';

/** An Amazon account as our server shows it: never its tokens, only its health. */
export interface AmazonAccount {
  readonly id: number;
  readonly selling_partner_id: string;
  readonly name: string;
  readonly marketplace_id: string;
  readonly active: boolean;
  readonly status: AmazonAccountStatus;
  readonly status_reason: string | null;
  readonly last_refresh_at: string | null;
  readonly access_token_expires_at: string | null;
}

/** What Seller Central's consent hands back to /configuracion/amazon. */
export interface AmazonAuthorizeBody {
  readonly spapi_oauth_code: string;
  readonly state: string;
  readonly selling_partner_id: string;
}

/** The Amazon account calls of the dataProvider, one request each. */
export interface AmazonAccountCalls {
  /** `returnTo`: the origin the browser shows, where Seller Central's consent ends (signed in there). */
  getAmazonAuthorizationUrl(returnTo: string): Promise<{ url: string }>;
  authorizeAmazonAccount(body: AmazonAuthorizeBody): Promise<AmazonAccount>;
  setActiveAmazonAccount(accountId: number): Promise<AmazonAccount>;
  /** The task sending the inventory's units and price to every listing Amazon accepted on the account. */
  syncAmazonAccountStock(accountId: number): Promise<TaskRecord>;
  deleteAmazonAccount(accountId: number): Promise<void>;
}

export const createAmazonAccountCalls = (http: HttpClient): AmazonAccountCalls => ({
  async getAmazonAuthorizationUrl(returnTo) {
    return (await http.request<{ url: string }>(`/api/amazon/authorization_url?${new URLSearchParams({ return_to: returnTo })}`)).json;
  },
  async authorizeAmazonAccount(body) {
    return (await http.request<AmazonAccount>('/api/amazon/authorize', { method: 'POST', body })).json;
  },
  async setActiveAmazonAccount(accountId) {
    return (await http.request<AmazonAccount>(`/api/amazon/credentials/${accountId}/set_active`)).json;
  },
  async syncAmazonAccountStock(accountId) {
    return (await http.request<TaskRecord>(`/api/amazon/credentials/${accountId}/sync_stock`)).json;
  },
  async deleteAmazonAccount(accountId) {
    await http.request(`/api/amazon/credentials/${accountId}`, { method: 'DELETE' });
  },
});
