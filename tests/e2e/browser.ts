import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The browsers of the running file: a failing test says what their pages showed (see failedScreens.setup.ts). */
export const openBrowsers = new Set<Browser>();

/** Debian's Chromium with the flags a headless container needs (no sandbox, no GPU, no background traffic). */
export const launchBrowser = async (): Promise<Browser> => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
};

export const baseUrl = () => inject('baseUrl');

/** Signs in through the login form, as a seller would. */
export async function signIn(page: Page, { remember = true, password = inject('adminPassword') } = {}) {
  await page.getByPlaceholder('Ingresa tu correo').fill(inject('adminEmail'));
  await page.getByPlaceholder('Ingresa tu contraseña').fill(password);
  const rememberBox = page.getByLabel('Recordarme');
  if ((await rememberBox.isChecked()) !== remember) await rememberBox.click();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** A page in a new context of the browser (Mexican Spanish, and the options given), signed in through the form and on the home page. */
export async function signedInPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'es-MX', ...options })).newPage();
  await page.goto(`${baseUrl()}/login`);
  await signIn(page);
  await page.waitForURL(`${baseUrl()}/`);
  return page;
}

export const storageOf = (page: Page) => page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));

/** An access token of the admin, for a test's own API calls (setting up or looking up what the story needs). */
export async function adminToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: inject('adminEmail'), password: inject('adminPassword') }),
  });
  if (!response.ok) throw new Error(`sign-in for the test's API calls: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The API as a test's own client, to arrange or look up what the story needs, signed in as the admin
 * with a fresh access token per call (they live one minute). Any answer but 2xx is thrown with its
 * status and text; 204 gives null.
 */
export async function adminApi<T = Record<string, unknown>>(path: string, { method = 'GET', body }: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${await adminToken()}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** Opens a route and waits until its data is shown (no request left, no loading indicator). */
export async function openSettled(page: Page, route: string) {
  await page.goto(`${baseUrl()}${route}`);
  await page.waitForLoadState('networkidle');
  // A wait, not a speed check: on a busy machine a screen may still draw after the network is idle.
  // A bar with a value is a task's progress (another test's task may still run), not the screen loading.
  await expect.poll(() => page.locator('[role="progressbar"]:not([aria-valuenow]):visible').count(), { timeout: 10_000 }).toBe(0);
}
