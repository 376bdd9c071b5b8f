import { amazonSandboxUrls, type Config } from '../../config';
import type { FeatureStart } from '../../serverFeature';
import { seedDemoListings } from './demoListings';
import { connectDemoSeller } from './sandboxWiring';

/**
 * The sandbox process started beside the server may listen on another port than configured
 * (SANDBOX_PORT=0 picks a free one): default sandbox URLs follow it; URLs set by hand stay.
 */
export function pointAtSandbox(config: Config): Config {
  if (config.marketplaces !== 'sandbox' || !config.amazon.sandboxed) return config;
  return { ...config, amazon: { ...config.amazon, ...amazonSandboxUrls(config.sandboxPort) } };
}

/**
 * A real start beside the sandbox: our URLs follow it; once listening, a demo start connects its demo
 * seller and, the first time, lists demo products on it.
 */
export async function besideSandbox(config: Config): Promise<FeatureStart> {
  const adjusted = pointAtSandbox(config);
  if (adjusted === config) return { config };
  return {
    config: adjusted,
    afterListen: async (app, _port, { demoSeeded, context }) => {
      if (!demoSeeded && (await app.amazon.accounts.list()).length === 0) return;
      await connectDemoSeller(app.amazon, app.log);
      if (!demoSeeded) return;
      const accepted = await seedDemoListings(context, app.amazon);
      app.log.info({ accepted }, 'demo Amazon listings created on the sandbox');
    },
  };
}
