import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, launchBrowser, signIn } from './browser';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/login`);
  await signIn(page);
  await page.waitForURL(`${baseUrl()}/`);
  await page.close();
});
afterAll(() => browser.close());

/** An input of the product form by its label; required ones end with an asterisk. */
const field = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name}\\s*\\*?$`));

/** The product's edit page in a tab of its own, the seller's session shared with the other tabs. */
async function openEdit(productId: number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/productos/editar/${productId}`);
  await field(page, 'Nombre').waitFor();
  return page;
}

describe('two tabs editing the same product', () => {
  it("keeps the second tab's change on top of the first tab's saved one", async () => {
    const ref = `E2E-CONFLICTO-${Date.now().toString(36).toUpperCase()}`;
    const product = await adminApi<{ id: number }>('/api/platform/products/', { method: 'POST', body: { ref, label: `Taza ${ref}`, price: 100 } });
    const first = await openEdit(product.id);
    const second = await openEdit(product.id);

    await field(first, 'Precio').fill('150');
    await first.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(async () => (await adminApi<{ price: number }>(`/api/platform/products/${product.id}`)).price).toBe(150);

    await field(second, 'Nombre').fill(`Taza grande ${ref}`);
    await second.getByRole('button', { name: 'Guardar' }).click();
    const dialog = second.getByRole('dialog');
    await dialog.getByText('Otro usuario modificó este registro', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Conservar mis cambios' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The seller sees what will be saved: their name, the other tab's price.
    await expect.poll(() => field(second, 'Nombre').inputValue()).toBe(`Taza grande ${ref}`);
    await expect.poll(() => field(second, 'Precio').inputValue()).toBe('150');
    await second.getByRole('button', { name: 'Guardar' }).click();

    await expect
      .poll(async () => {
        const stored = await adminApi<{ label: string; price: number }>(`/api/platform/products/${product.id}`);
        return { label: stored.label, price: stored.price };
      })
      .toEqual({ label: `Taza grande ${ref}`, price: 150 });
    expect(await second.getByRole('dialog').count()).toBe(0);
  });
});
