/**
 * The first products page on a phone's connection: for each of 5 rounds a new headless Chromium
 * (empty cache, 390×844) opens /productos already signed in over a throttled network (150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up: a slow 4G, as page-speed tools model a phone), and the time
 * runs from the navigation until the first row with text is on screen. The bytes the page received
 * before that row (headers and bodies, as sent: compressed where the server compressed) are counted.
 * Then the seller comes back: a new tab of the same browser opens the page again, with what the first
 * visit cached.
 * Run: npx tsx bench/phoneFirstPage.ts   (PRODUCTS=… to change the size)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from '../server/catalogue/demo/generate';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { startServer, storedSession } from './serverProcess';

const products = Number(process.env.PRODUCTS ?? 100_000);
const rounds = 5;
const password = 'medicion-en-telefono-1';
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-phone-page-bench-'));
const phoneNetwork = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Visit {
  ms: number;
  kib: number;
}

/** One visit to /productos in a new tab over the phone's network: time to the first row, bytes received until then. */
async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', phoneNetwork);
  let received = 0;
  let counting = true;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    if (counting) received += event.encodedDataLength;
  });
  const started = performance.now();
  await page.goto(`${url}/productos`);
  // The phone's list shows cards, not a table: the first card's title.
  await page.locator('main a[href^="/productos/"], main tbody td').filter({ hasText: /\S/ }).first().waitFor({ timeout: 120_000 });
  const ms = performance.now() - started;
  counting = false;
  await page.close();
  return { ms, kib: received / 1024 };
}

/** A first visit in a new browser, then a second one in another tab of it. */
async function firstAndReturnVisit(url: string, session: string): Promise<[Visit, Visit]> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addInitScript((value) => localStorage.getItem('mercado.session') ?? localStorage.setItem('mercado.session', value), session);
    return [await visit(context, url), await visit(context, url)];
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

await generateCatalogue({ DATA_DIR: dataDir }, products);
const server = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, DEMO_DATA: '0' });
try {
  const visits: [Visit, Visit][] = [];
  for (let round = 0; round < rounds; round++)
    visits.push(await firstAndReturnVisit(server.url, await storedSession(server.url, 'admin@example.com', password)));
  const figures = (of: Visit[]) => ({
    runs_ms: of.map((one) => Math.round(one.ms)),
    median_ms: Math.round(median(of.map((one) => one.ms))),
    received_kib: +median(of.map((one) => one.kib)).toFixed(1),
  });
  console.log(
    JSON.stringify(
      {
        products,
        network: '150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up',
        first_visit: figures(visits.map(([first]) => first)),
        return_visit: figures(visits.map(([, again]) => again)),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
