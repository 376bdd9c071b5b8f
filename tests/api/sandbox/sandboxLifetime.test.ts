import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../../server/http/freePort';
import { spawnServer } from '../../support/serverProcess';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-lifetime-'));
let server: ChildProcess | undefined;
let sandboxPid: number | undefined;

afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
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

// Processes, not data: one database (SQLite) is enough.
describe.runIf(process.platform === 'linux')('the sandbox beside the server', () => {
  it('ends within seconds when the server is killed with SIGKILL', async () => {
    await buildServerAndSandbox();
    const [port, sandboxPort] = [await findFreePort('127.0.0.1'), await findFreePort('127.0.0.1')];
    server = (
      await spawnServer(
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
      )
    ).child;
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}/mercadolibre/_control/demo`;
    expect(await answers(sandboxUrl)).toBe(true);
    [sandboxPid] = childrenOf(server.pid!);
    expect(sandboxPid).toBeGreaterThan(0);

    server.kill('SIGKILL');
    expect(await waitFor(() => !isRunning(sandboxPid!), 5_000)).toBe(true);
    expect(await answers(sandboxUrl)).toBe(false);
  }, 60_000);
});
