import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { adminApi, baseUrl, launchBrowser, signIn } from './browser';

interface Product {
  rowid: number;
  label: string;
  stock: number;
}
const picture = 'https://http2.mlstatic.com/D_demo-producto-O.jpg';

let browser: Browser;
let page: Page;
let products: Product[];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ locale: 'es-MX' })).newPage();
  // Coffee makers: the (sandbox) marketplace predicts a category for their titles. Demo ones, in stock:
  // other browser tests sharing the server create coffee makers of their own without stock, which
  // MercadoLibre would not show as published.
  const coffeeMakers = (await adminApi<{ data: Product[] }>('/api/platform/products/?page=1&size=50&search=Cafetera')).data;
  products = coffeeMakers.filter((product) => product.stock > 0).slice(0, 5);
  // MercadoLibre requires a picture; the demo catalogue has none.
  for (const [index, product] of products.entries()) {
    await adminApi(`/api/platform/products/${product.rowid}`, {
      method: 'PUT',
      body: { images: [{ id: `img-${index}`, url: picture, main: true, position: 0 }] },
    });
  }
});
afterAll(() => browser.close());

describe('Mercado Libre, as a seller', () => {
  it('connects an account through the authorization page of the (sandbox) marketplace, back on the host the seller used and signed in', async () => {
    await page.goto(`${baseUrl()}/configuracion/mercadolibre`);
    await signIn(page);
    await page.waitForURL('**/configuracion/mercadolibre');
    const { url } = await adminApi<{ url: string }>('/api/mercadolibre/authorization_url');
    const registered = new URL(new URL(url).searchParams.get('redirect_uri') ?? '');
    expect(registered.port, 'redirect_uri must carry the real port').not.toBe('0');
    // The seller opened the app by another name than the registered return address's (localhost).
    const sellerOrigin = `http://127.0.0.1:${registered.port}`;
    const seller = await (await browser.newContext({ locale: 'es-MX' })).newPage();
    try {
      await seller.goto(`${sellerOrigin}/configuracion/mercadolibre`);
      await signIn(seller);
      await seller.waitForURL('**/configuracion/mercadolibre');
      await seller.getByRole('button', { name: 'Conectar cuenta' }).click();
      await seller.getByRole('button', { name: 'Autorizar' }).click();
      await seller.waitForURL((url) => url.origin === sellerOrigin && url.pathname === '/configuracion/mercadolibre' && !url.search.includes('code='));
      await seller.getByText(/Cuenta .+ conectada/).waitFor();
    } finally {
      await seller.context().close();
    }
    await page.reload();
    const row = page.locator('tr[data-account]').first();
    await row.getByText('Conectada').waitFor();
    await row.getByText('Activa').waitFor();
  });

  it('creates a publication from a product: category, fee and validation shown, then publishes it', async () => {
    const product = products[0];
    expect(product).toBeDefined();
    await page.goto(`${baseUrl()}/mercadolibre/publicaciones`);
    await page.getByRole('link', { name: 'Publicar en Mercado Libre' }).click();
    await page.getByRole('combobox', { name: 'Producto' }).fill('Cafetera');
    await page
      .getByRole('option', { name: new RegExp(product!.label) })
      .first()
      .click();
    await expect.poll(() => page.getByLabel('Imágenes (una dirección por línea)').inputValue()).toBe(picture);
    await page.getByRole('button', { name: 'Validar' }).click();
    await page.getByText('Publicación validada correctamente').waitFor();
    const details = page.getByTestId('publication-listing-details');
    await details.getByText(/\(MLM\d+\)/).waitFor();
    await details.getByText(/\$[\d,.]+\sMXN por venta/).waitFor();
    await page.getByText('Sin errores: lista para publicarse').waitFor();
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await page.getByText('Publicación creada correctamente').waitFor();
    await page.waitForURL(/\/mercadolibre\/publicaciones\/\d+$/);
    await page.getByText('Publicada').first().waitFor();
  });

  it("pauses and resumes the publication from the row's ⋯ menu", async () => {
    await page.goto(`${baseUrl()}/mercadolibre/publicaciones`);
    const row = page.locator('tbody tr', { hasText: 'Publicada' }).first();
    await row.getByRole('button', { name: /^Acciones de «/ }).click();
    await page.getByRole('menuitem', { name: 'Pausar' }).click();
    await page.getByText('Publicación pausada').waitFor();
    const pausedRow = page.locator('tbody tr', { hasText: 'Pausada' }).first();
    await pausedRow.getByRole('button', { name: /^Acciones de «/ }).click();
    await page.getByRole('menuitem', { name: 'Reactivar' }).click();
    await page.getByText('Publicación reactivada').waitFor();
    await page.locator('tbody tr', { hasText: 'Publicada' }).first().waitFor();
  });

  it('on a laptop, bulk-pauses three publications and the rows read "Pausada" when the task ends, without a reload', async () => {
    // Titles with a mark of this run, so the list can show exactly these three whatever else the demo seller has.
    const mark = `Lote${Date.now().toString(36)}`;
    // The first product is listed already (above): a second listing of it on the account is another publication.
    expect(products.length).toBeGreaterThanOrEqual(3);
    for (const [index, product] of products.slice(0, 3).entries()) {
      const { publication } = await adminApi<{ publication: { id: number } }>('/api/mercadolibre/publications/validate', {
        method: 'POST',
        body: { productId: product.rowid, images: [picture] },
      });
      await adminApi(`/api/mercadolibre/publications/${publication.id}/publish`);
      await adminApi(`/api/mercadolibre/publications/${publication.id}`, { method: 'PUT', body: { title: `Cafetera ${mark} ${index + 1}` } });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl()}/mercadolibre/publicaciones?busqueda=${mark}`);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.filter({ hasText: 'Publicada' }).count(), { timeout: 15_000 }).toBe(3);
    expect(await rows.count()).toBe(3);
    await rows
      .first()
      .getByRole('link', { name: /^MLM\d+$/ })
      .waitFor();
    await rows.first().getByText('Clásica').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    // Set on this document only: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    for (let index = 0; index < 3; index += 1) await rows.nth(index).getByRole('checkbox').check();
    // MercadoLibre takes a while over each pause, so the rows can change only once the task ends, not when it is created.
    await fetch(`${inject('sandboxUrl')}/mercadolibre/_control/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'slow_processing', method: 'PUT', path: '/items', count: 3, delayMs: 1500 }),
    });
    await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: 'Pausar' }).click();
    await page.getByText(/Tarea #\d+ creada/).waitFor();
    expect(await rows.filter({ hasText: 'Publicada' }).count()).toBe(3);
    await expect.poll(() => rows.filter({ hasText: 'Pausada' }).count(), { timeout: 30_000 }).toBe(3);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goto(`${baseUrl()}/tareas`);
    await page.locator('tbody tr', { hasText: 'Pausar publicaciones' }).first().getByText('Terminada', { exact: true }).waitFor();
  });
});
