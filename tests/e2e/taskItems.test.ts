import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, launchBrowser, openSettled, signedInPage } from './browser';
import { brokenMatches, overlappingFilters } from './onScreen';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, { viewport: { width: 1440, height: 900 } });
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

  it('on a phone, shows each item as a card with its words whole: what it acts on, its status in words, what was done', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const [account] = await adminApi<{ id: number }[]>('/api/mercadolibre/get_credentials');
      const task = await adminApi<{ id: number }>(`/api/mercadolibre/credentials/${account.id}/sync_stock`);
      await expect.poll(async () => (await adminApi<{ finished_at: string | null }>(`/api/tasks/${task.id}`)).finished_at, { timeout: 60_000 }).not.toBeNull();
      const [first] = (await adminApi<{ data: { result: { title: string; ml_id: string } }[] }>(`/api/tasks/${task.id}/items?page=1&size=1`)).data;
      await openSettled(page, `/tareas/${task.id}/show`);
      const main = page.locator('#main-content');
      const card = main.locator('li').filter({ hasText: `«${first.result.title}» (${first.result.ml_id})` });
      await card.waitFor();
      expect(await card.getByText('Hecho', { exact: true }).isVisible()).toBe(true);
      // What was done: the publication's status in words, the publication named once, by the card's title.
      const lines = (await card.innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      expect(lines.filter((line) => line.includes(first.result.ml_id))).toHaveLength(1);
      expect(lines.filter((line) => line !== 'Hecho' && !line.includes(first.result.ml_id))).toEqual([expect.stringMatching(/^\p{Lu}[\p{L} ,]*$/u)]);
      expect(await main.locator('table').count()).toBe(0);
      // No word drawn over two lines ("Publicaci" above "ón"): a column too narrow for it, where a phone needs cards.
      expect(await brokenMatches(main, /\S+/)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The list's status and type filters share a line, each within its half.
      await openSettled(page, '/tareas');
      await main.getByText('Sincronizar stock').first().waitFor();
      expect(await overlappingFilters(main)).toBe(false);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
