import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, launchBrowser, signIn } from './browser';

let browser: Browser;
let page: Page;

// Six more warehouses than page 1 holds (5 a page): the list has a page 2 whatever else the server holds.
const ref = `HIST-${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  for (let index = 1; index <= 6; index++) await adminApi('/api/erp/warehouses/', { method: 'POST', body: { label: `Almacén ${ref} ${index}` } });
  browser = await launchBrowser();
  page = await (await browser.newContext({ locale: 'es-MX' })).newPage();
  await page.goto(`${baseUrl()}/login`);
  await signIn(page);
  await page.waitForURL(`${baseUrl()}/`);
});
afterAll(() => browser.close());

/** The pager's range from a row on, e.g. "6-9 de 9". */
const range = (first: number) => page.getByText(new RegExp(`^${first}-\\d+ de \\d+`));
const addressParam = (name: string) => new URL(page.url()).searchParams.get(name);

describe("the browser's Back button on a list", () => {
  it('returns from page 2 to page 1 of a list opened at its bare address', async () => {
    await page.goto(`${baseUrl()}/almacenes`);
    await range(1).waitFor();
    await page.getByRole('button', { name: /página 2/i }).click();
    await range(6).waitFor();
    await expect.poll(() => addressParam('page')).toBe('2');

    await page.goBack();
    await range(1).waitFor();
    expect(addressParam('page')).toBe('1');
    expect(await range(6).count()).toBe(0);
  });

  it('returns from a search to the list without it', async () => {
    await page.getByPlaceholder('Buscar', { exact: true }).fill(ref);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(5);
    await page.getByText(/^1-5 de 6$/).waitFor();

    await page.goBack();
    await expect.poll(() => page.getByPlaceholder('Buscar', { exact: true }).inputValue()).toBe('');
    await range(1).waitFor();
    await page.getByText(/^1-5 de 6$/).waitFor({ state: 'detached' });
  });

  it('after saving a record opened from page 2, shows page 2 again', async () => {
    await page.getByRole('button', { name: /página 2/i }).click();
    await range(6).waitFor();
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/almacenes\/\d+$/);
    await page.getByLabel(/^Ciudad/).fill('Puebla');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/almacenes(\?|$)/);
    await range(6).waitFor();
    await expect.poll(() => addressParam('page')).toBe('2');
  });
});
