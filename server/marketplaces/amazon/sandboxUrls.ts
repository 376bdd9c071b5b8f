import { amazonSandboxUrls, type Config } from '../../config';
import type { FeatureStart } from '../../serverFeature';
import { connectDemoSeller } from './sandboxWiring';

/**
 * The sandbox process started beside the server may listen on another port than configured
 * (SANDBOX_PORT=0 picks a free one): default sandbox URLs follow it; URLs set by hand stay.
 */
export function pointAtSandbox(config: Config): Config {
  if (config.marketplaces !== 'sandbox' || !config.amazon.sandboxed) return config;
  return { ...config, amazon: { ...config.amazon, ...amazonSandboxUrls(config.sandboxPort) } };
}

/** A real start beside the sandbox: our URLs follow it; once listening, a demo start connects its demo seller. */
export async function besideSandbox(config: Config): Promise<FeatureStart> {
  const adjusted = pointAtSandbox(config);
  if (adjusted === config) return { config };
  return {
    config: adjusted,
    afterListen: async (app, _port, { demoSeeded }) => {
      if (demoSeeded || (await app.amazon.accounts.list()).length > 0) await connectDemoSeller(app.amazon, app.log);
    },
  };
}
