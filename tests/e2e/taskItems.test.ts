import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, launchBrowser, openSettled, signIn } from './browser';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ locale: 'es-MX', viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto(`${baseUrl()}/login`);
  await signIn(page);
  await page.waitForURL(`${baseUrl()}/`);
});
afterAll(() => browser.close());

describe("a task's page", () => {
  it("shows the items' status filter beside their title, as wide as its choices, not across the page", async () => {
    const [account] = await adminApi<{ id: number }[]>('/api/mercadolibre/get_credentials');
    const task = await adminApi<{ id: number }>(`/api/mercadolibre/credentials/${account.id}/sync_stock`);
    await openSettled(page, `/tareas/${task.id}/show`);
    const filter = page.getByRole('combobox', { name: 'Estado' }).locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]');
    const box = (await filter.boundingBox())!;
    const title = (await page.getByRole('heading', { name: 'Elementos' }).boundingBox())!;
    expect(box.width).toBeLessThan(400);
    expect(Math.abs(box.y + box.height / 2 - (title.y + title.height / 2))).toBeLessThan(20);
  });
});
