import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectedSellerPage } from './amazonSeller';
import { adminToken, baseUrl, launchBrowser } from './browser';

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const stockBefore = 5;
const quantitySold = 2;

let browser: Browser;
let token: string;

const api = async (path: string, init: { method?: string; body?: unknown } = {}) => {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, ...(init.body !== undefined && { 'Content-Type': 'application/json' }) },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  expect(response.status, `${path}: ${response.status}`).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
};

/** A catalogue product of its own (the other browser tests share the server), with units in a warehouse of its own, listed on Amazon. */
async function listedProduct(name: string): Promise<{ ref: string; productId: number }> {
  const ref = `AMZ-VENTA-${name}-${Date.now()}`;
  const product = await api('/api/platform/products/', {
    method: 'POST',
    body: { ref, label: `Molino ${name}`, price: 450, barcode: `75020${Date.now() % 10_000_000}` },
  });
  const warehouse = await api('/api/erp/warehouses/', { method: 'POST', body: { label: `Almacén ${ref}` } });
  await api('/api/platform/product-stock/', { method: 'POST', body: { product_id: product.id, warehouse_id: warehouse.id, quantity: stockBefore } });
  await api('/api/amazon/listings/publish', { method: 'POST', body: { product_id: product.id, product_type: 'PRODUCT', brand: 'Molinex' } });
  return { ref, productId: Number(product.id) };
}

/** The buyer orders on Amazon (the sandbox's control API), from the seller the app is connected to. */
async function placeOrder(sku: string): Promise<string> {
  const accounts = (await (await fetch(`${baseUrl()}/api/amazon/get_credentials`, { headers: { Authorization: `Bearer ${token}` } })).json()) as Array<{
    selling_partner_id: string;
    active: boolean;
  }>;
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
  token = await adminToken();
});
afterAll(() => browser.close());

describe('an Amazon sale, in the browser', () => {
  for (const [width, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    it(`is on the sales screen, its notification leads to its row, it opens as the ERP order and took the stock (${width})`, async () => {
      const page = await connectedSellerPage(browser, viewport, String((await api('/api/amazon/authorization_url')).url));
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

      await page.goto(`/productos/ver/${productId}`);
      await page
        .locator('.ra-field-stock')
        .getByText(String(stockBefore - quantitySold), { exact: true })
        .waitFor();
      await page.context().close();
    });
  }
});
