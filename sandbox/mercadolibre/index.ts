import type { FastifyInstance } from 'fastify';
import { installMercadoLibreErrorHandlers } from './apiErrors';
import { registerAuthorizationPage } from './authorizationPage';
import { registerCatalogRoutes } from './catalog';
import { createMercadoLibreControl, type MercadoLibreControl } from './control';
import { registerControlRoutes } from './controlRoutes';
import { type DemoActivityOptions, seedDemoAccount, seedDemoListings, seededRandom, startDemoActivity } from './demo';
import { FaultInjector } from './faults';
import { registerFeeRoutes } from './fees';
import { registerItemRoutes } from './items';
import { registerTokenEndpoint } from './oauth';
import { registerOrderRoutes } from './orders';
import { registerQuestionRoutes } from './questions';
import { ApplicationRateLimiter } from './rateLimit';
import { installRequestGuard } from './requestGuard';
import { cancellableSleep, type MercadoLibreRuntime } from './runtime';
import { registerSellerItemSearch } from './search';
import { defaultMercadoLibreSettings, type MercadoLibreSettings } from './settings';
import { registerShippingRoutes } from './shipping';
import { MercadoLibreState } from './state';
import { registerUserRoutes } from './users';
import { WebhookNotifier } from './webhooks';

export type { MercadoLibreControl } from './control';
export { mercadoLibreDemoApp, mercadoLibreDemoSeller } from './demo';
export type { MercadoLibreSettings } from './settings';

export interface MercadoLibreSandboxOptions {
  settings?: Partial<MercadoLibreSettings>;
  /** Seeds demo listings and generates buyer activity; an object tunes the pace. */
  demo?: boolean | Partial<DemoActivityOptions>;
  /** Seed of the pseudo-random choices of the demo activity. */
  seed?: number;
}

export const mercadoLibrePrefix = '/mercadolibre';

/** Mounts the MercadoLibre imitation under `/mercadolibre` and returns its control API. */
export async function registerMercadoLibreSandbox(app: FastifyInstance, options: MercadoLibreSandboxOptions = {}): Promise<{ control: MercadoLibreControl; stop(): void }> {
  const lifetime = new AbortController();
  const initialSettings = { ...defaultMercadoLibreSettings, ...options.settings };
  const state = new MercadoLibreState({ ...initialSettings });
  const runtime: MercadoLibreRuntime = {
    state,
    faults: new FaultInjector(),
    rateLimiter: new ApplicationRateLimiter(() => state.settings.requestsPerSecond, () => Date.now()),
    webhooks: new WebhookNotifier(state),
    sleep: cancellableSleep(lifetime.signal),
  };
  const reset = () => {
    state.clear();
    state.settings = { ...initialSettings };
    runtime.faults.clear();
    runtime.rateLimiter.reset();
    runtime.webhooks.cancelRetries();
    seedDemoAccount(state);
    if (options.demo) seedDemoListings(state);
  };
  reset();
  const control = createMercadoLibreControl(runtime, reset);

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    installMercadoLibreErrorHandlers(scope);
    await scope.register(async (oauth) => {
      registerAuthorizationPage(oauth, runtime);
      registerTokenEndpoint(oauth, runtime);
    });
    await scope.register(async (api) => {
      installRequestGuard(api, runtime);
      registerUserRoutes(api, runtime);
      registerItemRoutes(api, runtime);
      registerSellerItemSearch(api, runtime);
      registerCatalogRoutes(api);
      registerFeeRoutes(api);
      registerShippingRoutes(api);
      registerQuestionRoutes(api, runtime);
      registerOrderRoutes(api, runtime);
    });
    await scope.register(async (controlScope) => registerControlRoutes(controlScope, control), { prefix: '/_control' });
  }, { prefix: mercadoLibrePrefix });

  const stopDemo = options.demo
    ? startDemoActivity(runtime, seededRandom(options.seed ?? 1), { minSeconds: 20, maxSeconds: 60, maxEvents: 500, ...(typeof options.demo === 'object' ? options.demo : {}) })
    : () => {};
  return {
    control,
    stop() {
      stopDemo();
      runtime.webhooks.stop();
      lifetime.abort();
    },
  };
}
