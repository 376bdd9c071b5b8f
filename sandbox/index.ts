import Fastify from 'fastify';
import { type AmazonControl, type AmazonSandboxOptions, amazonPrefix, registerAmazonSandbox } from './amazon';
import { type MercadoLibreControl, type MercadoLibreSandboxOptions, mercadoLibrePrefix, registerMercadoLibreSandbox } from './mercadolibre';

export { mercadoLibreDemoApp, mercadoLibreDemoSeller } from './mercadolibre';
export type { MercadoLibreControl, MercadoLibreSettings } from './mercadolibre';
export { amazonDemoApp, amazonDemoSeller } from './amazon';
export type { AmazonControl, AmazonSettings } from './amazon';

export interface SandboxOptions {
  port?: number;
  host?: string;
  /** Seed of the demo activity's pseudo-random choices. */
  seed?: number;
  /** Demo listings plus live buyer questions and sales, on both marketplaces. */
  demo?: MercadoLibreSandboxOptions['demo'];
  /** Each marketplace's settings, and the JSON file that keeps its state across restarts. */
  mercadolibre?: Pick<MercadoLibreSandboxOptions, 'settings' | 'stateFile'>;
  amazon?: Pick<AmazonSandboxOptions, 'settings' | 'stateFile'>;
  logger?: boolean;
}

export interface Sandbox {
  /** e.g. `http://127.0.0.1:3001` */
  url: string;
  /** Base URLs to give each connector. */
  mercadolibre: { apiUrl: string; authorizationUrl: string; controlUrl: string };
  /** One base for Login with Amazon, Seller Central's consent page and the SP-API. */
  amazon: { apiUrl: string; lwaUrl: string; consentUrl: string; controlUrl: string };
  control: { mercadolibre: MercadoLibreControl; amazon: AmazonControl };
  close(): Promise<void>;
}

/** Starts the imitation marketplaces on one HTTP server, one path prefix per marketplace. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  // Injected hangs must not keep close() waiting for the client to give up.
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  const mercadolibre = await registerMercadoLibreSandbox(app, {
    settings: options.mercadolibre?.settings,
    demo: options.demo,
    seed: options.seed,
    stateFile: options.mercadolibre?.stateFile,
  });
  const amazon = await registerAmazonSandbox(app, { ...options.amazon, demo: options.demo, seed: options.seed });
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : options.port;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const apiUrl = `${url}${mercadoLibrePrefix}`;
  return {
    url,
    mercadolibre: { apiUrl, authorizationUrl: `${apiUrl}/authorization`, controlUrl: `${apiUrl}/_control` },
    amazon: amazonUrls(`${url}${amazonPrefix}`),
    control: { mercadolibre: mercadolibre.control, amazon: amazon.control },
    async close() {
      mercadolibre.stop();
      amazon.stop();
      await app.close();
      // After the last request, so the final writes include it.
      await Promise.all([mercadolibre.saveState(), amazon.saveState()]);
    },
  };
}

const amazonUrls = (base: string) => ({
  apiUrl: base,
  lwaUrl: `${base}/auth/o2/token`,
  consentUrl: `${base}/apps/authorize/consent`,
  controlUrl: `${base}/_control`,
});
