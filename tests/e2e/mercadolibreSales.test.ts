import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, signedInPage } from './browser';

/** A live item of the demo seller (the server publishes the demo listings just after it starts). */
async function liveItem(): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const { items } = (await (await fetch(`${inject('sandboxUrl')}/mercadolibre/_control/items?seller_id=400000001`)).json()) as {
      items: { id: string; status: string; available_quantity?: number }[];
    };
    const active = items.find((item) => item.status === 'active');
    if (active) return active.id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no live demo item');
}

let browser: Browser;
let page: Page;
let saleId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, { acceptDownloads: true });
  const placed = await fetch(`${inject('sandboxUrl')}/mercadolibre/_control/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ itemId: await liveItem(), quantity: 1 }),
  });
  expect(placed.status).toBe(201);
  saleId = String(((await placed.json()) as { id: number }).id);
});
afterAll(() => browser.close());

/** The sales screen searched for the sale, reloaded until its webhook has made the ERP order (bounded). */
async function openSale(): Promise<void> {
  const filter = encodeURIComponent(JSON.stringify({ busqueda: saleId }));
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.goto(`${baseUrl()}/mercadolibre/ventas?filter=${filter}`);
    const listed = page.getByText(saleId, { exact: true }).first();
    if (
      await listed.waitFor({ timeout: 2_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error(`sale ${saleId} never listed`);
}

/** The boxes of the sale page's cards, found by their titles (the conversation's card holds its title). */
const sections = (...titles: string[]) =>
  Promise.all(
    titles.map(
      async (title) =>
        (await page
          .locator('#main-content .MuiCard-root')
          .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
          .last()
          .boundingBox())!,
    ),
  );

describe('the MercadoLibre sales screen, in the browser', () => {
  it('lists a new sale with its statuses as words, exports it as CSV, opens its page, sends the buyer a message and shows the answer live', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSale();
    const row = page.getByRole('row').filter({ hasText: saleId });
    await row.getByText('Listo para enviar · Etiqueta por imprimir').waitFor();
    await row.getByText('Entrega en agencia').waitFor();
    await row.getByText('Aprobado').waitFor();
    // Ten columns share a laptop's width and a row stays a few lines tall: squeezed beside the nicknames, the statuses took six.
    expect((await row.boundingBox())!.height).toBeLessThan(100);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Venta,Comprador,Cuenta,Pago');
    expect(csv).toContain(saleId);
    expect(csv).not.toMatch(/ready_to_ship|drop_off/);
    await row.getByText(saleId, { exact: true }).click();
    await page.waitForURL(/\/mercadolibre\/ventas\/\d+\/show$/);
    await page.getByText(`Venta ${saleId}`).waitFor();
    await page.getByRole('button', { name: 'Imprimir etiqueta' }).waitFor();
    await page.getByText('Aún no hay mensajes').waitFor();
    // On a laptop the shipment sits beside what was sold, the conversation under both, across the page.
    const [items, shipment, messages] = await sections('Artículos', 'Envío', 'Mensajes con el comprador');
    expect(shipment.x).toBeGreaterThanOrEqual(items.x + items.width);
    expect(shipment.y).toBe(items.y);
    expect(messages.width).toBeGreaterThanOrEqual(shipment.x + shipment.width - items.x - 1);
    await page.getByLabel('Mensaje').fill('Hola, tu pedido sale mañana.');
    await page.getByText('28 / 350 caracteres').waitFor();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByTestId('sale-message').filter({ hasText: 'Hola, tu pedido sale mañana.' }).waitFor();
    // It reached the buyer on MercadoLibre, not only our page.
    const conversation = (await (await fetch(`${inject('sandboxUrl')}/mercadolibre/_control/orders/${saleId}/conversation`)).json()) as {
      messages: { text: string }[];
    };
    expect(conversation.messages.map((message) => message.text)).toEqual(['Hola, tu pedido sale mañana.']);
    // The buyer's answer reaches the open page through its webhook and the realtime notification, no reload.
    const answered = await fetch(`${inject('sandboxUrl')}/mercadolibre/_control/orders/${saleId}/buyer_messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: '¡Gracias, quedo atento!' }),
    });
    expect(answered.status).toBe(201);
    await page.getByTestId('sale-message').filter({ hasText: '¡Gracias, quedo atento!' }).waitFor({ timeout: 10_000 });
  });

  it('fits a 390 px phone, each sale a card that opens its page, which fits too', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSale();
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.screen);
    await page
      .getByText(/Listo para enviar · Etiqueta por imprimir/)
      .first()
      .click();
    await page.waitForURL(/\/mercadolibre\/ventas\/\d+\/show$/);
    await page.getByText('Mensajes con el comprador').waitFor();
    const [items, shipment] = await sections('Artículos', 'Envío');
    expect(shipment.y).toBeGreaterThan(items.y + items.height);
    const detailWidths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(detailWidths.scroll).toBeLessThanOrEqual(detailWidths.screen);
  });
});
