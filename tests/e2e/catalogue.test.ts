import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, launchBrowser, signedInPage } from './browser';
import { overlaps } from './onScreen';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser);
});
afterAll(() => browser.close());

/** An input of the product form by its label; required ones end with an asterisk. */
const field = (name: string) => page.getByLabel(new RegExp(`^${name}\\s*\\*?$`));
/** A collapsed part of the product form, opened by its title. */
const openSection = (title: string) => page.getByRole('button', { name: title, exact: true }).click();
const productImages = () => page.getByTestId('product-image');
const toast = (text: string) => page.getByText(text, { exact: true }).first();
const png = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

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

    await field('Precio').fill('100');
    await expect.poll(() => field('Precio con IVA').inputValue()).toBe('116');

    await page.getByRole('button', { name: 'Agregar almacén' }).click();
    await page.getByRole('combobox', { name: 'Almacén', exact: true }).click();
    await page.getByRole('option', { name: 'Almacén Monterrey' }).click();
    await field('Cantidad').fill('7');

    await openSection('Campos extra');
    await page.getByRole('button', { name: 'Agregar campo', exact: true }).first().click();
    await field('Campo').fill('color');
    await field('Valor').fill('rojo');

    await page.getByLabel('Agregar imágenes').setInputFiles([
      { name: 'roja.png', mimeType: 'image/png', buffer: await png({ r: 200, g: 0, b: 0 }) },
      { name: 'azul.png', mimeType: 'image/png', buffer: await png({ r: 0, g: 0, b: 200 }) },
    ]);
    await expect.poll(() => productImages().count(), { timeout: 15_000 }).toBe(2);
    await productImages().nth(1).getByRole('button', { name: 'Hacer principal' }).click();
    await productImages().nth(1).getByRole('button', { name: 'Imagen principal' }).waitFor();

    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast('creado correctamente').waitFor();
    await page.waitForURL(/\/productos\/editar\/\d+$/);
    // The saved product took the creation form's place: Back returns to the list it was created from.
    await page.goBack();
    await page.waitForURL(/\/productos(\?[^/]*)?$/);
    await page.goto(`${baseUrl()}/productos`);
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
    await expect.poll(() => productImages().count()).toBe(2);
    const other = productImages().filter({ has: page.getByRole('button', { name: 'Hacer principal' }) });
    await other.getByRole('button', { name: 'Quitar imagen' }).click();
    await toast('eliminado correctamente').waitFor();
    await expect.poll(() => productImages().count()).toBe(1);
    const product = await page.request.get(`${baseUrl()}/api/platform/products/${productId}`, {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('mercado.session') ?? sessionStorage.getItem('mercado.session') ?? '{}').token)}`,
      },
    });
    const { images } = (await product.json()) as { images: { main: boolean }[] };
    expect(images).toHaveLength(1);
    expect(images[0].main).toBe(true);
  });

  it('edits the price and sees the price with tax follow, then saves and stays on the product', async () => {
    await page.goto(`${baseUrl()}/productos/editar/${productId}`);
    const price = field('Precio');
    await expect.poll(() => price.inputValue()).toBe('100');
    // The prices fill the form's width: two halves side by side on a laptop, one under the other as wide as the name on a phone.
    const boxOf = async (source: string) => (await page.locator(`.ra-input-${source}`).boundingBox())!;
    const [priceBox, withTaxBox, nameBox] = await Promise.all(['price', 'price_ttc', 'label'].map(boxOf));
    expect(withTaxBox.y).toBe(priceBox.y);
    expect(withTaxBox.x + withTaxBox.width - priceBox.x).toBeGreaterThan(nameBox.width * 0.95);
    const laptopSize = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await boxOf('price')).width - (await boxOf('label')).width, { timeout: 5_000 }).toBe(0);
    await page.setViewportSize(laptopSize);
    await price.fill('200');
    await expect.poll(() => field('Precio con IVA').inputValue()).toBe('232');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast('actualizado correctamente').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/productos/editar/${productId}`);
    await expect.poll(() => field('Precio').inputValue()).toBe('200');
    await page.goto(`${baseUrl()}/productos/ver/${productId}`);
    await page
      .getByText(/232\.00/)
      .first()
      .waitFor();
  });

  it('keeps the save bar in sight and asks before leaving a form with unsaved changes', async () => {
    await page.goto(`${baseUrl()}/productos/editar/${productId}`);
    const name = field('Nombre');
    await expect.poll(() => name.inputValue()).toBe(label);
    const save = await page.getByRole('button', { name: 'Guardar' }).boundingBox();
    expect(save).not.toBeNull();
    expect((save?.y ?? 0) + (save?.height ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
    expect(await page.getByRole('button', { name: 'Medidas', exact: true }).getAttribute('aria-expanded')).toBe('false');

    await name.fill(`${label} cambiado`);
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    const ordersLink = page.locator('a[href="/pedidos"]').first();
    await ordersLink.click();
    await expect.poll(() => questions).toEqual(['Algunos cambios no se guardaron. ¿Seguro que quieres descartarlos?']);
    expect(new URL(page.url()).pathname).toBe(`/productos/editar/${productId}`);
    expect(await name.inputValue()).toBe(`${label} cambiado`);

    page.once('dialog', (dialog) => void dialog.accept());
    await ordersLink.click();
    await page.waitForURL(/\/pedidos(\?|$)/);
  });

  it('shows where the product is listed and opens the MercadoLibre publish flow with the product chosen', async () => {
    await page.goto(`${baseUrl()}/productos/ver/${productId}`);
    await page.getByText('Dónde se publica').waitFor();
    // On a laptop the product's prices sit beside what it is, not 13 fields down the card's left edge.
    const general = (await page.getByRole('region', { name: 'General' }).boundingBox())!;
    const prices = (await page.getByRole('region', { name: 'Precios e impuestos' }).boundingBox())!;
    expect({ beside: prices.x >= general.x + general.width, top: prices.y }).toEqual({ beside: true, top: general.y });
    // A section per marketplace, each saying the product is not there yet.
    await page.getByText('Sin publicaciones en Mercado Libre').waitFor();
    await page.getByText('Sin publicaciones en Amazon').waitFor();
    await page.getByRole('link', { name: 'Publicar en Mercado Libre' }).click();
    await page.waitForURL(`**/mercadolibre/publicaciones/create?product_id=${productId}`);
    await expect.poll(() => page.getByRole('combobox', { name: 'Producto' }).inputValue()).toBe(`${ref} — ${label}`);
    await expect.poll(() => page.getByRole('button', { name: 'Validar' }).isEnabled()).toBe(true);
  });

  it('deletes it from its sheet', async () => {
    await page.goto(`${baseUrl()}/productos/ver/${productId}`);
    await page.getByRole('button', { name: 'Borrar' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await toast('eliminado correctamente').waitFor();
    await page.waitForURL(/\/productos(\?|$)/);
  });
});

describe('the product list keeps its state honestly', () => {
  /** The bulk actions bar's count; with nothing selected the bar folds away holding "0 seleccionados". */
  const selected = () => page.getByText(/^[1-9]\d* seleccionad/);
  const rowBoxes = () => page.locator('tbody tr input[type="checkbox"]');

  it('forgets a selection when the list changes page, when the seller leaves and on reload', async () => {
    await page.goto(`${baseUrl()}/productos?page=1&step=5`);
    await page.getByText(/^1-5 de \d+/).waitFor();
    await rowBoxes().nth(0).check();
    await rowBoxes().nth(1).check();
    await selected().first().waitFor();
    await page.getByRole('button', { name: /página 2/i }).click();
    await page.getByText(/^6-10 de \d+/).waitFor();
    await expect.poll(() => selected().count()).toBe(0);

    await rowBoxes().nth(0).check();
    await selected().first().waitFor();
    await page.locator('a[href="/pedidos"]').first().click();
    await page.waitForURL(/\/pedidos(\?|$)/);
    await page.locator('a[href^="/productos"]').first().click();
    // Coming back shows the page the seller left, its rows unselected.
    await page.getByText(/^6-10 de \d+/).waitFor();
    await expect.poll(() => selected().count()).toBe(0);
    expect(await rowBoxes().nth(0).isChecked()).toBe(false);

    await rowBoxes().nth(0).check();
    await selected().first().waitFor();
    await page.reload();
    await page.getByText(/^6-10 de \d+/).waitFor();
    await expect.poll(() => selected().count()).toBe(0);
  });

  it('keeps the category filter in the address, so a reload shows the same products', async () => {
    await page.goto(`${baseUrl()}/productos?page=1&step=5`);
    const pagination = page.getByText(/^\d+-\d+ de \d+/);
    await pagination.waitFor();
    const allCount = await pagination.textContent();
    await page.getByRole('button', { name: 'Agregar filtro' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Categoría', exact: true }).click();
    await pickOption(page.getByRole('combobox', { name: 'Categoría' }), 'Cocina', 'Cocina');
    await page.waitForURL(/[?&]category=\d+/);
    await expect.poll(() => pagination.textContent()).not.toBe(allCount);
    const filteredCount = await pagination.textContent();
    const filteredUrl = page.url();
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Categoría' }).inputValue()).toBe('Cocina');
    await expect.poll(() => pagination.textContent()).toBe(filteredCount);
    expect(page.url()).toBe(filteredUrl);
  });

  it('takes the keyboard from the search box straight to the rows, and to the bulk actions once a row is selected', async () => {
    await page.goto(`${baseUrl()}/productos?page=1&step=5`);
    await page.getByText(/^1-5 de \d+/).waitFor();
    const inBulkBar = () => page.evaluate(() => !!document.activeElement?.closest('.RaBulkActionsToolbar-toolbar'));
    const tabUntilFirstRowBox = async () => {
      const stops: boolean[] = [];
      await page.getByRole('textbox', { name: 'Buscar', exact: true }).focus();
      for (
        let tab = 0;
        tab < 20 &&
        !(await rowBoxes()
          .nth(0)
          .evaluate((box) => box === document.activeElement));
        tab++
      ) {
        await page.keyboard.press('Tab');
        stops.push(await inBulkBar());
      }
      return stops;
    };
    // Nothing selected: the folded bar's buttons are out of sight, so Tab never stops on them.
    expect(await tabUntilFirstRowBox()).not.toContain(true);

    await page.keyboard.press('Space');
    await selected().first().waitFor();
    const stops = await tabUntilFirstRowBox();
    expect(stops).toContain(true);
    await rowBoxes().nth(0).uncheck();
  });
});

describe('orders in the browser', () => {
  it('creates an order with live totals, and shows the server refusing to validate it without stock', async () => {
    await page.goto(`${baseUrl()}/pedidos/create`);
    // Options named by what was typed: until the search answers, the box still lists the unfiltered first choices.
    await page.getByRole('combobox', { name: 'Cliente' }).fill('Juan');
    await page.getByRole('option', { name: /Juan/ }).first().click();
    await page.getByRole('button', { name: 'Agregar línea' }).click();
    await page.getByRole('combobox', { name: 'Producto' }).fill('Licuadora');
    await page
      .getByRole('option', { name: /Licuadora/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Almacén' }).fill('Monterrey');
    await page.getByRole('option', { name: 'Almacén Monterrey' }).click();
    // The product's sale price and its stock in the chosen warehouse come with the choice.
    await expect.poll(() => page.getByLabel(/^Precio unitario/).inputValue()).not.toBe('');
    await page.getByText(/^Disponible en este almacén: \d+/).waitFor();
    // The chosen names are whole on a laptop and on a phone: no box scrolls its text out of sight.
    const cut = (source: string) =>
      page.locator(`.ra-input-${source} [role="combobox"]`).evaluate((box: HTMLInputElement) => box.value !== '' && box.scrollWidth > box.clientWidth);
    const laptopSize = page.viewportSize()!;
    for (const size of [laptopSize, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      // Polled: the boxes take their new width a frame or more after the window changes, later on a busy machine.
      await expect.poll(() => cut('product_id'), { message: `product name at ${size.width} px`, timeout: 5_000 }).toBe(false);
      await expect.poll(() => cut('warehouse_id'), { message: `warehouse name at ${size.width} px`, timeout: 5_000 }).toBe(false);
    }
    await page.setViewportSize(laptopSize);
    // On a laptop a line is two rows: the product and its warehouse, then the four figures sharing the next row as wide as the first
    // (each as wide as the page, a line took six rows), right under it; and the line says how to remove it.
    const lineBox = async (source: string) => (await page.locator(`.ra-input-${source}`).boundingBox())!;
    const figures = await Promise.all(['quantity', 'unity_price', 'discount', 'iva_rate'].map(lineBox));
    expect(new Set(figures.map((box) => box.y)).size, `tops of the figures: ${figures.map((box) => box.y).join(', ')}`).toBe(1);
    const [product, warehouse] = await Promise.all(['product_id', 'warehouse_id'].map(lineBox));
    expect(figures[3].x + figures[3].width).toBeGreaterThanOrEqual(warehouse.x + warehouse.width);
    expect(figures[0].y - (product.y + product.height)).toBeLessThan(16);
    await expect.poll(() => page.getByRole('button', { name: 'Quitar línea' }).isVisible()).toBe(true);
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

  it("edits the draft's line, validates the order as the form shows it, then cancels it and the unit goes back", async () => {
    // Five units where the line takes them from, whatever the demo data left there.
    const orderId = /\/pedidos\/(\d+)\/show/.exec(page.url())![1];
    const [line] = (await adminApi<{ lines: { product_id: number; warehouse_id: number }[] }>(`/api/erp/orders/${orderId}`)).lines;
    const unitsThere = async () => {
      const product = await adminApi<{ warehouse_stock: { warehouse_id: number; quantity: number }[] }>(`/api/platform/products/${line.product_id}`);
      return { product, units: product.warehouse_stock.find((entry) => entry.warehouse_id === line.warehouse_id)?.quantity ?? 0 };
    };
    const { product } = await unitsThere();
    const others = product.warehouse_stock.filter((entry) => entry.warehouse_id !== line.warehouse_id);
    const warehouse_stock = [...others, { warehouse_id: line.warehouse_id, quantity: 5 }];
    await adminApi(`/api/platform/products/${line.product_id}`, { method: 'PUT', body: { warehouse_stock } });

    await page.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/pedidos\/\d+$/);
    // The form's unsaved quantity is what gets validated: saved first, then the stock is taken.
    await page.getByLabel(/^Cantidad/).fill('1');
    await page.getByRole('button', { name: 'Validar pedido' }).click();
    await toast('Pedido validado: el stock se descontó de los almacenes').waitFor();
    await page.waitForURL('**/pedidos/*/show');
    await page.getByText('Validado', { exact: true }).waitFor();
    expect((await unitsThere()).units).toBe(4);
    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    await page.getByText('Las unidades que el pedido descontó volverán a sus almacenes', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar pedido' }).click();
    await toast('Pedido cancelado').waitFor();
    await page.getByText('Cancelado', { exact: true }).waitFor();
    expect((await unitsThere()).units).toBe(5);
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
    await expect.poll(() => page.locator('tbody tr').allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining(warehouse)]);
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
    expect(download.suggestedFilename()).toMatch(/^almacenes-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await readFile(await download.path());
    // UTF-8's byte order mark first: without it Excel reads «Almacén» in an older code page.
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = file.subarray(3).toString('utf8');
    // The columns and the status as the list reads them, not the fields' codes.
    expect(csv.split('\r\n')[0]).toBe('ID,Referencia,Nombre,Ciudad,Estado');
    expect(csv).toContain(`,${warehouse},,Cerrado`);

    await page.locator('tbody tr', { hasText: warehouse }).click();
    await page.waitForURL(/\/almacenes\/\d+\/show$/);
    await page.getByText(`Almacén: ${warehouse}`).waitFor();
  });
});
