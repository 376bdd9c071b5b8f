import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, launchBrowser, signedInPage } from './browser';

let browser: Browser;
let page: Page;

// Six more warehouses and products than page 1 holds (5 a page): each list has a page 2 whatever else the server holds.
const ref = `HIST-${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  for (let index = 1; index <= 6; index++) {
    await adminApi('/api/erp/warehouses/', { method: 'POST', body: { label: `Almacén ${ref} ${index}` } });
    await adminApi('/api/platform/products/', { method: 'POST', body: { ref: `${ref}-${index}`, label: `Producto ${ref} ${index}`, price: 10 } });
  }
  browser = await launchBrowser();
  page = await signedInPage(browser);
});
afterAll(() => browser.close());

/** The pager's range from a row on, e.g. "6-9 de 9". */
const range = (first: number) => page.getByText(new RegExp(`^${first}-\\d+ de \\d+`));
const addressParam = (name: string) => new URL(page.url()).searchParams.get(name);
const address = () => new URL(page.url()).search;
const firstRow = () => page.locator('tbody tr').first().textContent();

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

  it('after saving a record opened from page 2, back on its sheet, Back shows page 2 again', async () => {
    await page.getByRole('button', { name: /página 2/i }).click();
    await range(6).waitFor();
    // A warehouse opens on its sheet; its edit form is one click from there.
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/almacenes\/\d+\/show$/);
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/almacenes\/\d+$/);
    await page.getByLabel(/^Ciudad/).fill('Puebla');
    await page.getByRole('button', { name: 'Guardar' }).click();
    // Saved, the warehouse's sheet again, with what was saved; Back from it is the list's page 2.
    await page.waitForURL(/\/almacenes\/\d+\/show$/);
    await page.getByText('Puebla', { exact: true }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/almacenes(\?|$)/);
    await range(6).waitFor();
    await expect.poll(() => addressParam('page')).toBe('2');
  });
});

describe("the browser's Back button on the products list, whose address names its page and step", () => {
  it('returns from page 2 to page 1, and a link to page 3 of 5 rows opens there', async () => {
    await page.goto(`${baseUrl()}/productos`);
    await range(1).waitFor();
    await expect.poll(address).toBe('?page=1&step=5');
    await page.getByRole('button', { name: /página 2/i }).click();
    await range(6).waitFor();
    await expect.poll(address).toBe('?page=2&step=5');

    await page.goBack();
    await range(1).waitFor();
    expect(address()).toBe('?page=1&step=5');
    expect(await range(6).count()).toBe(0);

    await page.goto(`${baseUrl()}/productos?page=3&step=5`);
    await range(11).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(5);
    expect(address()).toBe('?page=3&step=5');
  });

  it('returns from a search to the list without it', async () => {
    await page.goto(`${baseUrl()}/productos?page=1&step=5`);
    await range(1).waitFor();
    await page.getByPlaceholder('Buscar', { exact: true }).fill(ref);
    await page.getByText(/^1-5 de 6$/).waitFor();
    expect(addressParam('busqueda')).toBe(ref);

    await page.goBack();
    await expect.poll(() => page.getByPlaceholder('Buscar', { exact: true }).inputValue()).toBe('');
    await page.getByText(/^1-5 de 6$/).waitFor({ state: 'detached' });
    expect(address()).toBe('?page=1&step=5');
  });

  it('returns from another order to the one before', async () => {
    await page.goto(`${baseUrl()}/productos?page=1&step=5`);
    await range(1).waitFor();
    const newestFirst = await firstRow();
    await page.getByRole('columnheader', { name: 'Referencia' }).getByRole('button').click();
    await expect.poll(() => addressParam('sort')).toBe('ref');
    await expect.poll(firstRow).not.toBe(newestFirst);

    await page.goBack();
    await expect.poll(firstRow).toBe(newestFirst);
    expect(address()).toBe('?page=1&step=5');
  });

  it('comes back to page 2 from a product opened there, after saving it too', async () => {
    await page.goto(`${baseUrl()}/productos?page=1&step=5`);
    await page.getByRole('button', { name: /página 2/i }).click();
    await range(6).waitFor();
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/productos\/ver\/\d+$/);
    await page.goBack();
    await range(6).waitFor();
    expect(address()).toBe('?page=2&step=5');

    await page.locator('tbody tr').first().click();
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/productos\/editar\/\d+$/);
    await page.getByLabel(/^Precio\s*\*?$/).fill('12');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('actualizado correctamente', { exact: true }).first().waitFor();
    await page.locator('a.RaMenuItemLink-root[href="/productos"]').click();
    await range(6).waitFor();
    await expect.poll(address).toBe('?page=2&step=5');
  });
});
