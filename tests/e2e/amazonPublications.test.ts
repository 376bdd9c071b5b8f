import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedSellerPage } from './amazonSeller';
import { adminApi, launchBrowser } from './browser';
import { insideBox } from './onScreen';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

let browser: Browser;

/** A catalogue product of its own (the other browser tests share the server), priced, with a barcode. */
const newProduct = async (name: string) => (await newProductRecord(name)).ref;

const newProductRecord = async (name: string): Promise<{ ref: string; id: number }> => {
  const ref = `AMZ-${name}-${Date.now()}`;
  const product = await adminApi('/api/platform/products/', {
    method: 'POST',
    body: { ref, label: `Cafetera ${name}`, price: 899, barcode: `75010${Date.now() % 10_000_000}` },
  });
  return { ref, id: Number(product.id) };
};

/** The seller's page, signed in, with the Amazon account connected. */
const sellerPage = async (viewport: typeof desktop): Promise<Page> =>
  connectedSellerPage(browser, viewport, String((await adminApi('/api/amazon/authorization_url')).url));

/** Publishes the product from the catalogue dialog: first without a brand (Amazon refuses, naming it), then with one. */
async function publishFromCatalogue(page: Page, ref: string) {
  await page.goto('/amazon/publicaciones');
  await page.getByRole('button', { name: 'Publicar desde el catálogo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Productos').fill(ref);
  await page.getByRole('option', { name: new RegExp(ref) }).click();
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await dialog.getByText('Amazon rechazó la publicación. Corrige lo indicado y publica de nuevo.').waitFor();
  await dialog.getByRole('list', { name: 'Amazon indicó:' }).getByText('Marca:').waitFor();
  await dialog.getByLabel('Marca').fill('Aroma');
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await page.getByText(`Amazon aceptó la publicación de ${ref}`).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('Amazon publications', () => {
  it('publishes a catalogue product at desktop width: the refusal names the brand, fixed it is on Amazon, found by the top bar search', async () => {
    const ref = await newProduct('escritorio');
    const page = await sellerPage(desktop);
    await publishFromCatalogue(page, ref);
    const row = page.getByRole('row').filter({ hasText: ref });
    // No stock yet: Amazon shows it without selling it.
    await row.getByText('Visible sin stock').waitFor();
    await row.getByText('Amazon México').waitFor();

    // The top bar's search finds it by its SKU and opens it on Amazon's list.
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Buscar en todo' }).fill(ref);
    await page
      .getByRole('group', { name: 'Publicaciones de Amazon' })
      .getByRole('option', { name: new RegExp(ref) })
      .click();
    await page.waitForURL(/\/amazon\/publicaciones\?/);
    await page.getByRole('row').filter({ hasText: ref }).getByText('Visible sin stock').waitFor();
    await page.context().close();
  });

  it("publishes from the product's sheet, which then shows the Amazon listing beside MercadoLibre's section, as does the general list", async () => {
    const { ref, id } = await newProductRecord('ficha');
    const page = await sellerPage(desktop);
    await page.goto(`/productos/ver/${id}`);
    await page.getByRole('heading', { name: 'Dónde se publica' }).waitFor();
    await page.getByText('Sin publicaciones en Amazon').waitFor();
    await page.getByRole('button', { name: 'Publicar en Amazon' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${ref} — Cafetera ficha`).waitFor();
    await dialog.getByLabel('Marca').fill('Aroma');
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await page.getByText(`Amazon aceptó la publicación de ${ref}`).waitFor();
    const row = page.getByRole('row').filter({ hasText: ref });
    await row.getByText('Visible sin stock').waitFor();
    await page.getByText('Sin publicaciones en Mercado Libre').waitFor();
    expect(await page.getByText('Sin publicaciones en Amazon').count()).toBe(0);

    // The general list has it too, in its common words, and opens it on Amazon's own list.
    await page.goto('/publicaciones');
    await page.locator('#main-content').getByPlaceholder('Buscar', { exact: true }).fill(ref);
    // The search reaches the address half a second after the last key; a click on a row before
    // then would leave the list while it still had a change of address pending.
    await page.waitForURL(new RegExp(`busqueda%22%3A%22${ref}`));
    const general = page.getByRole('row').filter({ hasText: ref });
    await general.getByText('Pausada o sin stock').waitFor();
    // Its marketplace's cell, since the product's name in the row opens the product instead.
    await general.getByText('Amazon', { exact: true }).click();
    await page.waitForURL(/\/amazon\/publicaciones\?/);
    await page.getByRole('row').filter({ hasText: ref }).getByText('Visible sin stock').waitFor();
    await page.context().close();
  });

  it("keeps the product sheet's publish dialog's buttons at its foot on a phone, not at the window's, apart from it", async () => {
    const { ref, id } = await newProductRecord('boton-al-pie');
    const page = await sellerPage(phone);
    await page.goto(`/productos/ver/${id}`);
    await page.getByRole('button', { name: 'Publicar en Amazon' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${ref} — Cafetera boton-al-pie`).waitFor();
    for (const name of ['Cancelar', 'Publicar']) {
      expect(insideBox(await dialog.boundingBox(), await dialog.getByRole('button', { name }).boundingBox()), name).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('publishes a catalogue product on a phone, its card within the screen and its long SKU on one line, cut in its column on a laptop', async () => {
    const ref = await newProduct('telefono-con-un-sku-muy-largo');
    const page = await sellerPage(phone);
    await publishFromCatalogue(page, ref);
    await page.getByText(ref).first().waitFor();
    await page.getByText('Visible sin stock').first().waitFor();
    const { scroll, screen } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(scroll).toBeLessThanOrEqual(screen);
    // The card's title is the SKU, wider than the phone: one line cut with an ellipsis, whole in its tooltip.
    const title = page.getByRole('listitem').getByTitle(ref, { exact: true });
    const shown = await title.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        text: element.textContent,
        lines: Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight)),
        cut: element.scrollWidth > element.clientWidth,
        ellipsis: style.textOverflow,
        right: element.getBoundingClientRect().right,
      };
    });
    expect(shown).toEqual({ text: ref, lines: 1, cut: true, ellipsis: 'ellipsis', right: expect.any(Number) });
    expect(shown.right).toBeLessThanOrEqual(phone.width);

    // On a laptop the same SKU is cut in its column, whole in its tooltip: the table keeps to the page, the status and menu in sight.
    await page.setViewportSize(desktop);
    const row = page.getByRole('row').filter({ hasText: ref });
    await row.getByText('Visible sin stock').waitFor();
    const sku = row.getByTitle(ref, { exact: true });
    expect(await sku.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const table = await page.locator('table').evaluate((element) => ({ scroll: element.parentElement!.scrollWidth, room: element.parentElement!.clientWidth }));
    expect(table.scroll).toBeLessThanOrEqual(table.room + 1);
    await page.context().close();
  });
});
