import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, launchBrowser, signedInPage } from './browser';

/** Two laptops and a phone: on each, a line's product box shows the whole chosen name. */
const screens = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Two products of this run whose names (about fifty characters) differ only in their last word, as a seller's similar products do. */
const mark = `N${Date.now().toString(36).toUpperCase()}`;
const names = [`Cafetera Oster 12 tazas acero ${mark} inoxidable negra`, `Cafetera Oster 12 tazas acero ${mark} inoxidable roja`];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  for (const [index, label] of names.entries())
    await adminApi('/api/platform/products/', { method: 'POST', body: { ref: `${mark}-${index}`, label, price: 899 } });
}, 60_000);
afterAll(() => browser.close());

/** Whether a box or an option shows all its text: nothing scrolled out of sight, sideways or below. */
const wholeText = (element: Locator) => element.evaluate((box) => box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight);

describe.each(screens)('an order line at $width×$height', (size) => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(browser, { viewport: size });
  });
  afterAll(() => page.context().close());

  it('lists similar products by their whole names and shows the chosen one whole beside its warehouse and units', async () => {
    await page.goto(`${baseUrl()}/pedidos/create`);
    await page.getByRole('button', { name: 'Agregar línea' }).click();
    const product = page.getByRole('combobox', { name: 'Producto' });
    await product.fill(mark);
    // Each offered by its whole name, its reference under it.
    const option = (name: string) => page.getByRole('option', { name: new RegExp(`^${name}`) });
    for (const [index, name] of names.entries()) {
      expect(await wholeText(option(name)), `option "${name}"`).toBe(true);
      await option(name).getByText(`${mark}-${index}`, { exact: true }).waitFor();
    }
    await option(names[0]!).click();
    // The warehouse's units come with its choice: beside the product, they left its box about 227 px at 1280 px wide.
    await page.getByRole('combobox', { name: 'Almacén' }).fill('Monterrey');
    await page.getByRole('option', { name: 'Almacén Monterrey' }).click();
    await page.getByText(/^Disponible en este almacén: \d+/).waitFor();
    expect(await product.inputValue()).toBe(names[0]);
    // Polled: the box takes its height a frame or more after its text changes, later on a busy machine.
    await expect.poll(() => wholeText(product), { message: `the chosen name at ${size.width} px`, timeout: 5_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the page scrolls sideways').toBe(true);
  });
});
