import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './browser';

const login = async (): Promise<string> => {
  const response = await fetch(`${baseUrl()}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: inject('adminEmail'), password: inject('adminPassword') }),
  });
  return ((await response.json()) as { token: string }).token;
};

/** The API as the test's own client, only to arrange data the story does not click through. */
async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  // Access tokens live one minute: a fresh one per call.
  const token = await login();
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

interface Product {
  rowid: number;
  label: string;
}
const picture = 'https://http2.mlstatic.com/D_demo-producto-O.jpg';

let browser: Browser;
let page: Page;
let products: Product[];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ locale: 'es-MX' })).newPage();
  // Coffee makers: the (sandbox) marketplace predicts a category for their titles.
  products = (await api<{ data: Product[] }>('/api/platform/products/?page=1&size=5&search=Cafetera')).data;
  // MercadoLibre requires a picture; the demo catalogue has none.
  for (const [index, product] of products.entries()) {
    await api(`/api/platform/products/${product.rowid}`, { method: 'PUT', body: { images: [{ id: `img-${index}`, url: picture, main: true, position: 0 }] } });
  }
});
afterAll(() => browser.close());

describe('Mercado Libre, as a seller', () => {
  it('connects an account through the authorization page of the (sandbox) marketplace, back on the host the seller used and signed in', async () => {
    await page.goto(`${baseUrl()}/configuracion/mercadolibre`);
    await signIn(page);
    await page.waitForURL('**/configuracion/mercadolibre');
    const { url } = await api<{ url: string }>('/api/mercadolibre/authorization_url');
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
    await details.getByText(/\$[\d,.]+ MXN por venta/).waitFor();
    await page.getByText('Sin errores: lista para publicarse').waitFor();
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await page.getByText('Publicación creada correctamente').waitFor();
    await page.waitForURL(/\/mercadolibre\/publicaciones\/\d+$/);
    await page.getByText('Publicada').first().waitFor();
  });

  it('pauses and resumes the publication from the list', async () => {
    await page.goto(`${baseUrl()}/mercadolibre/publicaciones`);
    const row = page.locator('tr', { hasText: 'Publicada' }).first();
    await row.getByRole('button', { name: 'Pausar' }).click();
    await page.getByText('Publicación pausada').waitFor();
    const pausedRow = page.locator('tr', { hasText: 'Pausada' }).first();
    await pausedRow.getByRole('button', { name: 'Reactivar' }).click();
    await page.getByText('Publicación reactivada').waitFor();
    await page.locator('tr', { hasText: 'Publicada' }).first().waitFor();
  });

  it('bulk-pauses three publications and the task finishes on /tareas', async () => {
    for (const product of products.slice(1, 3)) {
      const { publication } = await api<{ publication: { id: number } }>('/api/mercadolibre/publications/validate', {
        method: 'POST',
        body: { productId: product.rowid, images: [picture] },
      });
      await api(`/api/mercadolibre/publications/${publication.id}/publish`);
    }
    await page.goto(`${baseUrl()}/mercadolibre/publicaciones`);
    const published = page.locator('tbody tr', { hasText: 'Publicada' });
    await expect.poll(() => published.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const chosen: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const row = published.nth(index);
      chosen.push((await row.locator('td').nth(1).innerText()).trim());
      await row.getByRole('checkbox').check();
    }
    await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: 'Pausar' }).click();
    await page.getByText(/Tarea #\d+ creada/).waitFor();
    await page.goto(`${baseUrl()}/tareas`);
    const taskRow = page.locator('tbody tr', { hasText: 'Pausar publicaciones' }).first();
    await taskRow.getByText('Terminada', { exact: true }).waitFor({ timeout: 30_000 });
    // The demo seller's publications keep arriving at the top of the list, so each paused one is checked on its sheet.
    for (const id of chosen) {
      await page.goto(`${baseUrl()}/mercadolibre/publicaciones/${id}`);
      await page.getByText('Pausada').first().waitFor();
    }
  });
});
