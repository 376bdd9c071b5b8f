import { amazonSandboxUrls, type Config } from '../../config';

/**
 * The sandbox process started beside the server may listen on another port than configured
 * (SANDBOX_PORT=0 picks a free one): default sandbox URLs follow it; URLs set by hand stay.
 */
export function pointAtSandbox(config: Config): Config {
  if (config.marketplaces !== 'sandbox' || !config.amazon.sandboxed) return config;
  return { ...config, amazon: { ...config.amazon, ...amazonSandboxUrls(config.sandboxPort) } };
}
