import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, launchBrowser, signIn } from './browser';

/** The seller on a phone. */
const phone = { width: 390, height: 844 };

let browser: Browser;
let page: Page;

const authorizationUrl = async (): Promise<string> => (await adminApi<{ url: string }>('/api/amazon/authorization_url')).url;

const fitsTheScreen = async () => {
  const { scroll, screen } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(screen);
};

beforeAll(async () => {
  browser = await launchBrowser();
  // Seller Central sends the browser back to the registered address: the seller uses the app there.
  const registered = new URL(new URL(await authorizationUrl()).searchParams.get('redirect_uri') ?? '');
  expect(registered.port, 'redirect_uri must carry the real port').not.toBe('0');
  page = await (await browser.newContext({ locale: 'es-MX', viewport: phone, baseURL: registered.origin })).newPage();
  await page.goto('/configuracion/amazon');
  await signIn(page);
  await page.waitForURL('**/configuracion/amazon');
});
afterAll(() => browser.close());

describe('Amazon, as a seller on a phone', () => {
  it('connects an account through Seller Central’s consent page and sees its health', async () => {
    await page.getByRole('button', { name: 'Conectar cuenta' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL((url) => url.pathname === '/configuracion/amazon' && !url.search.includes('spapi_oauth_code'));
    await page.getByText(/Cuenta .+ conectada/).waitFor();
    const card = page.locator('[data-account]').first();
    await card.getByText('Conectada').waitFor();
    await card.getByText(/^(Token de acceso vigente hasta |Sin token de acceso en uso)/).waitFor();
    await card.getByText(/^(Última renovación del token: |El token no se ha renovado todavía)/).waitFor();
    await fitsTheScreen();
  });

  it('opens the sales list, within the phone’s width', async () => {
    await page.goto('/amazon/ventas');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator('[role="progressbar"]:visible').count()).toBe(0);
    await page.locator('#react-admin-title').getByText('Ventas', { exact: true }).waitFor();
    await fitsTheScreen();
  });

  it('opens the questions list and Linio’s sales on the same screens, within the phone’s width', async () => {
    for (const [route, title] of [
      ['/amazon/preguntas', 'Preguntas'],
      ['/amazon/ventas?marketplace=linio', 'Ventas'],
    ]) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('[role="progressbar"]:visible').count()).toBe(0);
      await page.locator('#react-admin-title').getByText(title, { exact: true }).waitFor();
      await fitsTheScreen();
    }
  });
});
