import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, launchBrowser, signedInPage, signIn } from './browser';

let browser: Browser;
let page: Page;

/** The first page of a list, read through the API as the seller's screens do. */
async function pageOf<T>(path: string, size: number): Promise<T[]> {
  return (await adminApi<{ data: T[] }>(`/${path}?size=${size}`)).data;
}

const firstOf = async <T>(path: string): Promise<T> => (await pageOf<T>(path, 1))[0];

type ListedProduct = { id: number; label: string; barcode: string | null };
type ProductWithBarcode = ListedProduct & { barcode: string };

/** A demo product with a barcode: products other browser tests create before this file may have none. */
async function productWithBarcode(): Promise<ProductWithBarcode> {
  const products = await pageOf<ListedProduct>('api/platform/products/', 100);
  const product = products.find((candidate): candidate is ProductWithBarcode => Boolean(candidate.barcode));
  if (!product) throw new Error('no product with a barcode among the first 100');
  return product;
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, { viewport: { width: 1440, height: 900 } });
});
afterAll(() => browser.close());

const searchBox = () => page.getByRole('combobox', { name: 'Buscar en todo' });

describe('the top bar search', () => {
  it('finds a product by its barcode; picking the result opens the product', async () => {
    const product = await productWithBarcode();
    await expect.poll(() => searchBox().getAttribute('placeholder')).toBe('Buscar productos, pedidos, clientes…');
    await searchBox().fill(product.barcode);
    // Other browser tests may have listed the product too: its listings are found by the same code.
    await page
      .getByRole('group', { name: 'Productos' })
      .getByRole('option', { name: new RegExp(product.barcode) })
      .click();
    await page.waitForURL(`**/productos/ver/${product.id}`);
    await page.getByText(product.label).first().waitFor();
    expect(await searchBox().inputValue()).toBe('');
  });

  it('finds an order by its ref and opens it with the keyboard', async () => {
    const order = await firstOf<{ id: number; ref: string }>('api/erp/orders/');
    await searchBox().fill(order.ref);
    await page.getByRole('group', { name: 'Pedidos' }).getByRole('option', { name: order.ref }).waitFor();
    await searchBox().press('Enter');
    await page.waitForURL(`**/pedidos/${order.id}/show`);
  });

  it('on a phone, unfolds from its icon over the top bar and opens a result', async () => {
    const phone = await (await browser.newContext({ locale: 'es-MX', viewport: { width: 390, height: 844 } })).newPage();
    await phone.goto(`${baseUrl()}/login`);
    await signIn(phone);
    await phone.waitForURL(`${baseUrl()}/`);
    const box = phone.getByRole('combobox', { name: 'Buscar en todo' });
    expect(await box.isVisible()).toBe(false);
    await phone.getByRole('button', { name: 'Abrir la búsqueda' }).click();
    const product = await productWithBarcode();
    await box.fill(product.barcode);
    await phone
      .getByRole('group', { name: 'Productos' })
      .getByRole('option', { name: new RegExp(product.barcode) })
      .click();
    await phone.waitForURL(`**/productos/ver/${product.id}`);
    expect(await box.isVisible()).toBe(false);
    await phone.context().close();
  });
});
