import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { findFreePort } from './http/freePort';
import { seedAdmin } from './users/seedAdmin';
import { taskWorkerOptionsFrom } from './tasks/taskWorkerConfig';
import { startSandboxBeside, wireSandbox } from './marketplaces/mercadolibre/sandboxStartup';

async function readConfigWithPort() {
  const config = readConfig();
  if (config.port !== 0) return config;
  const port = String(await findFreePort(config.host));
  return readConfig({ ...process.env, PORT: port, SANDBOX_PORT: process.env.SANDBOX_PORT || '0' });
}

async function main() {
  const { sandbox, config } = await startSandboxBeside(await readConfigWithPort());
  const { app, context, startLoops, seedDemo } = await buildApp(config);
  const generatedPassword = await seedAdmin(context.database.db, config.adminEmail, config.adminPassword);
  const demoSeeded = await seedDemo();
  if (demoSeeded) app.log.info('demo data seeded');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await sandbox?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await context.tasks.startWorker(taskWorkerOptionsFrom(config.tasks));
  await startLoops();
  const address = await app.listen({ port: config.port, host: config.host });
  if (sandbox) {
    const listenPort = app.server.address();
    wireSandbox(app.mercadolibre, app.log, typeof listenPort === 'object' && listenPort ? listenPort.port : config.port, demoSeeded).catch((error: unknown) =>
      app.log.error({ err: error }, 'could not wire the MercadoLibre sandbox'),
    );
  }
  const url = address.replace('0.0.0.0', 'localhost').replace('127.0.0.1', 'localhost');
  const lines = [
    '',
    `  Back office listo en ${url}`,
    `  Base de datos: ${context.database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite en ${config.dataDir}`}`,
    `  Usuario administrador: ${config.adminEmail}`,
    generatedPassword ? `  Contraseña (generada, se muestra solo esta vez): ${generatedPassword}` : '',
    '',
  ];
  process.stdout.write(lines.filter((line, index) => line || index === 0 || index === lines.length - 1).join('\n') + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuración no válida: ${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
