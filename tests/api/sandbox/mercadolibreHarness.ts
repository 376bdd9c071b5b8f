import { type Sandbox, type SandboxOptions, startSandbox } from '../../../sandbox';

export const testApp = { clientId: '1234567890123456', clientSecret: 'test-secret', redirectUri: 'http://127.0.0.1:9/callback' };

export interface MercadoLibreHarness {
  sandbox: Sandbox;
  api: string;
  /** fetch against the MercadoLibre API with an optional bearer token; JSON body when given. */
  call(path: string, init?: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  /** A new seller connected to the test app, with its tokens. */
  connectedSeller(nickname?: string): Promise<{ id: number; token: string; refreshToken: string }>;
  tokenRequest(form: Record<string, string>): Promise<Response>;
}

export async function startMercadoLibre(options: SandboxOptions = {}): Promise<MercadoLibreHarness> {
  const sandbox = await startSandbox({ port: 0, ...options });
  const api = sandbox.mercadolibre.apiUrl;
  const control = sandbox.control.mercadolibre;
  control.configureApp({ ...testApp });
  return {
    sandbox,
    api,
    call(path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      return fetch(`${api}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    },
    async connectedSeller(nickname) {
      const seller = control.createSeller({ nickname });
      const tokens = control.issueTokens({ userId: seller.id, clientId: testApp.clientId });
      return { id: seller.id, token: tokens.access_token, refreshToken: tokens.refresh_token };
    },
    tokenRequest(form) {
      return fetch(`${api}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(form).toString(),
      });
    },
  };
}

/** A body the MLM validator accepts without warnings (category Celulares y Smartphones). */
export function validPhone(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    site_id: 'MLM',
    title: 'Samsung Galaxy A15 128 Gb Azul',
    category_id: 'MLM1055',
    price: 3299,
    currency_id: 'MXN',
    available_quantity: 10,
    buying_mode: 'buy_it_now',
    listing_type_id: 'gold_special',
    condition: 'new',
    pictures: [{ source: 'https://example.com/1.jpg' }],
    attributes: [
      { id: 'BRAND', value_name: 'Samsung' },
      { id: 'MODEL', value_name: 'Galaxy A15' },
      { id: 'GTIN', value_name: '8806095426280' },
      { id: 'SELLER_SKU', value_name: 'SKU-1' },
    ],
    shipping: { mode: 'me2', local_pick_up: false, free_shipping: false },
    ...overrides,
  };
}
