import { type Sandbox, startSandbox } from '../../../sandbox';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { fastWorker } from '../tasksSupport';
import { startTestApp, type TestApp } from '../testApp';
import { marketplaceStandIn } from './marketplaceStandIn';

export const mlApp = { clientId: '7700000000000001', clientSecret: 'back-office-test-secret', redirectUri: 'http://localhost:3000/configuracion/mercadolibre' };

export interface MercadoLibreWorld {
  sandbox: Sandbox;
  app: TestApp;
  adminId: number;
  /** Connects a new sandbox seller through our OAuth routes; answers the account and the seller id. */
  connectSeller(nickname?: string): Promise<MercadoLibreAccount>;
  /** Products in our catalogue that MercadoLibre accepts (category Cafeteras, barcode as SKU/GTIN). */
  createProducts(count: number, overrides?: Record<string, unknown>): Promise<number[]>;
  /** Publications validated and ready to publish, as the screens would prepare them; answers their ids. */
  readyPublications(count: number, overrides?: Record<string, unknown>): Promise<number[]>;
  close(): Promise<void>;
}

let barcodeSeed = 7_501_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;

/** `sandboxEnv`: settings that name the started sandbox (another marketplace's URLs in it). */
export async function startWorld(
  env: Record<string, string> = {},
  options: { worker?: boolean; sandboxEnv?: (sandbox: Sandbox) => Record<string, string> } = {},
): Promise<MercadoLibreWorld> {
  const sandbox = await startSandbox({ port: 0 });
  const control = sandbox.control.mercadolibre;
  control.configureApp({ ...mlApp, topics: ['items', 'questions', 'orders_v2', 'payments', 'shipments'] });
  const app = await startTestApp({
    ML_API_URL: sandbox.mercadolibre.apiUrl,
    ML_CLIENT_ID: mlApp.clientId,
    ML_CLIENT_SECRET: mlApp.clientSecret,
    ML_REDIRECT_URI: mlApp.redirectUri,
    ML_REQUESTS_PER_SECOND: '1000',
    ML_TIMEOUT_MS: '2000',
    ML_LATE_CREATE_MS: '500',
    ML_INBOX_POLL_MS: '50',
    ...env,
    ...options.sandboxEnv?.(sandbox),
  });
  const adminId = (await app.login()).id;
  if (options.worker !== false) {
    await app.context.tasks.startWorker({ ...fastWorker, leaseMs: 400 });
    await app.startLoops();
  }
  const db = app.context.database.db;
  const createProducts = async (count: number, overrides: Record<string, unknown> = {}) => {
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (let index = 0; index < count; index++) {
      barcodeSeed += 1;
      const row = await db
        .insertInto('products')
        .values({
          ref: `ML-${barcodeSeed}`,
          label: `Cafetera Oster ${barcodeSeed % 100000} tazas`,
          price: 899,
          price_ttc: 899,
          stock: 12,
          barcode: String(barcodeSeed),
          images: JSON.stringify([{ id: 'a', url: 'https://example.com/cafetera.jpg', main: true }]),
          datec: now,
          tms: now,
          ...overrides,
        })
        .returning('rowid')
        .executeTakeFirstOrThrow();
      ids.push(Number(row.rowid));
    }
    return ids;
  };
  return {
    sandbox,
    app,
    adminId,
    async connectSeller(nickname) {
      const seller = control.createSeller({ nickname });
      const { state } = (await app.call({ method: 'GET', url: '/api/mercadolibre/authorization_url' })).json();
      const code = control.issueAuthorizationCode({ userId: seller.id, clientId: mlApp.clientId, redirectUri: mlApp.redirectUri });
      const response = await app.call({ method: 'POST', url: '/api/mercadolibre/authorize', payload: { code, state } });
      if (response.statusCode !== 201) throw new Error(`authorize: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    createProducts,
    async readyPublications(count, overrides = {}) {
      const ids: number[] = [];
      for (const productId of await createProducts(count, overrides)) {
        const answer = await app.call({ method: 'POST', url: '/api/mercadolibre/publications/validate', payload: { productId } });
        if (answer.statusCode !== 200) throw new Error(`validate: ${answer.statusCode} ${answer.body}`);
        ids.push(answer.json().publication.id);
      }
      return ids;
    },
    async close() {
      await app.close();
      await sandbox.close();
    },
  };
}

/**
 * A world whose connector reaches the sandbox through a stand-in (`marketplaceStandIn`), which
 * answers the requests a test names its own way; no worker runs, so only the test reads.
 */
export async function startWorldBehindStandIn(): Promise<{ world: MercadoLibreWorld; standIn: Awaited<ReturnType<typeof marketplaceStandIn>> }> {
  const standIn = await marketplaceStandIn();
  const world = await startWorld(
    {},
    {
      worker: false,
      sandboxEnv: (sandbox) => {
        standIn.forwardTo(sandbox.mercadolibre.apiUrl);
        return { ML_API_URL: standIn.url };
      },
    },
  );
  return { world, standIn };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the check holds; `explain` says, when it never does, what stood instead. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000, explain?: () => Promise<string>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not reached in time${explain ? `: ${await explain()}` : ''}`);
    await sleep(25);
  }
}
