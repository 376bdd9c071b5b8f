import type { FastifyInstance } from 'fastify';
import { acceptFormBodies } from '../formBody';
import { type DemoActivityOptions, demoPaceOf, seededRandom } from '../demoPace';
import { persistingCalls } from '../stateFile';
import { installAmazonErrorHandlers } from './apiErrors';
import { registerCatalogRoutes } from './catalog';
import { type AmazonControl, createAmazonControl } from './control';
import { registerConsentPage } from './consentPage';
import { registerControlRoutes } from './controlRoutes';
import { seedDemo, seedDemoShop, startDemoBuyers } from './demo';
import { FaultInjector } from './faults';
import { registerDocumentStorage, registerFeedRoutes } from './feeds';
import { registerFinanceRoutes } from './finances';
import { registerListingRoutes } from './listings';
import { registerTokenEndpoint } from './lwa';
import { registerMessagingRoutes } from './messaging';
import { registerOrderRoutes } from './orders';
import { amazonStateFile } from './persistence';
import { registerReportRoutes } from './reports';
import { installRequestGuard } from './requestGuard';
import { registerSellerRoutes } from './sellers';
import { registerShipmentConfirmationRoute } from './shipmentConfirmation';
import type { AmazonRuntime } from './runtime';
import { type AmazonSettings, defaultAmazonSettings } from './settings';
import { AmazonState } from './state';
import { UsagePlanLimiter } from './usagePlans';

export type { AmazonControl } from './control';
export { amazonDemoApp, amazonDemoSeller } from './demo';
export type { AmazonSettings } from './settings';

export interface AmazonSandboxOptions {
  settings?: Partial<AmazonSettings>;
  /** JSON file that keeps the state across restarts (loaded at start, saved after changes and on close). */
  stateFile?: string;
  /** Invented buyers ordering the demo seller's listings; an object tunes the pace. */
  demo?: boolean | Partial<DemoActivityOptions>;
  /** Seed of the demo buyers' pseudo-random choices. */
  seed?: number;
}

export const amazonPrefix = '/amazon';

/**
 * Mounts the Amazon imitation under `/amazon`: Login with Amazon (`/auth/o2/token`), Seller
 * Central's consent page (`/apps/authorize/consent`) and the SP-API paths, so that one base URL
 * stands for the three hosts; the control API is under `/_control`.
 */
export async function registerAmazonSandbox(
  app: FastifyInstance,
  options: AmazonSandboxOptions = {},
): Promise<{ control: AmazonControl; stop(): void; saveState(): Promise<void> }> {
  const initialSettings = { ...defaultAmazonSettings, ...options.settings };
  const runtime: AmazonRuntime = { state: new AmazonState({ ...initialSettings }), limiter: new UsagePlanLimiter(), faults: new FaultInjector() };
  // Feeds and reports in processing: a reset or a stop drops them.
  const timers = new Set<NodeJS.Timeout>();
  const stop = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
  const reset = () => {
    stop();
    runtime.state.clear();
    runtime.state.settings = { ...initialSettings };
    runtime.limiter.reset();
    runtime.faults.clear();
    seedDemo(runtime.state);
    seedDemoShop(runtime.state, control);
  };
  const persister = options.stateFile ? amazonStateFile.persist(runtime.state, options.stateFile) : undefined;
  const changed = () => persister?.changed();
  const control = persistingCalls(createAmazonControl(runtime, reset), changed);
  // A kept state already holds the demo app, seller and shop; feeds and reports it left processing go on (see processingClock.ts).
  if (!options.stateFile || !amazonStateFile.load(runtime.state, options.stateFile)) reset();
  changed();
  await app.register(
    async (scope) => {
      acceptFormBodies(scope);
      // Any request may have changed the state (the persister writes only when the JSON differs).
      scope.addHook('onResponse', async () => changed());
      installAmazonErrorHandlers(scope);
      registerTokenEndpoint(scope, runtime.state);
      registerConsentPage(scope, runtime.state);
      await scope.register(async (api) => {
        installRequestGuard(api, runtime);
        registerListingRoutes(api, runtime);
        registerCatalogRoutes(api, runtime);
        registerOrderRoutes(api, runtime);
        registerShipmentConfirmationRoute(api, runtime);
        registerFeedRoutes(api, runtime, amazonPrefix, timers);
        registerFinanceRoutes(api, runtime);
        registerReportRoutes(api, runtime, amazonPrefix, timers);
        registerMessagingRoutes(api, runtime);
        registerSellerRoutes(api, runtime);
      });
      await registerDocumentStorage(scope, runtime);
      await scope.register(async (controlScope) => registerControlRoutes(controlScope, control), { prefix: '/_control' });
    },
    { prefix: amazonPrefix },
  );
  const stopBuyers = options.demo ? startDemoBuyers(runtime.state, control, seededRandom(options.seed ?? 1), demoPaceOf(options.demo), changed) : () => {};
  return {
    control,
    stop() {
      stopBuyers();
      stop();
    },
    /** Writes the state file a last time (once no request is running) and stops saving. */
    saveState: async () => persister?.close(),
  };
}
