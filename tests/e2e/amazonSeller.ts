import type { Browser, Page } from 'playwright-core';
import { signIn } from './browser';

/**
 * The seller's page at `viewport`, signed in, with the Amazon account connected through Seller
 * Central's consent. It opens at the address Seller Central sends the browser back to.
 */
export async function connectedSellerPage(browser: Browser, viewport: { width: number; height: number }, authorizationUrl: string): Promise<Page> {
  const registered = new URL(new URL(authorizationUrl).searchParams.get('redirect_uri') ?? '');
  const page = await (await browser.newContext({ locale: 'es-MX', viewport, baseURL: registered.origin })).newPage();
  await page.goto('/configuracion/amazon');
  await signIn(page);
  await page.waitForURL('**/configuracion/amazon');
  await page.getByRole('button', { name: 'Conectar cuenta' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByText(/Cuenta .+ conectada/).waitFor();
  return page;
}
