import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Sandbox, startSandbox } from '../../../sandbox';
import { readConfig } from '../../../server/config';
import { type DatabaseHandle, openDatabase } from '../../../server/db/connection';
import { type ServerProcess, spawnServer, stopProcess } from '../../support/serverProcess';
import { freshDatabaseUrl } from '../testApp';
import { mlApp } from './mercadoLibreTestSupport';

export const adminEmail = 'admin@example.com';
const adminPassword = 'contraseña-segura-1';

/** Where a notification points: its topic and resource path. */
export type Pointer = readonly [topic: string, resource: string];

/**
 * The real server (`server/main.ts`) run as its own process against a sandbox, on a data directory
 * or database of its own that outlives the process: what a crash test kills and starts again.
 */
export interface CrashHarness {
  sandbox: Sandbox;
  /** Starts the server process (again) on the same data. */
  start(): Promise<ServerProcess>;
  /** Kills the running process with SIGKILL, as a crash would. */
  kill(): Promise<void>;
  /** Stops the running process with SIGTERM, as a deployment does: it closes and exits. */
  stop(): Promise<void>;
  /** Signs in as the administrator and connects a new sandbox seller; answers the seller and the account id. */
  connectSeller(nickname: string): Promise<{ sellerId: number; accountId: number }>;
  /** Posts one webhook per pointer at once, as MercadoLibre would; answers the HTTP statuses. */
  postHints(sellerId: number, pointers: readonly Pointer[], idPrefix: string): Promise<number[]>;
  /** The server's database read beside it, as an operator would. */
  openServerDatabase(): DatabaseHandle;
  close(): Promise<void>;
}

export async function startCrashHarness(name: string): Promise<CrashHarness> {
  const sandbox = await startSandbox({ port: 0, mercadolibre: { settings: { requestsPerSecond: 1000 } } });
  sandbox.control.mercadolibre.configureApp({ ...mlApp, topics: ['orders_v2', 'payments', 'shipments'] });
  const dataDir = mkdtempSync(join(tmpdir(), `backoffice-${name}-`));
  const database = await freshDatabaseUrl();
  let server: ServerProcess | undefined;

  const running = () => {
    if (!server) throw new Error('the server process is not running');
    return server;
  };
  const api = (path: string, token?: string, body?: unknown) =>
    fetch(`${running().url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    sandbox,
    async start() {
      server = await spawnServer(
        ['--import', 'tsx', 'server/main.ts'],
        {
          PORT: '0',
          DATA_DIR: dataDir,
          DATABASE_URL: database.url ?? '',
          ADMIN_EMAIL: adminEmail,
          ADMIN_PASSWORD: adminPassword,
          DEMO_DATA: '0',
          LOG_LEVEL: 'error',
          MARKETPLACES: 'live',
          ML_API_URL: sandbox.mercadolibre.apiUrl,
          ML_AUTH_URL: sandbox.mercadolibre.authorizationUrl,
          ML_CLIENT_ID: mlApp.clientId,
          ML_CLIENT_SECRET: mlApp.clientSecret,
          ML_REDIRECT_URI: mlApp.redirectUri,
          ML_REQUESTS_PER_SECOND: '1000',
          ML_TIMEOUT_MS: '3000',
          ML_INBOX_POLL_MS: '50',
          ML_INBOX_LEASE_SECONDS: '1',
        },
        25_000,
      );
      return server;
    },
    async kill() {
      const dying = running();
      server = undefined;
      await stopProcess(dying.child, 'SIGKILL');
    },
    async stop() {
      const stopping = running();
      server = undefined;
      await stopProcess(stopping.child, 'SIGTERM');
    },
    async connectSeller(nickname) {
      const control = sandbox.control.mercadolibre;
      const { token } = (await (await api('/api/login/', undefined, { username: adminEmail, password: adminPassword })).json()) as { token: string };
      const seller = control.createSeller({ nickname });
      const { state } = (await (await api('/api/mercadolibre/authorization_url', token)).json()) as { state: string };
      const code = control.issueAuthorizationCode({ userId: seller.id, clientId: mlApp.clientId, redirectUri: mlApp.redirectUri });
      const connected = await api('/api/mercadolibre/authorize', token, { code, state });
      if (connected.status !== 201) throw new Error(`connect: ${connected.status} ${await connected.text()}`);
      return { sellerId: seller.id, accountId: ((await connected.json()) as { id: number }).id };
    },
    async postHints(sellerId, pointers, idPrefix) {
      const answers = await Promise.all(
        pointers.map(([topic, resource], index) =>
          api('/api/webhooks/mercadolibre', undefined, {
            _id: `${idPrefix}-${index}`,
            topic,
            resource,
            user_id: sellerId,
            application_id: Number(mlApp.clientId),
            attempts: 1,
          }),
        ),
      );
      return answers.map((answer) => answer.status);
    },
    openServerDatabase: () => openDatabase(readConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url })),
    async close() {
      if (server) await stopProcess(server.child, 'SIGKILL');
      await sandbox.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The three notifications a paid sale makes MercadoLibre send: its order, its payment and its shipment. */
export const salePointers = (sale: Record<string, unknown>): Pointer[] => [
  ['orders_v2', `/orders/${String(sale.id)}`],
  ['payments', `/collections/${(sale.payments as { id: number }[])[0].id}`],
  ['shipments', `/shipments/${(sale.shipping as { id: number }).id}`],
];
