import { get, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, signIn, storageOf } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const freshPage = async (): Promise<Page> => (await browser.newContext({ locale: 'es-MX' })).newPage();

/**
 * Picks a language from the top bar's menu. Called once the app's frame is on screen: after "Iniciar
 * sesión" the address is already `/` while the sign-in page stays until the first screen's code is in,
 * and a menu opened there is the sign-in page's own, gone with it.
 */
async function chooseLanguage(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('menuitem', { name: next }).click();
}

describe('signing in', () => {
  it('sends a signed-out visitor to /login and lets the seller in to the statistics', async () => {
    const page = await freshPage();
    await page.goto(baseUrl());
    await page.waitForURL('**/login');
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('menuitem', { name: 'Estadísticas' }).waitFor();
    await page.context().close();
  });

  it('takes a signed-in seller who goes Back to the sign-in page to the statistics, not to the sign-in form', async () => {
    const page = await freshPage();
    await page.goto(baseUrl());
    await page.waitForURL('**/login');
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('menuitem', { name: 'Estadísticas' }).waitFor();
    // Back, once the browser has moved to the entry before (the sign-in page's).
    await page.evaluate(
      () =>
        new Promise<void>((moved) => {
          addEventListener('popstate', () => moved(), { once: true });
          history.back();
        }),
    );
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/`);
    await page.getByRole('menuitem', { name: 'Estadísticas' }).waitFor();
    expect(await page.getByPlaceholder('Ingresa tu contraseña').count()).toBe(0);
    await page.context().close();
  });

  it('shows an error for a wrong password and stays on /login', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, { password: 'no-es-la-clave' });
    await page.getByText('Correo o contraseña incorrectos').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('remembers a deep link requested while signed out and returns there after login', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl()}/usuarios`);
    await page.waitForURL('**/login');
    await signIn(page);
    await page.waitForURL('**/usuarios');
    await page.getByRole('columnheader', { name: 'Correo' }).waitFor();
    await page.context().close();
  });

  it('without remember-me keeps the session on reload but only within the tab', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, { remember: false });
    await page.waitForURL(`${baseUrl()}/`);
    const storage = await storageOf(page);
    expect(storage.session.length).toBeGreaterThan(0);
    await page.goto(`${baseUrl()}/usuarios`);
    await page.reload();
    await page.getByRole('columnheader', { name: 'Correo' }).waitFor();

    const otherTab = await page.context().newPage();
    await otherTab.goto(`${baseUrl()}/usuarios`);
    await otherTab.waitForURL('**/login');
    await page.context().close();
  });

  it('logout returns to /login with every stored value gone', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, { remember: true });
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('button', { name: /perfil|profile/i }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    expect(await storageOf(page)).toEqual({ local: [], session: [] });
    await page.goto(`${baseUrl()}/usuarios`);
    await page.waitForURL('**/login');
    await page.context().close();
  });
});

describe('the back office once signed in', () => {
  it('switches to English and back to Spanish; the English strings load only once English is chosen', async () => {
    const page = await freshPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const englishCatalogues = () => scripts.filter((path) => /\/assets\/(en|\w+MessagesEn)-[\w-]+\.js$/.test(path));
    await page.goto(`${baseUrl()}/login`);
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('menuitem', { name: 'Estadísticas' }).waitFor();
    expect(englishCatalogues()).toEqual([]);
    await chooseLanguage(page, 'Español', 'English');
    await page.getByRole('menuitem', { name: 'Statistics' }).waitFor();
    expect(englishCatalogues().length).toBeGreaterThan(1);
    await page.reload();
    await page.getByRole('menuitem', { name: 'Statistics' }).waitFor();
    await chooseLanguage(page, 'English', 'Español');
    await page.getByRole('menuitem', { name: 'Estadísticas' }).waitFor();
    await page.context().close();
  });

  it('creates a user from /usuarios and shows the Spanish toast', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl()}/login`);
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/usuarios`);
    await page.getByRole('link', { name: 'Crear' }).click();
    await page.getByLabel('Nombre *', { exact: true }).fill('Marta');
    await page.getByLabel('Apellido *').fill('Jiménez');
    await page.getByLabel('Correo *').fill('marta.jimenez@example.com');
    await page.getByLabel('Contraseña *').fill('marta-clave-1');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('creado correctamente').waitFor();
    await page.goto(`${baseUrl()}/usuarios`);
    await page.getByText('marta.jimenez@example.com').waitFor();
    await page.context().close();
  });

  it("says why the server refused a save in the screen's language: a taken email, in English", async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl()}/login`);
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('menuitem', { name: 'Estadísticas' }).waitFor();
    await chooseLanguage(page, 'Español', 'English');
    await page.getByRole('menuitem', { name: 'Statistics' }).waitFor();
    await page.goto(`${baseUrl()}/usuarios/create`);
    await page.getByLabel('First name *', { exact: true }).fill('Otra');
    await page.getByLabel('Last name *').fill('Persona');
    await page.getByLabel('Email *').fill(inject('adminEmail'));
    await page.getByLabel('Password *').fill('otra-clave-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Error while creating: A record with this value already exists').waitFor();
    await page.getByText('A record with this value already exists', { exact: true }).waitFor();
    await page.context().close();
  });

  it('reloads into the new version when an update removed the code of a screen the tab had not opened yet', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl()}/login`);
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('menuitem', { name: 'Almacenes' }).waitFor();
    await page.waitForLoadState('networkidle');
    // What an update leaves behind: the old chunk's address now answers with the app's page.
    let removed = false;
    await page.route('**/assets/*.js', (route) => {
      if (removed) return route.continue();
      removed = true;
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><div id="root"></div>' });
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Almacenes' }).click();
    await reloaded;
    expect(removed).toBe(true);
    await page.waitForURL('**/almacenes');
    await page.getByPlaceholder('Buscar', { exact: true }).waitFor();
    await page.context().close();
  });

  it("shows the not-found page for an unknown path, below a list's path too", async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl()}/login`);
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/no/existe`);
    await page.locator('#main-content').getByText('Página no encontrada').waitFor();
    // The top bar names the page, as it does every other one: it stood empty.
    await page.getByRole('banner').getByText('Página no encontrada').waitFor();
    // Below a list's path too: react-admin alone would draw the products list there.
    await page.goto(`${baseUrl()}/productos/1`);
    await page.locator('#main-content').getByText('Página no encontrada').waitFor();
    await page.goto(`${baseUrl()}/productos`);
    await page.locator('#main-content').getByPlaceholder('Buscar', { exact: true }).waitFor();
    await page.context().close();
  });

  it('shows version, database and health on /about', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl()}/about`);
    await signIn(page);
    await page.waitForURL('**/about');
    await page.getByText('SQLite').waitFor();
    await page.getByText('En funcionamiento').waitFor();
    await page.context().close();
  });
});

describe('the browser app as the server sends it', () => {
  /** The entry script index.html names, as the browser reads it. */
  const entryScript = async () => {
    const page = await (await fetch(`${baseUrl()}/login`)).text();
    const path = /<script type="module"[^>]* src="([^"]+\.js)"/.exec(page)?.[1];
    if (!path) throw new Error('index.html names no entry script');
    return `${baseUrl()}${path}`;
  };
  const raw = (url: string, encoding: string) =>
    new Promise<IncomingMessage>((resolve, reject) => get(url, { headers: { 'accept-encoding': encoding } }, resolve).on('error', reject));
  const body = async (response: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('sends the scripts compressed to a browser that accepts it, the same code each way, cached for good', async () => {
    const url = await entryScript();
    const plain = await raw(url, 'identity');
    const original = await body(plain);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const brotli = await raw(url, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = await body(brotli);
    expect(compressed.length).toBeLessThan(original.length / 3);
    expect(brotliDecompressSync(compressed).equals(original)).toBe(true);

    const gzipped = await raw(url, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(await body(gzipped)).equals(original)).toBe(true);
  });

  it('has the page itself checked again on every visit', async () => {
    const page = await raw(`${baseUrl()}/productos`, 'gzip, br');
    await body(page);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});
