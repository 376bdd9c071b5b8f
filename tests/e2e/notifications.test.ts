import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { NotificationRecord } from '../../resources/notifications';
import type { NotificationInput } from '../../server/notifications/notify';
import { baseUrl, launchBrowser, signIn } from './browser';

declare global {
  interface Window {
    /** The texts of the desktop notifications the page showed, recorded by the init script below. */
    shownNotifications?: string[];
  }
}

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');

/**
 * The product has no HTTP route that creates notifications (only the server function
 * `context.notify`), so a short-lived Node process builds the server on the same SQLite file
 * (WAL lets two processes share it) and calls it. On SQLite each process has its own realtime hub,
 * so that process cannot reach the browser's socket: realtime arrival is covered below by passing
 * the server's message shape through Playwright's websocket route.
 */
const createNotification = async (input: NotificationInput): Promise<NotificationRecord> => {
  const script = `
    import { join } from 'node:path';
    const { buildApp } = await import('./server/app.ts');
    const { readConfig } = await import('./server/config.ts');
    const config = readConfig(process.env);
    const { app, context } = await buildApp(config, { distDir: join(config.dataDir, 'no-dist') });
    const [record] = await context.notify(JSON.parse(process.env.NOTIFICATION));
    process.stdout.write(JSON.stringify(record));
    await app.close();
  `;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, DATA_DIR: inject('dataDir'), DATABASE_URL: '', LOG_LEVEL: 'silent', NOTIFICATION: JSON.stringify(input) },
  });
  return JSON.parse(stdout) as NotificationRecord;
};

/** An active listing of the demo seller on the sandbox (the server publishes them just after it starts). */
const activeDemoItem = async (): Promise<string> => {
  const url = `${inject('sandboxUrl')}/mercadolibre/_control/items?seller_id=400000001`;
  for (let attempt = 0; attempt < 60; attempt++) {
    const { items } = (await (await fetch(url)).json()) as { items: { id: string; status: string }[] };
    const active = items.find((item) => item.status === 'active');
    if (active) return active.id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the demo seller has no active listing');
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * The other browser tests share this server and its administrator, and their sales, claims and
 * messages leave notifications behind, some still arriving after those tests end (a stock sync's
 * webhooks, a task that finishes later): each test here starts with none unseen and none arriving
 * for two seconds, so its counts are its own.
 */
beforeEach(async () => {
  const signedIn = await fetch(`${baseUrl()}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: inject('adminEmail'), password: inject('adminPassword') }),
  });
  expect(signedIn.status).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const unseen = async () => ((await (await fetch(`${baseUrl()}/api/notifications/`, { headers })).json()) as { total: number }).total;
  await expect
    .poll(
      async () => {
        const cleared = await fetch(`${baseUrl()}/api/notifications/delete_all_unseen/`, { method: 'DELETE', headers });
        expect(cleared.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 2000));
        return unseen();
      },
      { timeout: 60_000, interval: 0 },
    )
    .toBe(0);
}, 90_000);

/** A signed-in page whose notifications socket still reaches the real server, with a handle to talk to the page. */
const signedInPage = async (): Promise<{ page: Page; socket: Promise<WebSocketRoute> }> => {
  const context = await browser.newContext({ locale: 'es-MX' });
  await context.grantPermissions(['notifications'], { origin: baseUrl() });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownNotifications: shown });
    const Original = window.Notification;
    window.Notification = class extends Original {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(title);
      }
    };
  });
  const socket = new Promise<WebSocketRoute>((resolve) => {
    void page.routeWebSocket(/\/ws\/notifications/, (route) => {
      route.connectToServer();
      resolve(route);
    });
  });
  await page.goto(`${baseUrl()}/login`);
  await signIn(page);
  await page.waitForURL(`${baseUrl()}/`);
  return { page, socket };
};

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Notificaciones' });
const dropdownList = (page: Page) => page.getByRole('list', { name: 'Notificaciones' });

/** Clicking anywhere outside closes the dropdown. */
const clickOutside = async (page: Page) => {
  await page.mouse.click(400, 500);
  await page.getByText('Limpiar todo').waitFor({ state: 'detached' });
};

describe('notifications in the browser', () => {
  it('a buyer question asked on MercadoLibre reaches the open page through the real socket, raises a browser notification and leads to its section', async () => {
    const { page, socket } = await signedInPage();
    const route = await socket;
    expect(route.url()).toMatch(/^ws:\/\/[^/]+\/ws\/notifications\?token=[\w.-]+$/);
    await bell(page).waitFor();
    await expect(bell(page).locator('.MuiBadge-invisible').count()).resolves.toBe(1);

    // The socket's opening reads the notifications again; after that, only the socket may bring one.
    await page.waitForLoadState('networkidle');
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/notifications/') reads.push(request.url());
    });
    const itemId = await activeDemoItem();
    const asked = await fetch(`${inject('sandboxUrl')}/mercadolibre/_control/questions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ itemId, text: '¿Tienen envío a Mazatlán?' }),
    });
    expect(asked.status).toBe(201);
    const question = (await asked.json()) as { id: number };
    // Webhook to our server, its fetch of the question with the seller's token, then the socket (the time is bench/'s).
    await bell(page).getByText('1', { exact: true }).waitFor({ timeout: 10_000 });
    expect(reads).toEqual([]);
    await expect.poll(() => page.evaluate(() => window.shownNotifications)).toEqual([expect.stringContaining('¿Tienen envío a Mazatlán?')]);

    await bell(page).click();
    await dropdownList(page)
      .getByText(/Tienen envío a Mazatlán/)
      .click();
    await page.waitForURL(`${baseUrl()}/mercadolibre/preguntas?busqueda=${question.id}`);
    await expect(bell(page).locator('.MuiBadge-invisible').count()).resolves.toBe(1);
    await page.context().close();
  });

  it('shows notifications that exist on load; close and clear-all mark them seen; the history keeps and deletes them', async () => {
    await createNotification({ type: 'order', marketplace: 1, resourceId: '5001', message: 'Venta e2e Amazon' });
    await createNotification({ type: 'payment', marketplace: 2, resourceId: 'P-77', message: 'Pago e2e Linio' });
    await createNotification({ type: 'shipping', marketplace: 3, resourceId: 'S-9', message: 'Envío e2e Walmart' });
    const { page } = await signedInPage();
    await bell(page).getByText('3', { exact: true }).waitFor();

    await bell(page).click();
    const list = dropdownList(page);
    await expect(list.getByRole('listitem').allTextContents()).resolves.toEqual([
      expect.stringContaining('Envío e2e Walmart'),
      expect.stringContaining('Pago e2e Linio'),
      expect.stringContaining('Venta e2e Amazon'),
    ]);
    await list.getByRole('listitem').filter({ hasText: 'Pago e2e Linio' }).getByRole('button', { name: 'Marcar como vista' }).click();
    await list.getByText('Pago e2e Linio').waitFor({ state: 'detached' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    // The open popover hides the rest of the page from the accessibility tree, the bell included.
    await clickOutside(page);
    await bell(page).getByText('2', { exact: true }).waitFor();

    await bell(page).click();
    await page.getByRole('button', { name: 'Limpiar todo' }).click();
    await page.getByText('No tienes notificaciones nuevas').waitFor();
    await clickOutside(page);
    await expect.poll(() => bell(page).locator('.MuiBadge-invisible').count()).toBe(1);
    await page.reload();
    await bell(page).waitFor();
    await expect(bell(page).locator('.MuiBadge-invisible').count()).resolves.toBe(1);

    await bell(page).click();
    await page.getByRole('link', { name: 'Ver historial' }).click();
    await page.waitForURL('**/notificaciones');
    for (const message of ['Venta e2e Amazon', 'Pago e2e Linio', 'Envío e2e Walmart', '¿Tienen envío a Mazatlán?']) {
      await page.getByRole('cell', { name: message }).waitFor();
    }
    await page.getByRole('row').filter({ hasText: 'Pago e2e Linio' }).getByRole('button', { name: 'Eliminar notificación' }).click();
    await page.getByRole('cell', { name: 'Pago e2e Linio' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Eliminar todas' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar todas' }).click();
    await page.getByText('No hay informacion para mostrar').waitFor();
    await page.context().close();
  });

  it('on a phone, a tap anywhere on a card of the history opens it where the bell would, and marks it seen', async () => {
    await createNotification({ type: 'order', marketplace: 1, resourceId: '5002', message: 'Venta e2e tarjeta' });
    const { page } = await signedInPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await bell(page).getByText('1', { exact: true }).waitFor();
    await page.goto(`${baseUrl()}/notificaciones`);
    const card = page.getByRole('listitem').filter({ hasText: 'Venta e2e tarjeta' });
    // On the type's icon, away from the message's text: the message's link covers the whole card.
    await card.click({ position: { x: 12, y: 12 } });
    await page.waitForURL(`${baseUrl()}/amazon/ventas?busqueda=5002`);
    await expect.poll(() => bell(page).locator('.MuiBadge-invisible').count()).toBe(1);
    await page.context().close();
  });

  it('opens the history from the side menu', async () => {
    const { page } = await signedInPage();
    await page.getByRole('menuitem', { name: 'Notificaciones' }).click();
    await page.waitForURL('**/notificaciones');
    await page.getByText('Historial de notificaciones').first().waitFor();
    await page.context().close();
  });
});
