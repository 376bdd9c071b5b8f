import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, baseUrl, launchBrowser, signedInPage } from './browser';

interface Publication {
  ml_id: string | null;
  product_id: number | null;
  status: string;
}

/** A demo listing that is live on the sandbox and linked to a product with stock (the server publishes them just after it starts). */
async function listedProduct(): Promise<{ itemId: string; productId: number; stock: number }> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const { items } = (await (await fetch(`${inject('sandboxUrl')}/mercadolibre/_control/items?seller_id=400000001`)).json()) as {
      items: { id: string; status: string }[];
    };
    const active = new Set(items.filter((item) => item.status === 'active').map((item) => item.id));
    const { data } = await adminApi<{ data: Publication[] }>('/api/mercadolibre/publications/?page=1&size=100');
    for (const publication of data) {
      if (!publication.ml_id || !active.has(publication.ml_id) || publication.product_id === null) continue;
      const product = await adminApi<{ stock: number }>(`/api/platform/products/${publication.product_id}`);
      if (Number(product.stock) >= 2) return { itemId: publication.ml_id, productId: publication.product_id, stock: Number(product.stock) };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no live demo listing linked to a product with stock');
}

/**
 * What a slow sale failed on: what the sandbox posted about it (with each attempt's answer), and
 * whether the server announced it, which tells a sale never processed from a page never told.
 */
async function traceOf(saleId: number): Promise<string> {
  const { deliveries } = (await (await fetch(`${inject('sandboxUrl')}/mercadolibre/_control/webhooks?topic=orders_v2`)).json()) as {
    deliveries: { resource: string }[];
  };
  const webhooks = deliveries.filter((delivery) => delivery.resource.endsWith(`/${saleId}`));
  const { data } = await adminApi<{ data: { resource_id: string; date: string }[] }>('/api/notifications/history/?page=1&size=50&type=order');
  const announced = data.filter((notification) => notification.resource_id === String(saleId));
  return `the sale's webhooks: ${JSON.stringify(webhooks)}\nits notifications on the server: ${JSON.stringify(announced)}`;
}

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser);
});
afterAll(() => browser.close());

const bell = () => page.getByRole('banner').getByRole('button', { name: 'Notificaciones' });

describe('a MercadoLibre sale, in the browser', () => {
  it('opens from its notification as the ERP order, and the product sheet shows the stock it took', async () => {
    const { itemId, productId, stock } = await listedProduct();
    const placed = await fetch(`${inject('sandboxUrl')}/mercadolibre/_control/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ itemId, quantity: 2 }),
    });
    expect(placed.status).toBe(201);
    const sale = (await placed.json()) as { id: number };

    // The sale travels webhook → order → payment → stock → notification; on a busy machine that
    // takes seconds, and what this test checks is where the notification leads, not how fast: the
    // seller opens the bell again until it is there.
    const notification = page.getByRole('list', { name: 'Notificaciones' }).getByText(new RegExp(`Nueva venta ${sale.id}`));
    await expect
      .poll(
        async () => {
          if (await notification.isVisible()) return true;
          // Closed (Escape) and opened again, the bell reads the list anew.
          await page.keyboard.press('Escape');
          await bell().click();
          return false;
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(true)
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await traceOf(sale.id)}`);
      });
    await notification.click();
    await page.waitForURL(/\/pedidos\/\d+\/show$/);
    await page.getByText(String(sale.id), { exact: true }).waitFor();
    // The sheet's channel, not the side menu's heading of the same name.
    await page.locator('#main-content').getByText('Mercado Libre', { exact: true }).waitFor();
    await page.getByText('Pagada', { exact: true }).waitFor();
    await page.getByText('Descontado', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Devolver al stock' }).waitFor();

    await page.goto(`${baseUrl()}/productos/ver/${productId}`);
    await page
      .locator('.ra-field-stock')
      .getByText(String(stock - 2), { exact: true })
      .waitFor();
    // Room for the demo listing's lookup and the whole minute of the bell's poll, whose failure says what the sandbox posted.
  }, 120_000);
});
