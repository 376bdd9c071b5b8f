import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort, portIsFree } from '../../http/freePort';

export interface SandboxProcess {
  port: number;
  apiUrl: string;
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilUp(controlUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${controlUrl}/demo`, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the sandbox did not start in time');
    await pause(100);
  }
}

/**
 * A server started again right after a crash finds its previous sandbox still on the port for up to
 * a second, until that one sees its parent gone and ends. A sandbox started meanwhile would fail to
 * listen while the departing one answered for it, and the marketplaces would go silent once it ended:
 * the new one starts when the port is free.
 */
async function waitForFreePort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await portIsFree(port, '127.0.0.1'))) {
    if (Date.now() > deadline) throw new Error(`SANDBOX_PORT ${port} is in use by another process`);
    await pause(100);
  }
}

/**
 * Starts the built sandbox (`dist-sandbox/main.mjs`, bundled by `npm start`) as a child process:
 * the server never imports the imitation, it only talks to it over HTTP like to the real API.
 * SANDBOX_PORT=0 picks a free port (the sandbox's URL must be known before it starts).
 * With `dataDir`, the sandbox keeps its marketplaces' states in `<dataDir>/sandbox-state.json` (MercadoLibre) and
 * `<dataDir>/sandbox-amazon-state.json`, so their sellers, tokens, listings and orders outlive a restart like our database's rows.
 */
export async function startSandboxProcess(entry: string, requestedPort: number, demo: boolean, dataDir?: string): Promise<SandboxProcess | undefined> {
  if (!existsSync(entry)) return undefined;
  const port = requestedPort || (await findFreePort('127.0.0.1'));
  if (requestedPort) await waitForFreePort(port, 5_000);
  const child = spawn(process.execPath, [entry], {
    // The sandbox watches this process and ends with it, even when it dies by kill -9.
    env: {
      ...process.env,
      SANDBOX_PARENT_PID: String(process.pid),
      SANDBOX_PORT: String(port),
      SANDBOX_DEMO: demo ? '1' : '0',
      ...(dataDir ? { SANDBOX_STATE_FILE: join(dataDir, 'sandbox-state.json'), SANDBOX_AMAZON_STATE_FILE: join(dataDir, 'sandbox-amazon-state.json') } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Never outlive the server, even when it dies without a clean shutdown.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  const apiUrl = `http://127.0.0.1:${port}/mercadolibre`;
  try {
    await waitUntilUp(`${apiUrl}/_control`, child, 15_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    port,
    apiUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
