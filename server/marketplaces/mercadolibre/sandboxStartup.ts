import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { FeatureStart } from '../../serverFeature';
import { seedDemoPublications } from './demoPublications';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { startSandboxProcess } from './sandboxProcess';
import { configureSandboxApp, connectDemoSeller } from './sandboxWiring';

const sandboxEntry = fileURLToPath(new URL('../dist-sandbox/main.mjs', import.meta.url));

/**
 * MARKETPLACES=sandbox: the imitation runs beside the server, started before the app is built so
 * that the connector is pointed at its real port (SANDBOX_PORT=0 picks a free one). Once the app
 * listens the sandbox is wired to it; it stops after the app on shutdown.
 */
export async function startSandboxBeside(config: Config, env: Record<string, string | undefined> = process.env): Promise<FeatureStart> {
  if (config.marketplaces !== 'sandbox') return { config };
  const sandbox = await startSandboxProcess(sandboxEntry, config.sandboxPort, config.demoData !== false, config.dataDir);
  if (!sandbox) {
    process.stderr.write(`Sandbox no construido (${sandboxEntry}): use npm start\n`);
    return { config };
  }
  const mercadolibre = env.ML_API_URL
    ? config.mercadolibre
    : { ...config.mercadolibre, apiUrl: sandbox.apiUrl, authorizationUrl: env.ML_AUTH_URL || `${sandbox.apiUrl}/authorization` };
  return {
    config: { ...config, sandboxPort: sandbox.port, mercadolibre },
    afterListen: (app, port, { demoSeeded }) => wireSandbox(app.mercadolibre, app.log, port, demoSeeded),
    stop: () => sandbox.stop(),
  };
}

/** Once listening: our redirect and webhook on the sandbox app, the demo seller connected, its publications. */
async function wireSandbox(feature: MercadoLibreFeature, log: FastifyBaseLogger, listenPort: number, firstDemoStart: boolean): Promise<void> {
  await configureSandboxApp(feature, feature.context.config, listenPort);
  const hadDemoSeller = (await feature.accounts.list()).length > 0;
  if (!firstDemoStart && !hadDemoSeller) return;
  const accountId = await connectDemoSeller(feature);
  if (!firstDemoStart) return;
  const published = await seedDemoPublications(feature, accountId);
  log.info({ published }, 'demo MercadoLibre publications created on the sandbox');
}
