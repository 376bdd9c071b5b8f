import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  pid: number;
  rssMegabytes(): number;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` as `npm start` does, on a fresh data directory and a free port. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  execSync('node server/ensure-build.mjs', { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=4', 'dist-server/main.mjs'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listo en (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return {
    url,
    pid: child.pid!,
    rssMegabytes: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface SignedIn {
  token: string;
  refreshToken: string;
  userName: string;
  id: number;
}

/** Signs in over HTTP as a seller would. */
async function logIn(url: string, username: string, password: string): Promise<SignedIn> {
  const response = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return (await response.json()) as SignedIn;
}

/** The access token of a sign-in over HTTP. */
export const signInOverHttp = async (url: string, username: string, password: string): Promise<string> => (await logIn(url, username, password)).token;

/** What the login form leaves in the browser's storage for a remembered session, to open a page already signed in. */
export async function storedSession(url: string, username: string, password: string): Promise<string> {
  const { token, refreshToken, userName, id } = await logIn(url, username, password);
  return JSON.stringify({ token, refreshToken, userName, id, remember: true });
}
