// `npm start` builds the browser app only when it has not been built yet.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../dist/index.html', import.meta.url))) {
  process.stdout.write('Construyendo la aplicación web (solo la primera vez)…\n');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
}
