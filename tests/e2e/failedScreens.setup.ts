import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';
import { openBrowsers } from './browser';

/** What a page showed: its address and the start of its main content's text (the menu is the same everywhere). */
async function screenOf(page: Page): Promise<string> {
  const shown = page.evaluate(() => (document.querySelector<HTMLElement>('#main-content') ?? document.body).innerText);
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('(the page did not answer)'), 2_000)));
  const text = await Promise.race([shown.catch(() => '(no text)'), gaveUp]).finally(() => clearTimeout(timer));
  return `${page.url()}\n${text.replace(/\s+/g, ' ').slice(0, 800)}`;
}

// A browser test that fails on a busy machine is rarely seen failing again: it says at once where
// each of its pages stood and what the seller saw there.
beforeEach(({ onTestFailed }) => {
  onTestFailed(async () => {
    const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
    const screens = await Promise.all(pages.map(screenOf));
    if (screens.length) console.error(`What the pages showed when the test failed:\n${screens.join('\n\n')}`);
  });
});
