import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { seedDemoPublications } from './demoPublications';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { type SandboxProcess, startSandboxProcess } from './sandboxProcess';
import { configureSandboxApp, connectDemoSeller } from './sandboxWiring';

const sandboxEntry = fileURLToPath(new URL('../dist-sandbox/main.mjs', import.meta.url));

/**
 * MARKETPLACES=sandbox: the imitation runs beside the server, started before the app is built so
 * that the connector is pointed at its real port (SANDBOX_PORT=0 picks a free one).
 */
export async function startSandboxBeside(config: Config, env: Record<string, string | undefined> = process.env): Promise<{ sandbox?: SandboxProcess; config: Config }> {
  if (config.marketplaces !== 'sandbox') return { config };
  const sandbox = await startSandboxProcess(sandboxEntry, config.sandboxPort, config.demoData !== false, config.dataDir);
  if (!sandbox) {
    process.stderr.write(`Sandbox no construido (${sandboxEntry}): use npm start\n`);
    return { config };
  }
  if (env.ML_API_URL) return { sandbox, config: { ...config, sandboxPort: sandbox.port } };
  const mercadolibre = { ...config.mercadolibre, apiUrl: sandbox.apiUrl, authorizationUrl: env.ML_AUTH_URL || `${sandbox.apiUrl}/authorization` };
  return { sandbox, config: { ...config, sandboxPort: sandbox.port, mercadolibre } };
}

/** Once listening: our redirect and webhook on the sandbox app, the demo seller connected, its publications. */
export async function wireSandbox(feature: MercadoLibreFeature, log: FastifyBaseLogger, listenPort: number, firstDemoStart: boolean): Promise<void> {
  await configureSandboxApp(feature, feature.context.config, listenPort);
  const hadDemoSeller = (await feature.accounts.list()).length > 0;
  if (!firstDemoStart && !hadDemoSeller) return;
  const accountId = await connectDemoSeller(feature);
  if (!firstDemoStart) return;
  const published = await seedDemoPublications(feature, accountId);
  log.info({ published }, 'demo MercadoLibre publications created on the sandbox');
}
