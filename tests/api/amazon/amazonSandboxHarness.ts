import { amazonDemoApp, type Sandbox, type SandboxOptions, startSandbox } from '../../../sandbox';
import { AccountAuth } from '../../../server/marketplaces/amazon/accountAuth';
import { LwaClient } from '../../../server/marketplaces/amazon/lwaClient';
import { sdkClients } from '../../../server/marketplaces/amazon/sdkClients';
import type { WaitLimits } from '../../../server/marketplaces/amazon/throttleWait';

export const redirectUri = 'http://127.0.0.1:9/configuracion/amazon';

/** Amazon.com.mx, the marketplace every test lists and sells in. */
export const mexico = 'A1AM78C64UM0Y8';

/** The attributes Amazon accepts for a new listing: its title, brand, condition new, price in pesos (taxes included) and units. */
export const listingAttributes = ({ title, brand = 'Oster', price, quantity }: { title: string; brand?: string; price: number; quantity: number }) => ({
  item_name: [{ value: title, language_tag: 'es_MX' }],
  brand: [{ value: brand }],
  condition_type: [{ value: 'new_new' }],
  purchasable_offer: [{ marketplace_id: mexico, currency: 'MXN', our_price: [{ schedule: [{ value_with_tax: price }] }] }],
  fulfillment_availability: [{ fulfillment_channel_code: 'DEFAULT', quantity }],
});

/** The HTTP answer an SDK call failed with (the test fails if the call succeeds). */
export async function failedResponse(call: Promise<unknown>): Promise<{ status: number; data: unknown; headers: Record<string, string> }> {
  const error = (await call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (caught: unknown) => caught,
  )) as { response?: { status: number; data: unknown; headers: Record<string, string> } };
  if (!error.response) throw error as Error;
  return error.response;
}

/** Seller Central's consent as a browser goes through it: the page, then "Confirmar"; answers the redirect's query. */
export async function consent(sandbox: Sandbox, sellerId: string, state = 'estado-1', redirect = redirectUri): Promise<URLSearchParams> {
  const page = new URL(sandbox.amazon.consentUrl);
  page.search = new URLSearchParams({ application_id: amazonDemoApp.applicationId, state, redirect_uri: redirect }).toString();
  const shown = await fetch(page);
  if (shown.status !== 200) throw new Error(`consent page: ${shown.status}`);
  const confirmed = await fetch(new URL('confirm', page), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ application_id: amazonDemoApp.applicationId, state, redirect_uri: redirect, selling_partner_id: sellerId }),
  });
  if (confirmed.status !== 302) throw new Error(`consent confirm: ${confirmed.status}`);
  return new URL(confirmed.headers.get('location')!).searchParams;
}

type SellerOptions = { retryThrottled?: boolean; retryWaits?: WaitLimits; timeoutMs?: number };

/** The sandbox with feeds processed in 100 ms, unless `amazon` says otherwise (its settings, a state file). */
export async function startAmazonSandbox(amazon: SandboxOptions['amazon'] = { settings: { feedProcessingMs: 100 } }) {
  const sandbox = await startSandbox({ port: 0, amazon });
  const lwa = new LwaClient({ tokenUrl: sandbox.amazon.lwaUrl, clientId: amazonDemoApp.clientId, clientSecret: amazonDemoApp.clientSecret, timeoutMs: 5_000 });
  /** A seller already authorised (its refresh token), with the SDK clients the connector uses. */
  const authorisedSeller = (sellerId: string, refreshToken: string, options: SellerOptions = {}) => {
    const auth = new AccountAuth({ clientId: amazonDemoApp.clientId, clientSecret: amazonDemoApp.clientSecret, refreshToken }, lwa);
    let sent = 0;
    const clients = sdkClients({
      auth,
      baseUrl: sandbox.amazon.apiUrl,
      beforeRequest: async () => {
        sent += 1;
      },
      retryThrottled: options.retryThrottled ?? false,
      retryWaits: options.retryWaits ?? { screenMs: 60_000, backgroundMs: 60_000 },
      timeoutMs: options.timeoutMs ?? 5_000,
    });
    return { sellerId, auth, clients, sent: () => sent };
  };
  /** A new seller authorised through the consent flow, with the SDK clients the connector uses. */
  const connectedSeller = async (name = 'Vendedor de prueba', options: SellerOptions = {}) => {
    const seller = sandbox.control.amazon.createSeller(name);
    const code = (await consent(sandbox, seller.sellingPartnerId)).get('spapi_oauth_code')!;
    const tokens = await lwa.exchangeCode(code, redirectUri);
    return { ...authorisedSeller(seller.sellingPartnerId, tokens.refreshToken!, options), tokens };
  };
  return { sandbox, lwa, connectedSeller, authorisedSeller };
}
