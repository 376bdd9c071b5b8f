import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { homeSummaryPath, type HomeSummary } from '../../resources/homeSummary';
import { adminApi, baseUrl, launchBrowser, signedInPage, signIn } from './browser';

/**
 * The browser's zone puts it at midday now, so the orders made here and every check of "today" fall on
 * the same local day whenever the test runs (a fixed zone fails when a run crosses its midnight). A
 * fixed-offset zone has no daylight saving, so the browser's day and the one asked for here agree.
 */
const offsetHours = ((12 - new Date().getUTCHours() + 36) % 24) - 12;
const timezoneId = offsetHours === 0 ? 'Etc/GMT' : `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`;
const utcOffset = offsetHours * 60;
const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', currencyDisplay: 'narrowSymbol' });
/** Amounts as the app writes them: "$1,299.00 MXN". */
const money = (amount: number) => `${pesos.format(amount)} MXN`;
const tag = Date.now().toString(36).toUpperCase();

let browser: Browser;
let page: Page;
let before: HomeSummary;
/** What the MercadoLibre buyer paid for the sale made here. */
let saleAmount: number;

const sandbox = async <T>(path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${inject('sandboxUrl')}/mercadolibre/_control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/** A live listing of the sandbox's demo seller (the server publishes the demo's just after it starts). */
async function activeDemoItem(): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const { items } = await sandbox<{ items: { id: string; status: string }[] }>('items?seller_id=400000001');
    const active = items.find((item) => item.status === 'active');
    if (active) return active.id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the demo seller has no active listing');
}

/** Waits until the server has stored what the marketplace's webhook announced. */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the marketplace event never reached the server');
}

const mercadoLibreToday = (summary: HomeSummary) => summary.sales.find((channel) => channel.channel === 'mercadolibre')?.today ?? { count: 0, amount: 0 };

/**
 * Two ERP orders today (a draft of 100, not sold yet, and a validated one of 300), one MercadoLibre
 * sale and one buyer question, and one product below its alert stock, over whatever exists.
 */
beforeAll(async () => {
  before = await adminApi<HomeSummary>(`/${homeSummaryPath}?utc_offset=${utcOffset}`);
  const { id: client } = await adminApi<{ id: number }>('/api/erp/clients/', { method: 'POST', body: { name: `Cliente inicio ${tag}` } });
  const { id: warehouse } = await adminApi<{ id: number }>('/api/erp/warehouses/', { method: 'POST', body: { label: `Almacén inicio ${tag}` } });
  const product = (ref: string, stock: number, alert: number) =>
    adminApi<{ id: number }>('/api/platform/products/', {
      method: 'POST',
      body: { ref, label: `Producto ${ref}`, price: 100, seuil_stock_alerte: alert, warehouse_stock: [{ warehouse_id: warehouse, quantity: stock }] },
    });
  const { id: stocked } = await product(`HOME-OK-${tag}`, 50, 1);
  await product(`HOME-LOW-${tag}`, 1, 20);
  const order = (quantity: number, price: number) =>
    adminApi<{ id: number }>('/api/erp/orders/', {
      method: 'POST',
      body: { client_id: client, lines: [{ product_id: stocked, warehouse_id: warehouse, quantity, unity_price: price, iva_rate: 0 }] },
    });
  await order(1, 100);
  const { id: validated } = await order(2, 150);
  await adminApi(`/api/erp/orders/${validated}/validate`, { method: 'POST', body: {} });

  const itemId = await activeDemoItem();
  const sale = await sandbox<{ id: number }>('orders', { itemId, quantity: 1 });
  // The order's total is what the buyer paid: it is there once the payment's news has arrived too.
  saleAmount = await eventually(async () => {
    const { data } = await adminApi<{ data: { total: number }[] }>(`/api/erp/orders/?page=1&size=1&search=${sale.id}`);
    const total = Number(data[0]?.total ?? 0);
    return total > 0 ? total : undefined;
  });
  await sandbox('questions', { itemId, text: `¿Tienen envío a Monterrey? ${tag}` });
  await eventually(async () => {
    const now = await adminApi<HomeSummary>(`/${homeSummaryPath}?utc_offset=${utcOffset}`);
    return now.questions.unanswered > before.questions.unanswered ? now : undefined;
  });

  browser = await launchBrowser();
  page = await signedInPage(browser, { timezoneId });
});
afterAll(() => browser?.close());

const card = (title: string) => page.getByRole('link').filter({ has: page.getByText(title, { exact: true }) });

describe('the home page', () => {
  it("shows the known data set's figures on top of what existed, per channel, the buyers waiting, and both charts", async () => {
    const today = before.sales.reduce((sum, channel) => ({ count: sum.count + channel.today.count, amount: sum.amount + channel.today.amount }), {
      count: 0,
      amount: 0,
    });
    await card('Ventas de hoy')
      .getByText(money(today.amount + 300 + saleAmount), { exact: true })
      .waitFor();
    await card('Ventas de hoy')
      .getByText(`${today.count + 2} pedidos`, { exact: true })
      .waitFor();
    await card('Ventas de hoy')
      .getByText(`Mercado Libre: ${money(mercadoLibreToday(before).amount + saleAmount)}`, { exact: true })
      .waitFor();
    await card('Preguntas sin responder')
      .getByText(String(before.questions.unanswered + 1), { exact: true })
      .waitFor();
    await card('Preguntas sin responder')
      .getByText(/^La más antigua: hace (un momento|\d+ (minutos?|horas?|días?))$/)
      .waitFor();
    // The validated ERP order and the paid sale, both to ship.
    await card('Pedidos por preparar y enviar')
      .getByText(String(before.ordersToPrepare + 2), { exact: true })
      .waitFor();
    await card('Productos con stock bajo')
      .getByText(String(before.lowStock.count + 1), { exact: true })
      .waitFor();
    await expect.poll(() => card('Productos con stock bajo').textContent()).toContain(`HOME-LOW-${tag}`);

    const salesChart = page.getByRole('region', { name: 'Ventas por día (últimos 30 días)' });
    await salesChart.locator('svg').first().waitFor();
    // Today's bar, the last one, is drawn with a height: the new orders are in it.
    await salesChart.locator('[data-series="erp"] .MuiBarChart-element').last().waitFor();
    // MercadoLibre's series has a bar per day, stacked on the ERP's (the demo's ERP orders of today can dwarf the sale's).
    await expect.poll(() => salesChart.locator('[data-series="mercadolibre"] .MuiBarChart-element').count()).toBe(30);
    await salesChart.getByText('Mercado Libre', { exact: true }).waitFor();
    const publications = page.getByRole('region', { name: 'Publicaciones por estado' });
    await (before.publications.total > 0 ? publications.locator('svg').first() : publications.getByText('Todavía no hay publicaciones.')).waitFor();
  });

  it('opens the buyers waiting from their card: the list of the marketplace whose buyer has waited longest, with that buyer in it', async () => {
    const { byChannel } = (await adminApi<HomeSummary>(`/${homeSummaryPath}?utc_offset=${utcOffset}`)).questions;
    await page.goto(`${baseUrl()}/`);
    await card('Preguntas sin responder').click();
    const amazonWaitedLongest =
      byChannel.amazon.oldestUnansweredAt !== null && (byChannel.mercadolibre.oldestUnansweredAt ?? '9') > byChannel.amazon.oldestUnansweredAt;
    if (amazonWaitedLongest) {
      // The demo seller's buyer who asked to cancel an order as the sandbox started.
      await page.waitForURL('**/amazon/preguntas?**');
      expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toMatchObject({ status: 'open' });
      const { data } = await adminApi<{ data: { amazon_order_id: string }[] }>('/api/amazon/buyer_requests/q/?page=1&size=1&sort=requested_at&order=ASC', {
        method: 'POST',
        body: { status: 'open' },
      });
      await page.getByText(`Pedido ${data[0]!.amazon_order_id}`).first().waitFor();
    } else {
      await page.waitForURL('**/mercadolibre/preguntas?**');
      expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toMatchObject({ status: 'UNANSWERED' });
      await page.getByText(`¿Tienen envío a Monterrey? ${tag}`).first().waitFor();
    }
  });

  it("shows each marketplace's part of the buyers waiting inside its card, where it can be clicked", async () => {
    await page.goto(`${baseUrl()}/`);
    const questions = page.getByRole('region', { name: 'Preguntas sin responder' });
    const part = questions.getByRole('link', { name: /^Mercado Libre: \d+$/ });
    await part.waitFor();
    const [cardBox, partBox] = await Promise.all([questions.boundingBox(), part.boundingBox()]);
    // The card clips what spills out of it: a part drawn below its edge is cut or hidden.
    expect(partBox!.y + partBox!.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height);
  });

  it('opens the orders to prepare from their card, with the filter on', async () => {
    await page.goto(`${baseUrl()}/`);
    await card('Pedidos por preparar y enviar').click();
    await page.waitForURL('**/pedidos?**');
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ to_prepare: true });
    await expect.poll(() => page.getByLabel('Por preparar y enviar').isChecked()).toBe(true);
    await page.locator('tbody tr').first().waitFor();
  });

  it('opens the low-stock list from its card, filtered, with the new product in it', async () => {
    await page.goto(`${baseUrl()}/`);
    await card('Productos con stock bajo').click();
    await page.waitForURL('**/productos?**');
    expect(new URL(page.url()).searchParams.get('stock_alert')).toBe('true');
    await page.getByText(`Producto HOME-LOW-${tag}`).first().waitFor();
    expect(await page.getByText(`Producto HOME-OK-${tag}`).count()).toBe(0);
  });

  it('fits a 390 px phone: the cards and charts stack within the screen, the counts two to a row', async () => {
    const phone = await (await browser.newContext({ locale: 'es-MX', timezoneId, viewport: { width: 390, height: 844 } })).newPage();
    await phone.goto(`${baseUrl()}/login`);
    await signIn(phone);
    await phone.getByRole('region', { name: 'Ventas por día (últimos 30 días)' }).locator('svg').first().waitFor();
    const cards = phone.locator('.MuiCard-root');
    expect(await cards.count()).toBeGreaterThan(10);
    const rightEdges = await cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
    expect(Math.max(...rightEdges)).toBeLessThanOrEqual(390);
    // The counts read at a glance share a row two by two, so the page is not one long column of cards.
    const top = async (name: string) => (await phone.getByRole('region', { name, exact: true }).boundingBox())!.y;
    expect(await top('Publicaciones que requieren atención')).toBe(await top('Unidades vendidas en Mercado Libre'));
    expect(await top('Tareas con errores (últimas 24 h)')).toBe(await top('Tareas en curso'));
    // Each count still reads at a glance: as large as a figure of a card of its own.
    const figureSize = await phone
      .getByRole('region', { name: 'Tareas en curso', exact: true })
      .locator('p.MuiTypography-h5')
      .evaluate((figure) => parseFloat(getComputedStyle(figure).fontSize));
    expect(figureSize).toBeGreaterThanOrEqual(22);
    await phone.context().close();
  });
});
