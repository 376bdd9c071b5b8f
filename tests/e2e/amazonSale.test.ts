import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectedSellerPage } from './amazonSeller';
import { adminApi, launchBrowser } from './browser';

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const stockBefore = 5;
const quantitySold = 2;

let browser: Browser;

/** A catalogue product of its own (the other browser tests share the server), with units in a warehouse of its own, listed on Amazon. */
async function listedProduct(name: string): Promise<{ ref: string; productId: number }> {
  const ref = `AMZ-VENTA-${name}-${Date.now()}`;
  const product = await adminApi('/api/platform/products/', {
    method: 'POST',
    body: { ref, label: `Molino ${name}`, price: 450, barcode: `75020${Date.now() % 10_000_000}` },
  });
  const warehouse = await adminApi('/api/erp/warehouses/', { method: 'POST', body: { label: `Almacén ${ref}` } });
  await adminApi('/api/platform/product-stock/', { method: 'POST', body: { product_id: product.id, warehouse_id: warehouse.id, quantity: stockBefore } });
  await adminApi('/api/amazon/listings/publish', { method: 'POST', body: { product_id: product.id, product_type: 'PRODUCT', brand: 'Molinex' } });
  return { ref, productId: Number(product.id) };
}

/** The buyer orders on Amazon (the sandbox's control API), from the seller the app is connected to. */
async function placeOrder(sku: string): Promise<string> {
  const accounts = await adminApi<Array<{ selling_partner_id: string; active: boolean }>>('/api/amazon/get_credentials');
  const seller = accounts.find((account) => account.active) ?? accounts[0];
  const placed = await fetch(`${inject('sandboxUrl')}/amazon/_control/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sellerId: seller.selling_partner_id, items: [{ sku, quantity: quantitySold }] }),
  });
  expect(placed.status).toBe(201);
  return ((await placed.json()) as { AmazonOrderId: string }).AmazonOrderId;
}

const fitsTheScreen = async (page: Page) => {
  const { scroll, screen } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(screen);
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('an Amazon sale, in the browser', () => {
  for (const [width, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    it(`is on the sales screen, its notification leads to its row, it opens as the ERP order and took the stock (${width})`, async () => {
      const page = await connectedSellerPage(browser, viewport, String((await adminApi('/api/amazon/authorization_url')).url));
      const { ref, productId } = await listedProduct(width);
      const orderId = await placeOrder(ref);

      // The order sync reads it on its next round (AMAZON_ORDERS_POLL_SECONDS of the browser tests' server).
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Notificaciones' }).click();
      await page
        .getByRole('list', { name: 'Notificaciones' })
        .getByText(new RegExp(`Nueva venta en Amazon ${orderId}`))
        .click({ timeout: 30_000 });
      await page.waitForURL((url) => url.pathname === '/amazon/ventas' && url.search.includes(encodeURIComponent(orderId).slice(0, 8)));
      const row = page.getByText(orderId, { exact: true });
      await row.waitFor();
      await expect.poll(() => page.getByText(/^\d{3}-\d{7}-\d{7}$/).count()).toBe(1);
      await fitsTheScreen(page);

      await row.click();
      await page.waitForURL(/\/pedidos\/\d+\/show$/);
      await page.getByText(orderId, { exact: true }).waitFor();
      await page.getByText('Descontado', { exact: true }).waitFor();
      await fitsTheScreen(page);
      // The sale's marketplace facts read together in their titled card, each value under its name, its marketplace named in words.
      const onMarketplace = page.locator('#main-content').getByRole('region', { name: 'En el marketplace' });
      await onMarketplace.getByText('Amazon', { exact: true }).waitFor();
      for (const label of ['Estado en el marketplace', 'Pago']) await onMarketplace.getByText(label, { exact: true }).waitFor();
      for (const [label, value] of [
        ['Canal de venta', 'Amazon'],
        ['Venta en el marketplace', orderId],
      ]) {
        const name = (await onMarketplace.getByText(label, { exact: true }).boundingBox())!;
        const shown = (await onMarketplace.getByText(value, { exact: true }).boundingBox())!;
        expect(shown.y).toBeGreaterThanOrEqual(name.y + name.height);
      }

      await page.goto(`/productos/ver/${productId}`);
      await page
        .locator('.ra-field-stock')
        .getByText(String(stockBefore - quantitySold), { exact: true })
        .waitFor();
      await page.context().close();
    });
  }
});
