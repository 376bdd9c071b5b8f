import type { Config } from '../../config';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { callMercadoLibre } from './mercadoLibreHttp';

// The sandbox's demo seller (sandbox/mercadolibre/demo.ts), reached over HTTP only.
const demoSellerId = 400_000_001;

async function control<T>(feature: MercadoLibreFeature, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${feature.connector.config.apiUrl}/_control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox control ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Registers our redirect and webhook URLs on the sandbox's app, as a seller would in the app manager. */
export async function configureSandboxApp(feature: MercadoLibreFeature, config: Config, listenPort: number): Promise<void> {
  const { clientId, clientSecret, redirectUri } = config.mercadolibre;
  await control(feature, '/apps', {
    clientId,
    clientSecret,
    redirectUri,
    notificationUrl: `http://127.0.0.1:${listenPort}/api/webhooks/mercadolibre`,
    topics: ['items', 'questions', 'orders_v2', 'payments', 'shipments', 'claims', 'messages'],
  });
}

/**
 * On each start the demo seller gets fresh tokens (control API) and is stored connected and
 * active, so a grant revoked while trying the demo never leaves a newcomer disconnected.
 */
export async function connectDemoSeller(feature: MercadoLibreFeature): Promise<number> {
  const tokens = await control<{ access_token: string; refresh_token: string; expires_in: number }>(feature, '/tokens', {
    userId: demoSellerId,
    clientId: feature.connector.config.clientId,
  });
  const user = await callMercadoLibre<{ id: number; nickname: string; site_id: string }>(feature.connector.http, {
    method: 'GET',
    path: '/users/me',
    token: tokens.access_token,
  });
  const row = await feature.accounts.connect(user, {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: new Date(Date.now() + tokens.expires_in * 1000).toISOString(),
  });
  await feature.accounts.setActive(Number(row.id));
  return Number(row.id);
}
