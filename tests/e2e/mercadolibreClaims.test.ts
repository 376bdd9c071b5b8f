import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, signedInPage } from './browser';

const control = async <T>(path: string, body: unknown): Promise<T> => {
  const response = await fetch(`${inject('sandboxUrl')}/mercadolibre/_control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as T;
};

/** A live item of the demo seller (the server publishes the demo listings just after it starts). */
async function liveItem(): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const { items } = (await (await fetch(`${inject('sandboxUrl')}/mercadolibre/_control/items?seller_id=400000001`)).json()) as {
      items: { id: string; status: string }[];
    };
    const active = items.find((item) => item.status === 'active');
    if (active) return active.id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no live demo item');
}

let browser: Browser;
let page: Page;
let claimId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser);
  const sale = await control<{ id: number }>('/orders', { itemId: await liveItem(), quantity: 1 });
  const claim = await control<{ id: number }>('/claims', { orderId: sale.id, reasonId: 'PDD9551', message: 'La cafetera llegó rota.' });
  claimId = String(claim.id);
});
afterAll(() => browser.close());

/** The claims screen searched for the claim, reloaded until its webhook has stored it (bounded). */
async function openClaims(): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.goto(`${baseUrl()}/mercadolibre/devoluciones?busqueda=${claimId}`);
    const listed = page.getByText(`Reclamo ${claimId}`).first();
    if (
      await listed.waitFor({ timeout: 2_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error(`claim ${claimId} never listed`);
}

describe('the MercadoLibre claims screen, in the browser', () => {
  it('shows a claim opened on MercadoLibre, sends the buyer a message and allows the return', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openClaims();
    await page.getByText(`Reclamo ${claimId}`).first().click();
    await page.waitForURL(/\/mercadolibre\/devoluciones\/\d+\/show$/);
    await page.getByText('La cafetera llegó rota.').waitFor();
    await page
      .getByText(/Comprador → Tú/)
      .first()
      .waitFor();

    await page.getByLabel('Mensaje').fill('Lamentamos lo ocurrido. Te enviamos una solución.');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByText('Mensaje enviado').waitFor();
    await page.getByText('Lamentamos lo ocurrido. Te enviamos una solución.').waitFor();

    await page.getByRole('button', { name: 'Aceptar la devolución' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('una etiqueta para enviar el producto de vuelta', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Hecho: Aceptar la devolución').waitFor();
    await page.getByText(/^Etiqueta lista · Guía MEL\d+MX$/).waitFor();
    expect(await page.getByRole('button', { name: 'Aceptar la devolución' }).count()).toBe(0);
  });

  it('fits a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openClaims();
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.screen);
    await page.getByText(`Reclamo ${claimId}`).first().click();
    await page.getByText('Etiqueta lista', { exact: false }).first().waitFor();
    const detail = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(detail.scroll).toBeLessThanOrEqual(detail.screen);

    // Each action's due date reads as its own: nearer to its action than to the next action below.
    const gaps = await page.getByRole('region', { name: 'Acciones disponibles' }).evaluate((section) =>
      [...section.querySelectorAll(':scope > div')].flatMap((offer, index, offers) => {
        const chip = offer.querySelector('.MuiChip-root');
        const next = offers[index + 1]?.firstElementChild;
        if (!chip || !next) return [];
        const chipBox = chip.getBoundingClientRect();
        return [
          { own: Math.max(0, chipBox.top - offer.firstElementChild!.getBoundingClientRect().bottom), next: next.getBoundingClientRect().top - chipBox.bottom },
        ];
      }),
    );
    expect(gaps.length).toBeGreaterThan(0);
    for (const { own, next } of gaps) expect(own).toBeLessThan(next);
  });
});
