// `npm start` runs the compiled server: plain Node uses a third less memory than a TypeScript
// loader. The server bundle takes under a second, so it is always rebuilt; the browser app
// (tens of seconds) only when it is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Test runners set NODE_ENV=test, which would make Vite ship React's development build.
const run = (command) => execSync(command, { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production' } });

const newestIn = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestIn(join(path, name))));
};

run('npx esbuild server/main.ts --bundle --platform=node --format=esm --packages=external --outfile=dist-server/main.mjs --log-level=warning');
// The marketplace imitation runs as its own process beside the server (MARKETPLACES=sandbox).
run('npx esbuild sandbox/main.ts --bundle --platform=node --format=esm --packages=external --outfile=dist-sandbox/main.mjs --log-level=warning');

const built = join(root, 'dist/index.html');
const sources = Math.max(...['src', 'resources', 'public', 'index.html', 'vite.config.ts'].map((path) => newestIn(join(root, path))));
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  process.stdout.write('Construyendo la aplicación web…\n');
  run('npx vite build --logLevel warn');
}
