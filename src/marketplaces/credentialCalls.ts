import {
  mercadoLibreApi,
  type AccountSalesSettings,
  type AuthorizationUrlAnswer,
  type AuthorizeBody,
  type MercadoLibreAccount,
  type MercadoLibreUserInfo,
} from '../../resources/mercadolibre';
import type { TaskRecord } from '../../resources/tasks';
import type { HttpClient } from '../providers/httpClient';

/** Marketplaces that have accounts in the back office, connected or not yet. */
export const credentialMarketplaces = ['amazon', 'mercadolibre', 'walmart'] as const;
export type CredentialMarketplace = (typeof credentialMarketplaces)[number];

/**
 * Marketplaces the server has a connector for: the start-up asks only for their accounts, since a
 * marketplace without one has no accounts to answer (its call would be a 404 on every page load).
 */
export const connectedMarketplaces: readonly CredentialMarketplace[] = ['amazon', 'mercadolibre'];

/**
 * A stored marketplace account. MercadoLibre's shape is the contract's; the others' differ (Amazon
 * names its seller by `selling_partner_id`), so only what every account has is assumed.
 */
export type MarketplaceAccount = Pick<MercadoLibreAccount, 'id' | 'active'> &
  Partial<MercadoLibreAccount> & {
    /** The name the seller gave an account where the marketplace has no nickname (Amazon). */
    readonly name?: string;
  };

/** The named dataProvider methods of the credentials calls, one request each. */
export interface CredentialCalls {
  getCredentials(marketplace: CredentialMarketplace): Promise<MarketplaceAccount[]>;
  getAccountUserInfo(accountId: number): Promise<MercadoLibreUserInfo>;
  /** `returnTo`: the origin the seller uses, where the marketplace's consent ends (signed in there). */
  getAuthorizationUrl(returnTo: string): Promise<AuthorizationUrlAnswer>;
  authorizeAccount(body: AuthorizeBody): Promise<MercadoLibreAccount>;
  setActiveAccount(accountId: number): Promise<MercadoLibreAccount>;
  syncAccountStock(accountId: number): Promise<TaskRecord>;
  deleteAccount(accountId: number): Promise<void>;
  /** When the account's sales take their stock, and from which warehouse first. */
  updateAccountSalesSettings(accountId: number, settings: AccountSalesSettings): Promise<MercadoLibreAccount>;
}

const credentialsBase = `/${mercadoLibreApi.credentialsBase}`;

export const createCredentialCalls = (http: HttpClient): CredentialCalls => ({
  async getCredentials(marketplace) {
    return (await http.request<MarketplaceAccount[]>(`/api/${marketplace}/get_credentials`)).json;
  },
  async getAccountUserInfo(accountId) {
    return (await http.request<MercadoLibreUserInfo>(`${credentialsBase}${accountId}/user_info`)).json;
  },
  async getAuthorizationUrl(returnTo) {
    return (await http.request<AuthorizationUrlAnswer>(`/${mercadoLibreApi.authorizationUrl}?${new URLSearchParams({ return_to: returnTo })}`)).json;
  },
  async authorizeAccount(body) {
    return (await http.request<MercadoLibreAccount>(`/${mercadoLibreApi.authorize}`, { method: 'POST', body })).json;
  },
  async setActiveAccount(accountId) {
    return (await http.request<MercadoLibreAccount>(`${credentialsBase}${accountId}/set_active`)).json;
  },
  async syncAccountStock(accountId) {
    return (await http.request<TaskRecord>(`${credentialsBase}${accountId}/sync_stock`)).json;
  },
  async deleteAccount(accountId) {
    await http.request(`${credentialsBase}${accountId}`, { method: 'DELETE' });
  },
  async updateAccountSalesSettings(accountId, settings) {
    return (await http.request<MercadoLibreAccount>(`${credentialsBase}${accountId}/sales_settings`, { method: 'PUT', body: settings })).json;
  },
});
