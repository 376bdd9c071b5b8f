import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, launchBrowser, openSettled, signedInPage } from './browser';
import {
  brokenAmounts,
  brokenCodes,
  cutTables,
  emptyActionBars,
  emptyFilterSlots,
  insideViewport,
  listBars,
  loneIconBand,
  needlesslyWrapped,
  overlappingFilters,
  overlaps,
  stackedChoosers,
} from './onScreen';

/** A phone (the seller checking sales on the go), a laptop, and a smaller laptop, where a wide table has the least room beside the menu. */
const phone = { width: 390, height: 844 };
const laptop = { width: 1440, height: 900 };
const smallLaptop = { width: 1280, height: 800 };

let browser: Browser;
let page: Page;
/** The side menu's destinations, read from the menu itself so a new entry is checked without editing this file. */
let routes: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, { viewport: laptop });
  const menuLinks = page.locator('a.RaMenuItemLink-root');
  await menuLinks.first().waitFor();
  routes = await menuLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
});
afterAll(() => browser.close());

/** The page's content beside the menu, on the file's page or on another one. */
const main = (on: Page = page) => on.locator('#main-content');

const open = (route: string) => openSettled(page, route);

const pageWidths = (on: Page = page) => on.evaluate(() => ({ scroll: document.documentElement.scrollWidth, screen: window.innerWidth }));

/** A link, button or menu item by its name as read on the page (any case, any spacing). */
const named = (scope: Page | Locator, text: string) => {
  const name = new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*')}\\s*$`, 'i');
  return scope.getByRole('link', { name }).or(scope.getByRole('button', { name })).or(scope.getByRole('menuitem', { name }));
};

/**
 * Whether a seller can reach the named action: it is on the screen, or one tap on a visible
 * "Más acciones" button (inside `scope`) shows it on the screen.
 */
async function reachable(scope: Locator, name: string): Promise<boolean> {
  if (await insideViewport(named(scope, name).filter({ visible: true }).first())) return true;
  const more = scope.getByRole('button', { name: 'Más acciones', exact: true }).filter({ visible: true }).first();
  if (!(await insideViewport(more))) return false;
  await more.click();
  const menu = scope.page().getByRole('menu').filter({ visible: true }).last();
  const shown = await insideViewport(named(menu, name).filter({ visible: true }).first());
  await scope.page().keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return shown;
}

/**
 * The page's primary actions: its toolbar's controls (Crear, Exportar, imports…), or else its first
 * button or link; a page of filters or text alone has none and is checked for its width only. A
 * control of the table alone (the column chooser) has nothing to act on where the list is cards.
 */
async function primaryActions(on: Page): Promise<string[]> {
  // A list's paging sits below its rows, where a seller scrolls to it: not a primary action.
  const toolbar = main(on)
    .locator('.MuiToolbar-root:not(.MuiTablePagination-toolbar)')
    .filter({ has: on.locator('a:visible, button:visible') })
    .first();
  const scope = (await toolbar.count()) > 0 ? toolbar : main(on);
  const names = await scope
    .locator(':is(a, button):not([data-table-only]):not(.MuiTablePagination-root *)')
    .filter({ visible: true })
    .evaluateAll((elements) =>
      elements.map((element) => (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText).replace(/[\s\u200b]+/g, ' ').trim()),
    );
  const labelled = names.filter((name) => name !== '');
  return scope === toolbar ? labelled : labelled.slice(0, 1);
}

/** What is wrong with the route open on the page at the page's size: each problem named with the route and the width. */
async function problemsOf(on: Page, route: string, actions: string[]): Promise<string[]> {
  const problems: string[] = [];
  const size = on.viewportSize()!;
  const at = `${route} at ${size.width} px`;
  const onPhone = size.width === phone.width;
  const { scroll, screen } = await pageWidths(on);
  if (scroll > screen) problems.push(`${at}: the page is ${scroll} px wide`);
  if ((await emptyActionBars(main(on))) > 0) problems.push(`${at}: an empty action bar`);
  if ((await emptyFilterSlots(main(on))) > 0) problems.push(`${at}: a filter slot with no field`);
  for (const amount of await brokenAmounts(main(on))) problems.push(`${at}: "${amount}" over two lines`);
  if (!onPhone) for (const code of await brokenCodes(main(on))) problems.push(`${at}: "${code}" over two lines`);
  if (!onPhone && (await cutTables(main(on))) > 0) problems.push(`${at}: a table wider than the page`);
  const bars = await listBars(main(on));
  if (onPhone && bars.some(loneIconBand)) problems.push(`${at}: a lone icon action on a line above the search`);
  if (onPhone && (await stackedChoosers(main(on)))) problems.push(`${at}: filters on a line each where two fit`);
  if (await overlappingFilters(main(on))) problems.push(`${at}: filters drawn over each other`);
  if (!onPhone && bars.some(needlesslyWrapped)) problems.push(`${at}: the list's actions wrapped with room to spare`);
  for (const action of actions) {
    if (!(await reachable(main(on), action))) problems.push(`${at}: "${action}" is out of reach`);
  }
  return problems;
}

describe('every menu route on a laptop and on a phone', () => {
  it('reads the destinations from the side menu', () => {
    expect(routes).toContain('/productos');
    expect(routes.length).toBeGreaterThan(5);
  });

  it("loads without an error, fits the screen, its tables, each amount, each code in a table and a list's actions on one line where they fit, and keeps each primary action within reach at 1440×900, 1280×800 and 390×844", async () => {
    const problems: string[] = [];
    // A call the screen makes that the API refuses is an error shown to the seller instead of the screen's data.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    // The primary actions of each route, as the laptop's page finds them, for the phone's page to look for.
    const actionsFound = routes.map(() => {
      let found!: (actions: string[]) => void;
      return { promise: new Promise<string[]>((resolve) => (found = resolve)), found };
    });
    // The laptop sizes on one page and the phone on another, at once: a page load mostly waits (for the
    // network to go quiet), so the two walks overlap and the whole takes little more than one.
    const laptopWalk = async () => {
      for (const [index, route] of routes.entries()) {
        await page.setViewportSize(laptop);
        refused.length = 0;
        await open(route);
        for (const call of refused) problems.push(`${route}: the API refused ${call}`);
        const actions = await primaryActions(page);
        actionsFound[index].found(actions);
        problems.push(...(await problemsOf(page, route, actions)));
        await page.setViewportSize(smallLaptop);
        problems.push(...(await problemsOf(page, route, actions)));
      }
    };
    const phoneWalk = async () => {
      const phonePage = await signedInPage(browser, { viewport: phone });
      for (const [index, route] of routes.entries()) {
        const actions = await actionsFound[index].promise;
        await openSettled(phonePage, route);
        problems.push(...(await problemsOf(phonePage, route, actions)));
      }
      await phonePage.context().close();
    };
    await Promise.all([laptopWalk(), phoneWalk()]);
    expect(problems).toEqual([]);
    // It walks every menu route three times over, so its time grows with the menu.
  }, 240_000);
});

describe('on a phone', () => {
  it("keeps the top bar's menu, notifications and profile on the screen and the language one tap away", async () => {
    await page.setViewportSize(phone);
    await open('/productos');
    const bar = page.locator('header');
    expect(await insideViewport(bar.getByRole('button', { name: 'Notificaciones' }))).toBe(true);
    expect(await insideViewport(bar.getByRole('button', { name: /perfil/i }))).toBe(true);
    expect(await insideViewport(bar.getByRole('button', { name: 'Abrir la búsqueda' }))).toBe(true);
    expect(await reachable(bar, 'Español')).toBe(true);

    await bar.getByRole('button', { name: 'Abrir menú' }).click();
    const products = page.getByRole('menuitem', { name: 'Productos' });
    await expect.poll(() => insideViewport(products)).toBe(true);
    await page.keyboard.press('Escape');
    await products.waitFor({ state: 'hidden' });
  });

  it("opens the notifications within the screen, each one's close button in sight", async () => {
    await page.setViewportSize(phone);
    await open('/');
    await page.locator('header').getByRole('button', { name: 'Notificaciones' }).click();
    const clearAll = page.getByRole('button', { name: 'Limpiar todo' });
    await clearAll.waitFor();
    // Measured once the popover has grown to its size.
    await page.waitForTimeout(500);
    const box = (await page.locator('.MuiPopover-paper').filter({ has: clearAll }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    expect(await insideViewport(clearAll)).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('keeps a record\'s reference whole in the top bar\'s title, and ends a title too long for two lines with "…"', async () => {
    await page.setViewportSize(phone);
    const title = page.locator('#react-admin-title');
    const layout = () =>
      title.evaluate((element) => ({
        cut: element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
        lines: Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)),
        clamp: getComputedStyle(element).webkitLineClamp,
        textOverflow: getComputedStyle(element).textOverflow,
      }));
    const [order] = (await adminApi<{ data: { id: number; ref: string }[] }>('/api/erp/orders/?size=1')).data;
    await open(`/pedidos/${order.id}/show`);
    await expect.poll(() => title.innerText()).toBe(`Pedido: ${order.ref}`);
    expect(await layout()).toMatchObject({ cut: false });
    const topBar = await page.getByRole('banner').boundingBox();
    const titleBox = await title.boundingBox();
    expect(titleBox!.y + titleBox!.height).toBeLessThanOrEqual(topBar!.y + topBar!.height);

    const label = 'Juego de herramientas profesional con maletín de aluminio reforzado y cuarenta y dos piezas intercambiables';
    const product = await adminApi('/api/platform/products/', { method: 'POST', body: { ref: `LARGO-${Date.now()}`, label, price: 1299 } });
    await open(`/productos/ver/${product.id}`);
    await expect.poll(() => title.innerText()).toContain(label.slice(0, 20));
    expect(await layout()).toMatchObject({ cut: true, lines: 2, clamp: '2', textOverflow: 'ellipsis' });
  });

  it('keeps the search the width of the screen where labelled actions would squeeze it, in English too', async () => {
    await page.setViewportSize(phone);
    // "Add filter" is shorter than "Agregar filtro": beside a 200 px search it fitted, and took half the row.
    for (const language of ['en', 'es']) {
      await page.evaluate((locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)), language);
      await open('/mercadolibre/publicaciones');
      await main()
        .getByRole('button', { name: language === 'en' ? 'Add filter' : 'Agregar filtro' })
        .waitFor();
      const [bar] = await listBars(main());
      expect({ language, iconsOnly: bar.iconsOnly, aboveSearch: bar.aboveSearch }).toEqual({ language, iconsOnly: false, aboveSearch: true });
    }
  });

  it('shows each product as a card that opens its sheet', async () => {
    await page.setViewportSize(phone);
    await open('/productos');
    expect(await page.locator('table').count()).toBe(0);
    // A tap on the card's summary, away from its selection box: the title's link covers the card.
    const summary = await main().locator('li .MuiListItemText-secondary').first().boundingBox();
    await page.mouse.click(summary!.x + summary!.width / 2, summary!.y + summary!.height / 2);
    await page.waitForURL(/\/productos\/ver\/\d+/);
  });

  it("names the pager's buttons in Spanish, their tooltips too, as on a laptop", async () => {
    await page.setViewportSize(phone);
    await open('/mercadolibre/publicaciones');
    const pager = main().locator('.MuiTablePagination-actions');
    await expect
      .poll(() => pager.locator('button').evaluateAll((buttons) => buttons.map((button) => [button.getAttribute('aria-label'), button.getAttribute('title')])))
      .toEqual([
        ['Ir a la página anterior', 'Ir a la página anterior'],
        ['Ir a la página siguiente', 'Ir a la página siguiente'],
      ]);
  });

  it("shows a listed product's sheet within the screen: the tabs scroll on their own, the actions are labelled, each listing is a card", async () => {
    await page.setViewportSize(phone);
    // A product the server listed on MercadoLibre when it started (the demo publications).
    const listed = async () => {
      const { data } = await adminApi<{ data: { product_id: number | null; ml_id: string | null }[] }>('/api/mercadolibre/publications/?page=1&size=25');
      return data.find((publication) => publication.product_id !== null && publication.ml_id !== null);
    };
    await expect.poll(listed, { timeout: 30_000 }).toBeDefined();
    const publication = (await listed())!;
    await open(`/productos/ver/${publication.product_id}`);
    const listing = main().locator('li').filter({ hasText: publication.ml_id! });
    await listing.first().waitFor();
    await expect.poll(() => listing.first().innerText()).toMatch(/\$[\d,.]+\sMXN\s·\s\d+ disponibles?/);
    for (const action of ['Editar', 'Borrar', 'Publicar en Mercado Libre'])
      expect(
        await main()
          .getByRole('link', { name: action })
          .or(main().getByRole('button', { name: action }))
          .first()
          .innerText(),
      ).toMatch(new RegExp(action, 'i'));
    const lastTab = page.getByRole('tab', { name: 'Órdenes de producción' });
    await lastTab.scrollIntoViewIfNeeded();
    expect(await insideViewport(lastTab)).toBe(true);
    const { scroll, screen } = await pageWidths();
    expect(scroll).toBeLessThanOrEqual(screen);
  });

  it("keeps a product's edit form within the screen when one of its categories has a long name, a warehouse's boxes as close as the others", async () => {
    await page.setViewportSize(phone);
    const tag = Date.now();
    const category = await adminApi('/api/erp/categories/', {
      method: 'POST',
      body: { label: `Electrodomésticos y accesorios de cocina profesionales ${tag}` },
    });
    const { id: warehouse } = await adminApi<{ id: number }>('/api/erp/warehouses/', { method: 'POST', body: { label: `Almacén del formulario ${tag}` } });
    const stock = [{ warehouse_id: warehouse, quantity: 3 }];
    const product = await adminApi('/api/platform/products/', {
      method: 'POST',
      body: { ref: `CAT-LARGA-${tag}`, label: 'Sartén de acero', price: 450, categories: [category.id], warehouse_stock: stock },
    });
    await open(`/productos/editar/${product.id}`);
    await main().locator('.MuiChip-root').filter({ hasText: 'Electrodomésticos' }).waitFor();
    const { scroll, screen } = await pageWidths();
    expect(scroll).toBeLessThanOrEqual(screen);
    // Stacked on a phone, a warehouse's quantity sits under its warehouse as the reference sits under the name.
    const boxOf = (field: string) =>
      main()
        .locator('.MuiFormControl-root')
        .filter({ has: page.locator(`input[name="${field}"]`) })
        .last();
    const gapBetween = async (above: string, below: string) => ((await boxOf(below).boundingBox())?.y ?? 0) - ((await boxOf(above).boundingBox())?.y ?? 0);
    expect(await gapBetween('warehouse_stock.0.warehouse_id', 'warehouse_stock.0.quantity')).toBeLessThanOrEqual((await gapBetween('label', 'ref')) + 2);
  });

  it('names the publish page\'s "Validar" in words, not a bare icon', async () => {
    await page.setViewportSize(phone);
    await open('/mercadolibre/publicaciones/create');
    expect(await main().getByRole('button', { name: 'Validar' }).innerText()).toMatch(/validar/i);
  });

  it('starts the category tree and a user\'s edit form right below the top bar, not under a band of blank screen, the tree\'s "+" still in reach', async () => {
    await page.setViewportSize(phone);
    // The page's own margin, not a band: an action bar holding only the floating "+", or nothing, is one.
    const gapBelowTopBar = async () => {
      const topBar = (await page.getByRole('banner').boundingBox())!;
      const content = (await main().locator('.MuiCard-root').first().boundingBox())!;
      return content.y - (topBar.y + topBar.height);
    };
    await open('/categorias');
    expect(await gapBelowTopBar()).toBeLessThan(20);
    expect(await insideViewport(main().getByRole('link', { name: 'Crear' }))).toBe(true);
    const { data: users } = await adminApi<{ data: { id: number }[] }>('/api/usuarios/?page=1&size=1');
    await open(`/usuarios/${users[0].id}`);
    await main().getByLabel('Correo').waitFor();
    expect(await gapBelowTopBar()).toBeLessThan(20);
  });

  it("shows an order's sheet with its lines as cards, as wide as the screen", async () => {
    await page.setViewportSize(phone);
    // An order of its own, the newest: other files' orders (marketplace sales, orders without lines) may come first.
    const tag = Date.now();
    const { id: client } = await adminApi<{ id: number }>('/api/erp/clients/', { method: 'POST', body: { name: `Cliente teléfono ${tag}` } });
    const { id: warehouse } = await adminApi<{ id: number }>('/api/erp/warehouses/', { method: 'POST', body: { label: `Almacén teléfono ${tag}` } });
    const { id: product } = await adminApi<{ id: number }>('/api/platform/products/', {
      method: 'POST',
      body: { ref: `TEL-${tag}`, label: `Producto teléfono ${tag}`, price: 100, warehouse_stock: [{ warehouse_id: warehouse, quantity: 5 }] },
    });
    const order = await adminApi<{ id: number; ref: string }>('/api/erp/orders/', {
      method: 'POST',
      body: { client_id: client, lines: [{ product_id: product, warehouse_id: warehouse, quantity: 2, unity_price: 100, iva_rate: 0 }] },
    });
    await open('/pedidos');
    await main().getByText(order.ref, { exact: true }).click();
    await page.waitForURL(new RegExp(`/pedidos/${order.id}/show`));
    await open(new URL(page.url()).pathname);
    await main().getByText('×').first().waitFor();
    expect(await page.locator('table').count()).toBe(0);
    const { scroll, screen } = await pageWidths();
    expect(scroll).toBeLessThanOrEqual(screen);
  });

  it('opens a publication card\'s "⋯" menu in place: the tap does not also open the publication\'s sheet', async () => {
    await page.setViewportSize(phone);
    await open('/mercadolibre/publicaciones');
    await main()
      .getByRole('button', { name: /^Acciones de «/ })
      .first()
      .click();
    await page.getByRole('menuitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/mercadolibre/publicaciones');
    await page.keyboard.press('Escape');
  });

  it("shows a publication's sheet with its actions labelled, not bare icons", async () => {
    await page.setViewportSize(phone);
    await open('/mercadolibre/publicaciones');
    // The card's link is its title, whose box covers the card: a tap on its summary opens the sheet too
    // (a tap where the summary is drawn, which the link's box lies over).
    const summary = await main().locator('li .MuiListItemText-secondary').first().boundingBox();
    await page.mouse.click(summary!.x + summary!.width / 2, summary!.y + summary!.height / 2);
    await page.waitForURL(/\/mercadolibre\/publicaciones\/\d+/);
    await open(new URL(page.url()).pathname);
    const actions = main().locator('.MuiToolbar-root').first().getByRole('button');
    await actions.first().waitFor();
    const labels = await actions.evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).innerText.trim()));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels).not.toContain('');
    const { scroll, screen } = await pageWidths();
    expect(scroll).toBeLessThanOrEqual(screen);
  });

  it('says an out-of-range stock rule in Spanish under its box, with no browser bubble of its own', async () => {
    await page.setViewportSize(phone);
    const { data } = await adminApi<{ data: { id: number; product_id: number | null }[] }>('/api/mercadolibre/publications/?size=100');
    const linked = data.find((publication) => publication.product_id);
    await open(`/mercadolibre/publicaciones/${linked!.id}`);
    const buffer = main().getByLabel('Unidades reservadas');
    await buffer.fill('-5');
    await main().getByRole('button', { name: 'Guardar reglas' }).click();
    await main().getByText('Debe ser al menos 0').waitFor();
    expect(await buffer.evaluate((input) => (input as HTMLInputElement).validationMessage)).toBe('');
  });
});

describe('a list with rows selected', () => {
  it("keeps the list's search and filters within reach, the bulk actions under the rows, and the rows where they were", async () => {
    await page.setViewportSize(laptop);
    await open('/productos');
    const firstRow = main().locator('tbody tr').first();
    const rowTop = (await firstRow.boundingBox())!.y;
    await firstRow.getByRole('checkbox').check();
    const bar = main().locator('.RaBulkActionsToolbar-toolbar');
    await bar.getByText('1 seleccionado').waitFor();
    const search = main().getByPlaceholder('Buscar');
    // Polled: the bar grows to its height over a short transition.
    await expect.poll(async () => overlaps(await bar.boundingBox(), await search.boundingBox())).toBe(false);
    await search.click({ trial: true, timeout: 5_000 });
    await main().getByRole('button', { name: 'Agregar filtro' }).click({ trial: true, timeout: 5_000 });
    expect(await insideViewport(bar.getByRole('button', { name: 'Borrar' }))).toBe(true);
    expect((await firstRow.boundingBox())!.y).toBe(rowTop);
    await firstRow.getByRole('checkbox').uncheck();
  });
});
