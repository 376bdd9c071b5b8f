import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { seedAdmin } from './users/seedAdmin';
import { seedDemoCatalogueOnStart } from './catalogue/demo/seedDemoCatalogue';
import type { Executor } from './crud/hooks';
import { readTaskWorkerOptions } from './tasks/taskWorkerConfig';

async function main() {
  const config = readConfig();
  const { app, context } = await buildApp(config);
  const generatedPassword = await seedAdmin(context.database.db, config.adminEmail, config.adminPassword);
  if (await seedDemoCatalogueOnStart(context.database.db as unknown as Executor, config.demoData)) app.log.info('demo catalogue seeded');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await context.tasks.startWorker(readTaskWorkerOptions());
  const address = await app.listen({ port: config.port, host: config.host });
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
