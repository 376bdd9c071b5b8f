import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { startFeaturesBeside } from './featureStartup';
import { features } from './features';
import { findFreePort } from './http/freePort';
import { taskWorkerOptionsFrom } from './tasks/taskWorkerConfig';

async function readConfigWithPort() {
  const config = readConfig();
  if (config.port !== 0) return config;
  const port = String(await findFreePort(config.host));
  return readConfig({ ...process.env, PORT: port, SANDBOX_PORT: process.env.SANDBOX_PORT || '0' });
}

async function main() {
  const beside = await startFeaturesBeside(features, await readConfigWithPort());
  const { config } = beside;
  const { app, context, startLoops, seedStart, seedDemo } = await buildApp(config);
  const bannerLines = await seedStart();
  const demoSeeded = await seedDemo();
  if (demoSeeded) app.log.info('demo data seeded');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await beside.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await context.tasks.startWorker(taskWorkerOptionsFrom(config.tasks));
  await startLoops();
  const address = await app.listen({ port: config.port, host: config.host });
  const listenPort = app.server.address();
  beside.afterListen(app, typeof listenPort === 'object' && listenPort ? listenPort.port : config.port, { demoSeeded, context });
  const url = address.replace('0.0.0.0', 'localhost').replace('127.0.0.1', 'localhost');
  const lines = [
    `Back office listo en ${url}`,
    `Base de datos: ${context.database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite en ${config.dataDir}`}`,
    ...bannerLines,
  ];
  process.stdout.write(['', ...lines.map((line) => `  ${line}`), ''].join('\n') + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuración no válida: ${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
