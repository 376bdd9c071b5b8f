import { type ChildProcess, spawn } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  /** The address from the server's "listo en <url>" banner. */
  url: string;
  /** Everything the process printed so far, for failure messages. */
  output(): string;
}

/**
 * Runs the server as its own process (`args` after node, e.g. the compiled `dist-server/main.mjs`
 * or `--import tsx server/main.ts`) and waits for its banner, so a test talks to it as a browser or a
 * marketplace would. A process that exits or stays silent past `timeoutMs` fails with its output.
 */
export async function spawnServer(args: string[], env: Record<string, string>, timeoutMs: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listo en (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, url, output: () => output };
}

/** Sends the signal and waits for the process to be gone. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
