/**
 * JavaScript (gzip) the login page makes the browser download, ours against a minimal react-admin
 * app with one resource built the same way (Vite, same dependencies). Both are loaded in Chromium
 * and every script response is counted, so lazy chunks that the login page does not need do not count.
 * Run: npx tsx bench/loginBundle.ts
 */
import { execSync } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/browser';
import { startServer } from './serverProcess';

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path);
    const target = existsSync(file) && extname(file) ? file : join(root, 'index.html');
    response.setHeader('content-type', types[extname(target)] ?? 'application/octet-stream');
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server })),
  );
}

async function loginPageScripts(url: string, loginPath: string) {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const scripts: { url: string; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), gzip: gzipSync(await response.body()).length });
  });
  await page.goto(`${url}${loginPath}`, { waitUntil: 'networkidle' });
  await page.getByRole('button').first().waitFor();
  await browser.close();
  return { files: scripts.length, gzipKiB: +(scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024).toFixed(1) };
}

execSync('npx vite build --config bench/minimal-admin/vite.config.ts', { stdio: 'inherit' });
const minimal = await serveStatic(join(import.meta.dirname, 'results/minimal-admin'));
const ours = await startServer({ ADMIN_PASSWORD: 'medicion-de-bundle-1' });
try {
  const baseline = await loginPageScripts(minimal.url, '/#/login');
  const product = await loginPageScripts(ours.url, '/login');
  console.log(
    JSON.stringify(
      { minimal_react_admin: baseline, our_login_page: product, ratio: +(product.gzipKiB / baseline.gzipKiB).toFixed(2), budget_ratio: 1.25 },
      null,
      2,
    ),
  );
} finally {
  minimal.server.close();
  await ours.stop();
}
