import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, launchBrowser, openSettled, signedInPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Where the label of each named field of a record's sheet is drawn. */
const labelBoxes = (page: Page, names: readonly string[]) =>
  Promise.all(
    names.map(async (name) => {
      const box = await page.locator('#main-content .ra-field').getByText(name, { exact: true }).first().boundingBox();
      if (!box) throw new Error(`the field ${name} is not drawn`);
      return box;
    }),
  );

describe("a declared resource's sheet", () => {
  it('sets its fields in columns on a laptop and in one column on a phone', async () => {
    const customer = await adminApi<{ id: number }>('/api/erp/clients/', { method: 'POST', body: { name: `Hoja ${Date.now()}`, phone: '+52 55 1234 5678' } });
    const page = await signedInPage(browser, { viewport: { width: 1440, height: 900 } });
    await openSettled(page, `/clientes/${customer.id}/show`);
    const [name, phone] = await labelBoxes(page, ['Nombre', 'Teléfono']);
    // Side by side: one column down the left edge left most of the page blank.
    expect(Math.abs(phone.y - name.y)).toBeLessThan(2);
    expect(phone.x).toBeGreaterThan(name.x + name.width);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await labelBoxes(page, ['Teléfono']))[0].y).toBeGreaterThan((await labelBoxes(page, ['Nombre']))[0].y + 20);
    await page.context().close();
  });

  it('on a phone, starts its actions right below the top bar, not under a band of blank screen', async () => {
    const customer = await adminApi<{ id: number }>('/api/erp/clients/', { method: 'POST', body: { name: `Hoja móvil ${Date.now()}` } });
    const page = await signedInPage(browser, { viewport: { width: 390, height: 844 } });
    await openSettled(page, `/clientes/${customer.id}/show`);
    // A bar of a toolbar's height put its one action at its bottom.
    const topBar = (await page.getByRole('banner').boundingBox())!;
    const edit = (await page.locator('#main-content').getByRole('link', { name: 'Editar' }).boundingBox())!;
    expect(edit.y - (topBar.y + topBar.height)).toBeLessThan(16);
    await page.context().close();
  });
});
