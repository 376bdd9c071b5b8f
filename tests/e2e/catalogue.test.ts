import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ locale: 'es-MX' })).newPage();
  await page.goto(`${baseUrl()}/login`);
  await signIn(page);
  await page.waitForURL(`${baseUrl()}/`);
});
afterAll(() => browser.close());

const visibleTab = () => page.locator('[id^="tabpanel-"]:visible');
/** An input of the open tab by its label; required ones end with an asterisk. */
const field = (name: string) => visibleTab().getByLabel(new RegExp(`^${name}\\s*\\*?$`));
const toast = (text: string) => page.getByText(text, { exact: true }).first();
type Box = { x: number; y: number; width: number; height: number } | null;
const overlaps = (a: Box, b: Box) =>
  !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const png = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).png().toBuffer();

async function pickOption(input: Locator, typed: string, option: string) {
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const ref = `E2E-${Date.now().toString(36).toUpperCase()}`;
const label = `Lámpara de prueba ${ref}`;
let productId = '';

describe('the product catalogue in the browser', () => {
  it('pages through the URL: ?page=2&step=5 shows products 6 to 10 and keeps the URL', async () => {
    await page.goto(`${baseUrl()}/productos?page=2&step=5`);
    await page.getByText(/^6-10 de \d+/).waitFor();
    expect(new URL(page.url()).search).toBe('?page=2&step=5');
    expect(await page.locator('tbody tr').count()).toBe(5);
    await page.getByRole('button', { name: /página 3/i }).click();
    await page.waitForURL('**/productos?page=3&step=5');
    await page.getByText(/^11-15 de \d+/).waitFor();
  });

  it('creates a product with two categories, a warehouse stock, an extra field and two images', async () => {
    await page.goto(`${baseUrl()}/productos`);
    await page.getByRole('link', { name: 'Crear' }).click();
    await page.waitForURL('**/productos/crear');
    await field('Referencia').fill(ref);
    await field('Nombre').fill(label);
    const categories = field('Categorías');
    await pickOption(categories, 'Cocina', 'Cocina');
    await pickOption(categories, 'Audio', 'Audio');

    await page.getByRole('tab', { name: 'Precios e impuestos' }).click();
    await field('Precio').fill('100');
    await expect.poll(() => field('Precio con IVA').inputValue()).toBe('116');

    await page.getByRole('tab', { name: 'Stock y almacenes' }).click();
    await visibleTab().getByRole('button', { name: 'Agregar' }).first().click();
    await visibleTab().getByRole('combobox', { name: 'Almacén', exact: true }).click();
    await page.getByRole('option', { name: 'Almacén Monterrey' }).click();
    await field('Cantidad').fill('7');

    await page.getByRole('tab', { name: 'Campos extra' }).click();
    await visibleTab().getByRole('button', { name: 'Agregar' }).first().click();
    await field('Campo').fill('color');
    await field('Valor').fill('rojo');

    await page.getByRole('tab', { name: 'Imágenes' }).click();
    await visibleTab().getByLabel('Agregar imágenes').setInputFiles([
      { name: 'roja.png', mimeType: 'image/png', buffer: await png({ r: 200, g: 0, b: 0 }) },
      { name: 'azul.png', mimeType: 'image/png', buffer: await png({ r: 0, g: 0, b: 200 }) },
    ]);
    await expect.poll(() => visibleTab().getByTestId('product-image').count(), { timeout: 15_000 }).toBe(2);
    await visibleTab().getByTestId('product-image').nth(1).getByRole('button', { name: 'Hacer principal' }).click();
    await visibleTab().getByTestId('product-image').nth(1).getByRole('button', { name: 'Imagen principal' }).waitFor();

    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast('creado correctamente').waitFor();
    await page.waitForURL(/\/productos(\?|$)/);
  });

  it('finds it with the search box and shows the main image thumbnail on the list', async () => {
    await page.getByPlaceholder('Buscar', { exact: true }).fill(ref);
    await page.waitForURL(new RegExp(`busqueda=${ref}`));
    const row = page.locator('tbody tr', { hasText: ref });
    await row.waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const thumbnail = row.getByRole('img', { name: label });
    await expect.poll(() => thumbnail.getAttribute('src')).toMatch(/^\/media\/.+\.thumb\.webp$/);
    await row.getByText(label).click();
    await page.waitForURL('**/productos/ver/*');
    productId = new URL(page.url()).pathname.split('/').pop() ?? '';
  });

  it('shows the sheet: main image, categories, stock per warehouse, inventory code', async () => {
    await page.getByText('Cocina', { exact: true }).waitFor();
    await page.getByText('Audio', { exact: true }).waitFor();
    await page.getByText('Almacén Monterrey').waitFor();
    await page.getByText('Código de inventario').waitFor();
    expect(await page.getByText(ref, { exact: true }).count()).toBeGreaterThan(0);
    const main = page.getByTestId('product-main-image');
    await expect.poll(() => main.getAttribute('src')).toMatch(/^\/media\/.+/);
    const image = await page.request.get(`${baseUrl()}${await main.getAttribute('src')}`);
    const { dominant } = await sharp(await image.body()).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
  });

  it('removes the image that is not the main one', async () => {
    await page.goto(`${baseUrl()}/productos/editar/${productId}`);
    await page.getByRole('tab', { name: 'Imágenes' }).click();
    await expect.poll(() => visibleTab().getByTestId('product-image').count()).toBe(2);
    const other = visibleTab().getByTestId('product-image').filter({ has: page.getByRole('button', { name: 'Hacer principal' }) });
    await other.getByRole('button', { name: 'Quitar imagen' }).click();
    await toast('Imagen eliminada').waitFor();
    await expect.poll(() => visibleTab().getByTestId('product-image').count()).toBe(1);
    const product = await page.request.get(`${baseUrl()}/api/platform/products/${productId}`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('mercado.session') ?? sessionStorage.getItem('mercado.session') ?? '{}').token)}` },
    });
    const { images } = (await product.json()) as { images: { main: boolean }[] };
    expect(images).toHaveLength(1);
    expect(images[0].main).toBe(true);
  });

  it('edits the price and sees the price with tax follow, then saves', async () => {
    await page.goto(`${baseUrl()}/productos/editar/${productId}`);
    await page.getByRole('tab', { name: 'Precios e impuestos' }).click();
    const price = field('Precio');
    await expect.poll(() => price.inputValue()).toBe('100');
    await price.fill('200');
    await expect.poll(() => field('Precio con IVA').inputValue()).toBe('232');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast('actualizado correctamente').waitFor();
    await page.goto(`${baseUrl()}/productos/ver/${productId}`);
    await page.getByText(/232\.00/).first().waitFor();
  });

  it('deletes it from its sheet', async () => {
    await page.getByRole('button', { name: 'Borrar' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await toast('eliminado correctamente').waitFor();
    await page.waitForURL(/\/productos(\?|$)/);
  });
});

describe('orders in the browser', () => {
  it('creates an order with live totals, and shows the server refusing to validate it without stock', async () => {
    await page.goto(`${baseUrl()}/pedidos/create`);
    await page.getByRole('combobox', { name: 'Cliente' }).fill('Juan');
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Agregar' }).click();
    await page.getByRole('combobox', { name: 'Producto' }).fill('Licuadora');
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Almacén' }).fill('Monterrey');
    await page.getByRole('option', { name: 'Almacén Monterrey' }).click();
    await page.getByLabel(/^Precio unitario/).fill('100');
    await page.getByLabel(/^Cantidad/).fill('100000');
    await expect.poll(() => page.getByTestId('order-total').textContent()).toContain('11,600,000.00');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast('creado correctamente').waitFor();
    await page.locator('tbody tr').first().click();
    await page.waitForURL('**/pedidos/*/show');
    await page.getByRole('button', { name: 'Validar pedido' }).click();
    await page.getByText(/^Stock insuficiente del producto/).waitFor();
    await page.getByText('Borrador', { exact: true }).waitFor();
    const toastBox = await page.getByRole('alert').first().boundingBox();
    const controls = [
      page.getByRole('button', { name: 'Validar pedido' }),
      page.getByRole('banner').getByRole('button', { name: 'Notificaciones' }),
      page.getByRole('banner').getByRole('button', { name: 'Perfil' }),
    ];
    for (const control of controls) expect(overlaps(toastBox, await control.boundingBox())).toBe(false);
  });
});

describe('a declared resource on the generic screens', () => {
  const warehouse = `Almacén ${ref}`;
  /** The `statut` select, in the form and in the filters alike; its name also reads its value, and `status` is "Estado actual". */
  const statusSelect = () => page.getByRole('combobox', { name: /^Estado(?! actual)/ });

  it('creates a warehouse, finds it by search and by the status filter, exports the list and opens it titled by its name', async () => {
    await page.goto(`${baseUrl()}/almacenes/create`);
    await page.getByLabel(/^Nombre/).fill(warehouse);
    await statusSelect().click();
    await page.getByRole('option', { name: 'Cerrado' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast('creado correctamente').waitFor();
    await page.waitForURL(/\/almacenes(\?|$)/);

    await page.getByPlaceholder('Buscar', { exact: true }).fill(ref);
    await expect.poll(() => page.locator('tbody tr').allTextContents()).toEqual([expect.stringContaining(warehouse)]);
    await page.locator('tbody tr', { hasText: 'Cerrado' }).waitFor();

    await page.getByRole('button', { name: 'Agregar filtro' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Estado', exact: true }).click();
    await page.keyboard.press('Escape');
    await statusSelect().click();
    await page.getByRole('option', { name: 'Abierto' }).click();
    await page.getByText('No hay informacion para mostrar').waitFor();
    await statusSelect().click();
    await page.getByRole('option', { name: 'Cerrado' }).click();
    await page.locator('tbody tr', { hasText: warehouse }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
    const csv = await new Response(await download.createReadStream() as never).text();
    expect(csv.split('\r\n')[0]).toBe('id,ref,label,town,statut');
    expect(csv).toContain(`,${warehouse},,0`);

    await page.locator('tbody tr', { hasText: warehouse }).click();
    await page.waitForURL(/\/almacenes\/\d+$/);
    await page.getByText(`Almacén: ${warehouse}`).waitFor();
  });
});
