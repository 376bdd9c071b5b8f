import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../../server/http/freePort';
import { spawnServer } from '../../support/serverProcess';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-lifetime-'));
const servers: ChildProcess[] = [];
let sandboxPid: number | undefined;

afterAll(() => {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGKILL');
  // Should the sandbox outlive the server (the failure this test looks for), it is not left behind.
  if (sandboxPid && isRunning(sandboxPid)) process.kill(sandboxPid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The bundles `npm start` runs (server/ensure-build.mjs), without the browser app this test does not need. */
async function buildServerAndSandbox() {
  const options = { bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'warning' } as const;
  await build({ ...options, entryPoints: [join(root, 'server/main.ts')], outfile: join(root, 'dist-server/main.mjs') });
  await build({ ...options, entryPoints: [join(root, 'sandbox/main.ts')], outfile: join(root, 'dist-sandbox/main.mjs') });
}

/** Linux's view of a process: running unless gone or a zombie waiting to be reaped. */
const isRunning = (pid: number) => {
  const stat = join('/proc', String(pid), 'stat');
  if (!existsSync(stat)) return false;
  const state = readFileSync(stat, 'utf8').split(') ')[1]?.[0];
  return state !== 'Z' && state !== 'X';
};

const childrenOf = (parentPid: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return (
          Number(
            readFileSync(join('/proc', pid, 'stat'), 'utf8')
              .split(') ')[1]
              ?.split(' ')[1],
          ) === parentPid
        );
      } catch {
        return false;
      }
    })
    .map(Number);

const answers = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
};

const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
};

/** The compiled server with the sandbox beside it on the given ports, once it says it is ready. */
async function startServer(port: number, sandboxPort: number): Promise<ChildProcess> {
  const { child } = await spawnServer(
    [join(root, 'dist-server/main.mjs')],
    {
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      MARKETPLACES: 'sandbox',
      DEMO_DATA: '0',
      SANDBOX_BUYER_EVENTS: '0',
      ADMIN_PASSWORD: 'clave-de-prueba-1',
      LOG_LEVEL: 'warn',
    },
    30_000,
  );
  servers.push(child);
  return child;
}

const freePorts = async () => [await findFreePort('127.0.0.1'), await findFreePort('127.0.0.1')] as const;
const sandboxUrlOn = (sandboxPort: number) => `http://127.0.0.1:${sandboxPort}/mercadolibre/_control/demo`;

// Processes, not data: one database (SQLite) is enough.
describe.runIf(process.platform === 'linux')('the sandbox beside the server', () => {
  it('ends within seconds when the server is killed with SIGKILL', async () => {
    await buildServerAndSandbox();
    const [port, sandboxPort] = await freePorts();
    const server = await startServer(port, sandboxPort);
    const sandboxUrl = sandboxUrlOn(sandboxPort);
    expect(await answers(sandboxUrl)).toBe(true);
    [sandboxPid] = childrenOf(server.pid!);
    expect(sandboxPid).toBeGreaterThan(0);

    server.kill('SIGKILL');
    expect(await waitFor(() => !isRunning(sandboxPid!), 5_000)).toBe(true);
    expect(await answers(sandboxUrl)).toBe(false);
  }, 60_000);

  it('starts its own when the server is started again while the sandbox of the one killed before still holds the port', async () => {
    await buildServerAndSandbox();
    const [port, sandboxPort] = await freePorts();
    // What a server killed a moment ago leaves behind for up to a second: its sandbox, still answering on the port.
    const departing = createServer((_request, response) => response.end('{}'));
    await new Promise<void>((resolve) => departing.listen(sandboxPort, '127.0.0.1', resolve));
    const leaving = setTimeout(() => {
      departing.closeAllConnections();
      departing.close();
    }, 1_500);

    const server = await startServer(port, sandboxPort).finally(() => clearTimeout(leaving));
    expect(departing.listening).toBe(false);
    expect(await answers(sandboxUrlOn(sandboxPort))).toBe(true);
    expect(childrenOf(server.pid!)).toHaveLength(1);
  }, 60_000);
});
