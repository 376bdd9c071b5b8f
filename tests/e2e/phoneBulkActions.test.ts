import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, launchBrowser, openSettled, signedInPage } from './browser';
import { type Box, insideViewport, overlaps } from './onScreen';

/** A phone: below `md` a list is cards, each with its selection box, and the bulk actions bar has a phone's width. */
const phone = { width: 390, height: 844 };
const picture = 'https://http2.mlstatic.com/D_demo-producto-O.jpg';

/** What the test reads on the screen, in each of the app's languages. */
const words = {
  es: {
    card: (title: string) => `Seleccionar «${title}»`,
    anyCard: /^Seleccionar «/,
    page: 'Seleccionar todos los de esta página',
    everyRow: 'Seleccionar todo',
    selected: (count: number) => (count === 1 ? '1 seleccionado' : `${count} seleccionados`),
    pause: 'Pausar',
    resume: 'Reactivar',
    moreActions: 'Más acciones',
  },
  en: {
    card: (title: string) => `Select “${title}”`,
    anyCard: /^Select “/,
    page: 'Select all on this page',
    everyRow: 'Select all',
    selected: (count: number) => (count === 1 ? '1 item selected' : `${count} items selected`),
    pause: 'Pause',
    resume: 'Resume',
    moreActions: 'More actions',
  },
} as const;
type Language = keyof typeof words;

let browser: Browser;
/** Publications of this run, one in each status a bulk button acts on (to publish, published, paused), so that every button of the bar is on. */
let titles: string[] = [];

/**
 * Three new publications at the head of the list (sorted by id, newest first), on top of the demo
 * seller's fifty: one to publish, one published, one paused. Together they allow every bulk action.
 */
async function publicationsInEveryStatus(): Promise<string[]> {
  const mark = `Lote${Date.now().toString(36)}`;
  // The server lists the demo seller's fifty products in the background when it starts: ours come after them.
  const total = async () => (await adminApi<{ total: number }>('/api/mercadolibre/publications/?page=1&size=1')).total;
  for (const deadline = Date.now() + 60_000; (await total()) < 50; await new Promise((resolve) => setTimeout(resolve, 500)))
    if (Date.now() > deadline) throw new Error("the demo seller's publications were not listed within a minute");
  const { data } = await adminApi<{ data: { product_id: number | null; status: string }[] }>('/api/mercadolibre/publications/?page=1&size=25');
  // Products the demo published already, so MercadoLibre takes a second listing of each.
  const products = data.filter((publication) => publication.status === 'published' && publication.product_id).map((publication) => publication.product_id);
  const made: string[] = [];
  for (const [index, after] of [[], ['publish'], ['publish', 'pause']].entries()) {
    const { publication } = await adminApi<{ publication: { id: number } }>('/api/mercadolibre/publications/validate', {
      method: 'POST',
      body: { productId: products[index], images: [picture] },
    });
    const title = `Cafetera ${mark} ${index + 1}`;
    await adminApi(`/api/mercadolibre/publications/${publication.id}`, { method: 'PUT', body: { title } });
    for (const action of after) await adminApi(`/api/mercadolibre/publications/${publication.id}/${action}`);
    made.push(title);
  }
  return made;
}

beforeAll(async () => {
  browser = await launchBrowser();
  titles = await publicationsInEveryStatus();
}, 120_000);
afterAll(() => browser.close());

/** A signed-in phone in the given language (the app keeps the seller's choice in its store). */
async function phoneIn(language: Language): Promise<Page> {
  const page = await signedInPage(browser, { viewport: phone });
  await page.evaluate((locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)), language);
  return page;
}

/** The box of an element once it stopped moving (the bar grows to its height over a short transition). */
async function settledBox(element: Locator): Promise<NonNullable<Box>> {
  for (let last = await element.boundingBox(); ;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await element.boundingBox();
    if (now && JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

/** The most of the phone's height the bar may cover: the count on one short line, the main actions on another. */
const barHeightAtMost = 64;

/** Whether a button says what it does in words or shows an icon: one with neither is an empty spot a seller cannot read. */
const showsSomething = (button: Locator) => button.evaluate((element) => (element as HTMLElement).innerText.trim() !== '' || !!element.querySelector('svg'));

/**
 * A tap would reach the button: Playwright's own checks before a tap (visible, steady, on, nothing
 * drawn over it), run without tapping, so no publication changes. One greyed for the selection (that
 * refuses its action) cannot be tapped by design: it only has to be seen.
 */
const reachable = async (button: Locator) =>
  (await button.isDisabled()) ? button.waitFor({ state: 'visible', timeout: 5_000 }) : button.click({ trial: true, timeout: 5_000 });

/**
 * Every button of the bar (and of its "more actions" menu) is on the screen, inside the bar, and a
 * tap would reach it. The menu's actions say what they do in words. The bar keeps to two short
 * lines over the cards, and the floating "Crear" does not cover it.
 */
async function everyButtonTappable(page: Page, bar: Locator, where: string) {
  const buttons = await bar.getByRole('button').all();
  expect(buttons.length).toBeGreaterThan(1);
  for (const button of buttons) {
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    await reachable(button);
    expect(await showsSomething(button), `${where}: "${name}" shows nothing`).toBe(true);
    expect(await insideViewport(button), `${where}: "${name}" is off the screen`).toBe(true);
    const [box, barBox] = [await button.boundingBox(), await settledBox(bar)];
    expect(box!.y >= barBox.y && box!.y + box!.height <= barBox.y + barBox.height + 0.5, `${where}: "${name}" sticks out of the bar`).toBe(true);
    if ((await button.getAttribute('aria-haspopup')) !== 'menu') continue;
    await button.click();
    const menu = page.getByRole('menu').filter({ visible: true });
    for (const item of await menu.getByRole('button').all()) {
      await reachable(item);
      expect((await item.innerText()).trim(), `${where}: an action of the menu without words`).not.toBe('');
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }
  const barBox = await settledBox(bar);
  expect(barBox.height, `${where}: the bar's height`).toBeLessThanOrEqual(barHeightAtMost);
  for (const create of await page.locator('.RaCreateButton-floating').filter({ visible: true }).all())
    expect(overlaps(await create.boundingBox(), barBox), `${where}: "Crear" over the bar`).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe.each(['es', 'en'] as const)('on a phone, in %s, the cards of a long list are selected for its bulk actions', (language) => {
  const say = words[language];
  let page: Page;
  beforeAll(async () => {
    page = await phoneIn(language);
  });
  afterAll(() => page.context().close());

  const bar = () => page.locator('#main-content .RaBulkActionsToolbar-toolbar');
  const box = (name: string) => page.locator('#main-content').getByRole('checkbox', { name, exact: true });

  it('taps every bulk action of the publications, for cards picked one by one and for the whole page', async () => {
    await openSettled(page, '/mercadolibre/publicaciones');
    for (const title of titles) await box(say.card(title)).check();
    await bar().getByText(say.selected(3)).waitFor();
    await everyButtonTappable(page, bar(), `publications, ${language}, 3 cards`);
    // The whole page (five cards of more than fifty): react-admin adds its "select all" to the bar's first line.
    await box(say.page).check();
    await bar().getByText(say.selected(5)).waitFor();
    await bar().getByRole('button', { name: say.everyRow, exact: true }).waitFor();
    await everyButtonTappable(page, bar(), `publications, ${language}, the page`);
    // A real tap: the bar's first button clears the selection.
    await bar().getByRole('button').first().click();
    await expect.poll(() => box(say.card(titles[0])).isChecked()).toBe(false);
  });

  it('keeps in words in the bar, out of its menu, pausing for a published card and reactivating too once a paused one joins', async () => {
    await openSettled(page, '/mercadolibre/publicaciones');
    /** The named action in the bar in words (not an icon with its name in a tooltip), and not in its menu. */
    const inBarNotInMenu = async (name: string) => {
      expect((await bar().getByRole('button', { name, exact: true }).textContent({ timeout: 5_000 }))?.trim()).toBe(name);
      await bar().getByRole('button', { name: say.moreActions, exact: true }).click();
      const menu = page.getByRole('menu').filter({ visible: true });
      await menu.getByRole('button').first().waitFor();
      expect(await menu.getByRole('button', { name, exact: true }).count(), `"${name}" also in the menu`).toBe(0);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
    };
    const [published, paused] = [box(say.card(titles[1])), box(say.card(titles[2]))];
    await published.check();
    await bar().getByText(say.selected(1)).waitFor();
    await inBarNotInMenu(say.pause);
    await everyButtonTappable(page, bar(), `publications, ${language}, a published card`);
    await paused.check();
    await bar().getByText(say.selected(2)).waitFor();
    for (const name of [say.pause, say.resume]) await inBarNotInMenu(name);
    await everyButtonTappable(page, bar(), `publications, ${language}, a published and a paused card`);
    for (const card of [published, paused]) await card.uncheck();
  });

  it("taps the products' bulk actions for a card selected from the keyboard and for the whole page", async () => {
    await openSettled(page, '/productos');
    // From the keyboard: Tab from the page's box reaches the first card's box, Space selects the card.
    await box(say.page).focus();
    await page.keyboard.press('Tab');
    const firstCard = page.locator('#main-content').getByRole('checkbox', { name: say.anyCard }).first();
    await expect.poll(() => firstCard.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await bar().getByText(say.selected(1)).waitFor();
    await everyButtonTappable(page, bar(), `products, ${language}, a card`);
    await box(say.page).check();
    await bar().getByText(say.selected(5)).waitFor();
    await bar().getByRole('button', { name: say.everyRow, exact: true }).waitFor();
    await everyButtonTappable(page, bar(), `products, ${language}, the page`);
    await box(say.page).uncheck();
  });
});
