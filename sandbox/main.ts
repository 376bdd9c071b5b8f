import { mercadoLibreDemoApp, mercadoLibreDemoSeller, startSandbox } from './index';

/**
 * SANDBOX_PARENT_PID: the server that started this process. A server killed outright (kill -9, a
 * crash) cannot stop its children, so the sandbox notices it is no longer that process's child
 * (it was handed to another parent) and ends itself instead of holding its port forever.
 */
function endWithParent(parentPid: string | undefined, end: () => Promise<void>) {
  if (!parentPid) return;
  const watch = setInterval(() => {
    if (process.ppid === Number(parentPid)) return;
    clearInterval(watch);
    void end();
  }, 500);
  watch.unref();
}

/** `npx tsx sandbox/main.ts`: the imitation marketplaces with demo activity, on SANDBOX_PORT (default 3001). */
async function main() {
  const port = Number(process.env.SANDBOX_PORT ?? 3001);
  // SANDBOX_BUYER_EVENTS=0 keeps the demo listings but no invented buyers (browser tests play the buyers themselves).
  const maxEvents = Number(process.env.SANDBOX_BUYER_EVENTS ?? 500);
  const demo = process.env.SANDBOX_DEMO !== '0' && { maxEvents };
  // SANDBOX_AMAZON_EVENTS_LAG_MS: how long after it is posted Amazon answers a financial event (two minutes by
  // default, as Amazon). Browser tests set 0, so a sale's payment and its notification arrive during that sale's
  // own test, not two minutes later in another's.
  const lag = process.env.SANDBOX_AMAZON_EVENTS_LAG_MS;
  const financialEventsLagMs = lag === undefined || lag === '' ? undefined : Number(lag);
  // SANDBOX_STATE_FILE (MercadoLibre) and SANDBOX_AMAZON_STATE_FILE keep sellers, tokens, listings, orders and the rest
  // across restarts, like the real marketplaces.
  const sandbox = await startSandbox({
    port,
    host: process.env.SANDBOX_HOST ?? '127.0.0.1',
    demo,
    mercadolibre: { stateFile: process.env.SANDBOX_STATE_FILE || undefined },
    amazon: {
      stateFile: process.env.SANDBOX_AMAZON_STATE_FILE || undefined,
      ...(financialEventsLagMs === undefined ? {} : { settings: { financialEventsLagMs } }),
    },
  });
  const shutdown = async () => {
    await sandbox.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  endWithParent(process.env.SANDBOX_PARENT_PID, shutdown);
  process.stdout.write(
    [
      '',
      `  Sandbox de marketplaces en ${sandbox.url}`,
      `  MercadoLibre API:        ${sandbox.mercadolibre.apiUrl}`,
      `  MercadoLibre autorizar:  ${sandbox.mercadolibre.authorizationUrl}`,
      `  Control (pruebas):       ${sandbox.mercadolibre.controlUrl}`,
      `  Amazon SP-API:           ${sandbox.amazon.apiUrl}`,
      `  Amazon autorizar:        ${sandbox.amazon.consentUrl}`,
      `  App demo: client_id ${mercadoLibreDemoApp.clientId}, vendedor ${mercadoLibreDemoSeller.nickname} (${mercadoLibreDemoSeller.id})${demo && maxEvents > 0 ? ', actividad de compradores activa' : ''}`,
      '',
    ].join('\n') + '\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
