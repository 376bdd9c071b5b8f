import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, launchBrowser, openSettled, signedInPage } from './browser';

/** A phone, a tablet (or a small laptop window) and a laptop. */
const phone = { width: 390, height: 844 };
const tablet = { width: 900, height: 1000 };
const laptop = { width: 1440, height: 900 };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, { viewport: laptop });
});
afterAll(() => browser.close());

const main = () => page.locator('#main-content');
const nameField = () => main().getByLabel(/^Nombre/);
const toastSaying = (text: string) => page.getByRole('alert').filter({ hasText: text });

/**
 * The names of the page's controls that would be seen in the toast's place if the toast were not
 * there: each control drawn within the toast's box is probed at points of the part they share, with the
 * toast set aside for the moment; one that only the top bar or the toast's band hides does not count.
 */
async function controlsUnder(toast: Locator): Promise<string[]> {
  const toastBox = await toast.boundingBox();
  return page.locator(':is(input, textarea, button, a, [role="combobox"]):visible').evaluateAll((controls, toast) => {
    const snackbar = document.querySelector<HTMLElement>('.MuiSnackbar-root')!;
    snackbar.style.visibility = 'hidden';
    const seen = controls
      .filter((control) => !snackbar.contains(control))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const [left, right] = [Math.max(box.left, toast.x), Math.min(box.right, toast.x + toast.width)];
        const [top, bottom] = [Math.max(box.top, toast.y), Math.min(box.bottom, toast.y + toast.height)];
        if (left >= right || top >= bottom) return false;
        const drawn = control.closest('.MuiInputBase-root') ?? control;
        const points = [0.1, 0.5, 0.9].flatMap((across) => [0.1, 0.5, 0.9].map((down) => [left + (right - left) * across, top + (bottom - top) * down]));
        return points.some(([x, y]) => drawn.contains(document.elementFromPoint(x, y)));
      })
      .map((control) => control.getAttribute('aria-label') || (control as HTMLInputElement).labels?.[0]?.textContent || control.textContent || control.tagName);
    snackbar.style.visibility = '';
    return seen;
  }, toastBox!);
}

/** Whether the toast keeps to the window's right edge and lies just below the top bar's foot (the window's top when the bar has slid away). */
async function toastPlace(toast: Locator) {
  const box = (await toast.boundingBox())!;
  // The bar is drawn hidden once it has slid away: its foot is then the window's top.
  const bar = await page.locator('header').first().boundingBox();
  const fromRight = page.viewportSize()!.width - (box.x + box.width);
  const belowBar = box.y - (bar ? Math.max(0, bar.y + bar.height) : 0);
  return { atRightEdge: fromRight >= 0 && fromRight <= 25, justBelowBar: belowBar >= -0.5 && belowBar <= 25 };
}

/** The toast sits top right, just below the top bar (never over it), and no control of the page lies under it. */
async function expectClearToast(toast: Locator) {
  await toast.waitFor();
  // Polled: the toast fades in and follows the top bar as it slides.
  await expect.poll(() => toastPlace(toast)).toEqual({ atRightEdge: true, justBelowBar: true });
  expect(await controlsUnder(toast)).toEqual([]);
}

/** Whether a toast shows, faded in and not fading out (a tap outside it closes it). */
const toastShowing = () =>
  page.evaluate(() => {
    const toast = document.querySelector('.MuiSnackbar-root [role="alert"]');
    return !!toast && getComputedStyle(toast).opacity === '1';
  });

/**
 * On the page scrolled to its foot, the list's parts that lie under the floating "+" (its last card,
 * its pager's controls), by their boxes and at their centres.
 */
const underFloatingCreate = async () => {
  const under = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const fab = document.querySelector('.RaCreateButton-floating')!.getBoundingClientRect();
    const parts = [
      ...document.querySelectorAll<HTMLElement>('#main-content .RaList-main .MuiList-root > li:last-child'),
      ...document.querySelectorAll<HTMLElement>('#main-content .MuiTablePagination-root :is(button, .MuiTablePagination-displayedRows)'),
    ];
    return {
      parts: parts.length,
      under: parts
        .filter((part) => {
          const box = part.getBoundingClientRect();
          const overlaps = box.left < fab.right && fab.left < box.right && box.top < fab.bottom && fab.top < box.bottom;
          const centre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return overlaps || !!centre?.closest('.RaCreateButton-floating');
        })
        .map((part) => part.getAttribute('aria-label') || part.textContent?.trim().slice(0, 40)),
    };
  });
  return { toastShown: await toastShowing(), ...under };
};

/** Whether taps on the side menu's first entry (near its top, at its centre, near its foot) reach that entry. */
const firstMenuEntryReached = async () => {
  const reached = await page.evaluate(() => {
    const entry = document.querySelector<HTMLElement>('.MuiDrawer-paper .RaMenuItemLink-root')!;
    const box = entry.getBoundingClientRect();
    return [0.1, 0.5, 0.9].map((down) => entry.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height * down)));
  });
  return { toastShown: await toastShowing(), reached };
};

async function editNewProduct(label: string) {
  const product = await adminApi<{ id: number }>('/api/platform/products/', { method: 'POST', body: { ref: `AVISO-${Date.now()}`, label, price: 120 } });
  await openSettled(page, `/productos/editar/${product.id}`);
}

describe('a toast', () => {
  it("on a phone, sits below the top bar and moves the saved product's form down instead of covering it, then gives its room back", async () => {
    await page.setViewportSize(phone);
    await editNewProduct('Taza de cerámica');
    const fieldTop = (await nameField().boundingBox())!.y;
    await nameField().fill('Taza de cerámica azul');
    await main().getByRole('button', { name: 'Guardar' }).click();
    const toast = toastSaying('actualizado correctamente');
    await expectClearToast(toast);
    // A tap on the first field reaches it while the toast shows.
    await nameField().click({ trial: true, timeout: 1_000 });
    await toast.waitFor({ state: 'detached' });
    await expect.poll(async () => (await nameField().boundingBox())!.y).toBe(fieldTop);
  });

  it('on a phone, covers nothing of a form saved from the foot of the page', async () => {
    await page.setViewportSize(phone);
    await editNewProduct('Plato hondo');
    await nameField().fill('Plato hondo grande');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await main().getByRole('button', { name: 'Guardar' }).click();
    await expectClearToast(toastSaying('actualizado correctamente'));
  });

  it('on a phone, keeps clear of the page below it on a page scrolled down with the top bar shown again', async () => {
    await page.setViewportSize(phone);
    await editNewProduct('Vaso térmico');
    await nameField().fill('Vaso térmico negro');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // A little back up: the top bar slides in again while the page stays scrolled.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, -150);
    await expect.poll(async () => (await page.locator('header').first().boundingBox())!.y).toBe(0);
    await main().getByRole('button', { name: 'Guardar' }).click();
    const toast = toastSaying('actualizado correctamente');
    await expectClearToast(toast);
    // The page shows again only below the band the layout opened for the toast: a gap below the toast too.
    const pageBelowToast = () =>
      page.evaluate(() => {
        const band = [...document.querySelectorAll<HTMLElement>('#main-content [aria-hidden="true"]')].find(
          (box) => getComputedStyle(box).position === 'sticky',
        )!;
        const toastBox = document.querySelector('.MuiSnackbar-root')!.getBoundingClientRect();
        return Math.round(band.getBoundingClientRect().bottom - toastBox.bottom);
      });
    await expect.poll(pageBelowToast).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ['a tablet', tablet],
    ['a laptop', laptop],
  ])("on %s, sits top right below the top bar, clear of a saved product's form and of the products list's Crear and Exportar", async (_screen, viewport) => {
    await page.setViewportSize(viewport);
    await editNewProduct('Jarra de vidrio');
    await nameField().fill('Jarra de vidrio grande');
    await main().getByRole('button', { name: 'Guardar' }).click();
    await expectClearToast(toastSaying('actualizado correctamente'));

    await main().getByRole('button', { name: 'Borrar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    const deleted = toastSaying('eliminado correctamente');
    await deleted.waitFor();
    await main()
      .getByRole('link', { name: 'Crear' })
      .or(main().getByRole('button', { name: 'Crear' }))
      .first()
      .waitFor();
    await expectClearToast(deleted);
  });

  it('on a phone, leaves a short list\'s last card and pager clear of the floating "+" while the page is moved down', async () => {
    await page.setViewportSize(phone);
    // An order of its own, a draft, saved from its form: the orders list then opens with the toast.
    const { id: client } = await adminApi<{ id: number }>('/api/erp/clients/', { method: 'POST', body: { name: `Cliente aviso ${Date.now()}` } });
    const order = await adminApi<{ id: number }>('/api/erp/orders/', { method: 'POST', body: { client_id: client } });
    await openSettled(page, `/pedidos/${order.id}`);
    await main()
      .getByLabel(/^Notas/)
      .fill('Entregar por la tarde');
    await main().getByRole('button', { name: 'Guardar' }).click();
    await toastSaying('actualizado correctamente').waitFor();
    await page.waitForURL(/\/pedidos(\?|$)/);
    await expect.poll(underFloatingCreate, { timeout: 3_000 }).toEqual({ toastShown: true, parts: 4, under: [] });
  });

  it("on a phone, starts the side menu's entries below a toast that shows while the menu is open", async () => {
    await page.setViewportSize(phone);
    await editNewProduct('Cuchara de madera');
    await nameField().fill('Cuchara de madera larga');
    // The save's answer is held until the menu is open: its toast then shows over the open menu.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const products = '**/api/platform/products/*';
    await page.route(products, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await main().getByRole('button', { name: 'Guardar' }).click();
    await page.locator('header').getByRole('button', { name: 'Abrir menú' }).click();
    await page.locator('.MuiDrawer-paper .RaMenuItemLink-root').first().waitFor();
    answer();
    // Not by its role: the open menu hides the rest of the window, the toast too, from assistive technology.
    await page.locator('.MuiSnackbar-root', { hasText: 'actualizado correctamente' }).waitFor();
    await page.unroute(products);
    await expect.poll(firstMenuEntryReached, { timeout: 3_000 }).toEqual({ toastShown: true, reached: [true, true, true] });
    await page.keyboard.press('Escape');
  });
});
