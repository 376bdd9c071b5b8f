import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface SandboxProcess {
  port: number;
  apiUrl: string;
  stop(): Promise<void>;
}

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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the built sandbox (`dist-sandbox/main.mjs`, bundled by `npm start`) as a child process:
 * the server never imports the imitation, it only talks to it over HTTP like to the real API.
 */
/** A port free right now, for SANDBOX_PORT=0 (the sandbox's URL must be known before it starts). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * With `dataDir`, the sandbox keeps its marketplaces' states in `<dataDir>/sandbox-state.json` (MercadoLibre) and
 * `<dataDir>/sandbox-amazon-state.json`, so their sellers, tokens, listings and orders outlive a restart like our database's rows.
 */
export async function startSandboxProcess(entry: string, requestedPort: number, demo: boolean, dataDir?: string): Promise<SandboxProcess | undefined> {
  if (!existsSync(entry)) return undefined;
  const port = requestedPort || (await freePort());
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
