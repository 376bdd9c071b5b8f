import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './browser';

let browser: Browser;
let folder: string;
let imagePath: string;
let imageSize: number;

beforeAll(async () => {
  browser = await launchBrowser();
  folder = mkdtempSync(join(tmpdir(), 'backoffice-upload-'));
  // Noise does not compress, so this PNG is a real 5 MiB image: chunked (above 1 MiB) into more than one part.
  const image = await sharp({ create: { width: 1400, height: 1300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(image.length).toBeGreaterThan(5 * 1_048_576);
  imageSize = image.length;
  imagePath = join(folder, 'zapatilla-roja.png');
  writeFileSync(imagePath, image);
});
afterAll(async () => {
  await browser.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the image uploader', () => {
  it('uploads a 5 MiB image in chunks from /images/upload and shows it uploaded with its thumbnail', async () => {
    const page = await (await browser.newContext({ locale: 'es-MX' })).newPage();
    const phases: string[] = [];
    let chunkBytes = 0;
    page.on('response', async (response) => {
      const request = response.request();
      if (request.method() === 'POST' && request.url().endsWith('/api/uploads/') && !(request.headers()['content-type'] ?? '').startsWith('multipart/')) {
        const body = (await response.json()) as { data?: { end_offset?: number } };
        chunkBytes ||= body.data?.end_offset ?? 0;
      }
    });
    page.on('request', (request) => {
      if (request.url().endsWith('/api/uploads/') && request.method() === 'POST') {
        const type = request.headers()['content-type'] ?? '';
        phases.push(type.startsWith('multipart/') ? 'upload' : String((request.postDataJSON() as { phase?: string }).phase));
      }
    });
    await page.goto(`${baseUrl()}/login`);
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('menuitem', { name: 'Subir imágenes' }).click();
    await page.waitForURL('**/images/upload');
    await page.getByText('Arrastra tus imágenes aquí').waitFor();

    await page.getByLabel('Elegir imágenes').setInputFiles(imagePath);
    const row = page.getByTestId('upload-row').filter({ hasText: 'zapatilla-roja.png' });
    await row.getByText('Subida', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('100.00 %');
    expect(await row.textContent()).toContain(`${(imageSize / 1_048_576).toFixed(2)} MB`);

    const thumbnail = row.getByRole('img', { name: 'zapatilla-roja.png' });
    await thumbnail.waitFor();
    await page.waitForFunction(
      (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
      await thumbnail.elementHandle(),
    );
    expect(await thumbnail.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(320);

    expect(phases[0]).toBe('start');
    expect(phases.at(-1)).toBe('finish');
    expect(chunkBytes).toBeGreaterThan(0);
    expect(phases.filter((phase) => phase === 'upload').length).toBe(Math.ceil(imageSize / chunkBytes));
    expect(phases.filter((phase) => phase === 'upload').length).toBeGreaterThan(1);
    await page.context().close();
  });

  it('refuses a file that is not an image before sending it, with the Spanish message', async () => {
    const page = await (await browser.newContext({ locale: 'es-MX' })).newPage();
    const textPath = join(folder, 'notas.txt');
    writeFileSync(textPath, 'no soy una imagen');
    await page.goto(`${baseUrl()}/login`);
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/images/upload`);
    await page.getByLabel('Elegir imágenes').setInputFiles(textPath);
    const row = page.getByTestId('upload-row').filter({ hasText: 'notas.txt' });
    await row.getByText('Tipo de archivo no permitido').waitFor();
    await page.context().close();
  });
});
