/**
 * A connected MercadoLibre seller account as the API answers it.
 * Tokens never leave the server: they are stored encrypted and no route returns them.
 */
export const accountStatuses = ['connected', 'disconnected', 'revoked'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

export interface MercadoLibreAccount {
  id: number;
  marketplace: 'mercadolibre';
  /** MercadoLibre's seller id. */
  user_id: number;
  /** The same id under the name the start-up loading reads. */
  User_id: number;
  nickname: string;
  site_id: string;
  /** Exactly one account per marketplace is active (the one the screens act on). */
  active: boolean;
  status: AccountStatus;
  /** Why the account is not connected (e.g. the seller revoked the grant), else null. */
  status_reason: string | null;
  /** When the current access token expires (ISO-8601 UTC); refreshed before that. */
  expires_at: string | null;
  last_refresh_at: string | null;
  created_at: string;
  /** When its sales take their stock: once paid, or reserved as soon as the order exists. */
  sales_stock_moment: SalesStockMoment;
  /** The warehouse its sales take stock from first (then the others); null: the first warehouse. */
  sales_warehouse_id: number | null;
  /**
   * The version of the two settings above, moved by every change of them (null: never changed): a
   * change sent with an older one is refused (409) instead of overwriting another user's.
   */
  sales_settings_version: string | null;
}

export const salesStockMoments = ['paid', 'created'] as const;
export type SalesStockMoment = (typeof salesStockMoments)[number];

/** `PUT api/mercadolibre/credentials/{id}/sales_settings` body. */
export interface AccountSalesSettings {
  sales_stock_moment: SalesStockMoment;
  sales_warehouse_id: number | null;
  /** The settings' version the client loaded; absent: it did not say. */
  sales_settings_version?: string | null;
}

/** `GET api/mercadolibre/credentials/{id}/user_info`: MercadoLibre's `/users/me` plus the `User_id` the start-up loading reads. */
export interface MercadoLibreUserInfo {
  User_id: number;
  id: number;
  nickname: string;
  site_id: string;
  country_id?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  permalink?: string;
  seller_reputation?: Record<string, unknown>;
}

/** `GET api/mercadolibre/authorization_url` → where to send the seller's browser. */
export interface AuthorizationUrlAnswer {
  url: string;
  /** Also inside `url`; the server remembers it for 10 minutes and accepts it once. */
  state: string;
}

/** `POST api/mercadolibre/authorize` body: what MercadoLibre put in the redirect's query string. */
export interface AuthorizeBody {
  code: string;
  state: string;
}

/** Browser route MercadoLibre redirects to after consent (`?code=…&state=…` or `?error=…`). */
export const authorizationRedirectRoute = '/configuracion/mercadolibre';
