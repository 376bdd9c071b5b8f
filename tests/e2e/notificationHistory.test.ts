import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSettled, signedInPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const filterNames = ['Tipo', 'Marketplace', 'Vista'];

/** The history's filter fields, each as drawn on the screen. */
const filterBoxes = (page: Page) =>
  Promise.all(
    filterNames.map(async (name) => {
      const box = await page.getByRole('combobox', { name }).locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]').boundingBox();
      if (!box) throw new Error(`the filter ${name} is not drawn`);
      return box;
    }),
  );

describe('notification history filters', () => {
  it('sit side by side on a laptop, like the other lists, and stay in the address across a reload', async () => {
    const page = await signedInPage(browser, { viewport: { width: 1440, height: 900 } });
    await openSettled(page, '/notificaciones');
    const [type, marketplace, seen] = await filterBoxes(page);
    // One row: the same top, each to the right of the one before.
    expect(Math.abs(marketplace.y - type.y)).toBeLessThan(2);
    expect(Math.abs(seen.y - type.y)).toBeLessThan(2);
    expect(marketplace.x).toBeGreaterThanOrEqual(type.x + type.width);
    expect(seen.x).toBeGreaterThanOrEqual(marketplace.x + marketplace.width);

    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Pregunta' }).click();
    await page.waitForURL('**/notificaciones?type=question');
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Tipo' }).textContent()).toBe('Pregunta');
    await page.context().close();
  });

  it('fit a phone two to a line, each label whole, without a sideways scroll', async () => {
    const page = await signedInPage(browser, { viewport: { width: 390, height: 844 } });
    await openSettled(page, '/notificaciones');
    const boxes = await filterBoxes(page);
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Stacked, the three took a third of the screen above the first notification; on one line "Marketplace" lost its end.
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBeLessThanOrEqual(2);
    const cutLabels = await page
      .locator('#main-content label')
      .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent));
    expect(cutLabels).toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.context().close();
  });
});
