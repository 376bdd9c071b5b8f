import type { FastifyInstance } from 'fastify';
import { acceptFormBodies } from '../formBody';
import { persistingCalls } from '../stateFile';
import { installMercadoLibreErrorHandlers } from './apiErrors';
import { registerAuthorizationPage } from './authorizationPage';
import { registerCatalogRoutes } from './catalog';
import { registerClaimRoutes } from './claims';
import { createMercadoLibreControl, type MercadoLibreControl } from './control';
import { registerControlRoutes } from './controlRoutes';
import { type DemoActivityOptions, demoPaceOf, seededRandom } from '../demoPace';
import { mercadoLibreDemoApp, mercadoLibreDemoSeller, seedDemoAccount, seedDemoListings, startDemoActivity } from './demo';
import { FaultInjector } from './faults';
import { registerFeeRoutes } from './fees';
import { registerItemRoutes } from './items';
import { registerMessageRoutes } from './messages';
import { registerMissedFeeds } from './missedFeeds';
import { registerTokenEndpoint } from './oauth';
import { registerOrderRoutes } from './orders';
import { mercadoLibreStateFile } from './persistence';
import { registerQuestionRoutes } from './questions';
import { ApplicationRateLimiter } from './rateLimit';
import { installLateAnswers, installRequestGuard } from './requestGuard';
import { cancellableSleep, type MercadoLibreRuntime } from './runtime';
import { registerSellerItemSearch } from './search';
import { defaultMercadoLibreSettings, type MercadoLibreSettings } from './settings';
import { registerShipmentLabelRoutes } from './shipmentLabels';
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
  /** JSON file the state is loaded from at start (when present and valid) and saved to after changes and on close. */
  stateFile?: string;
}

export const mercadoLibrePrefix = '/mercadolibre';

/** Mounts the MercadoLibre imitation under `/mercadolibre` and returns its control API. */
export async function registerMercadoLibreSandbox(
  app: FastifyInstance,
  options: MercadoLibreSandboxOptions = {},
): Promise<{ control: MercadoLibreControl; stop(): void; saveState(): Promise<void> }> {
  const lifetime = new AbortController();
  const initialSettings = { ...defaultMercadoLibreSettings, ...options.settings };
  const state = new MercadoLibreState({ ...initialSettings });
  const runtime: MercadoLibreRuntime = {
    state,
    faults: new FaultInjector(),
    rateLimiter: new ApplicationRateLimiter(
      () => state.settings.requestsPerSecond,
      () => Date.now(),
    ),
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
  if (options.stateFile && mercadoLibreStateFile.load(state, options.stateFile)) {
    // A kept state already holds the demo app, seller and listings: add only what is missing.
    if (!state.apps.has(mercadoLibreDemoApp.clientId))
      state.apps.set(mercadoLibreDemoApp.clientId, { ...mercadoLibreDemoApp, topics: [...mercadoLibreDemoApp.topics] });
    const demoSellerItems = [...state.items.values()].some((item) => item.sellerId === mercadoLibreDemoSeller.id);
    if (options.demo && state.users.has(mercadoLibreDemoSeller.id) && !demoSellerItems) seedDemoListings(state);
  } else {
    reset();
  }
  const persister = options.stateFile ? mercadoLibreStateFile.persist(state, options.stateFile) : undefined;
  const changed = () => persister?.changed();
  changed();
  const control = persistingCalls(createMercadoLibreControl(runtime, reset), changed);

  await app.register(
    async (scope) => {
      acceptFormBodies(scope);
      installMercadoLibreErrorHandlers(scope);
      installLateAnswers(scope, runtime);
      // Any request may have changed the state (the persister writes only when the JSON differs).
      scope.addHook('onResponse', async () => changed());
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
        registerClaimRoutes(api, runtime);
        registerMessageRoutes(api, runtime);
        registerShipmentLabelRoutes(api, runtime);
        registerMissedFeeds(api, runtime);
      });
      await scope.register(async (controlScope) => registerControlRoutes(controlScope, control), { prefix: '/_control' });
    },
    { prefix: mercadoLibrePrefix },
  );

  const stopDemo = options.demo ? startDemoActivity(runtime, seededRandom(options.seed ?? 1), demoPaceOf(options.demo), changed) : () => {};
  return {
    control,
    stop() {
      stopDemo();
      runtime.webhooks.stop();
      lifetime.abort();
    },
    /** Writes the state file a last time (once no request is running) and stops saving. */
    saveState: async () => persister?.close(),
  };
}
