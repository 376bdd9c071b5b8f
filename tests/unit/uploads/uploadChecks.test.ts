import { describe, expect, it } from 'vitest';
import { Uploader } from '../../../src/uploads/uploader';
import { failureCodeOf } from '../../../src/uploads/uploadChecks';
import { FakeUploadTransport, fileOf } from './fakeUploadTransport';

const uploaderWith = (options: ConstructorParameters<typeof Uploader>[1] = {}) =>
  new Uploader(new FakeUploadTransport(() => ({ status: 200, body: { ok: true } })), { postAction: '/api/uploads/', multiple: true, ...options });

describe('the upload checks, in their fixed order', () => {
  it('1. a file that is not in the list is not_exists', async () => {
    await expect(uploaderWith().upload('nope')).rejects.toMatchObject({ code: 'not_exists' });
  });

  it('2. a record without a real file object is file_object, even with a bad extension', async () => {
    const uploader = uploaderWith({ extensions: 'png' });
    const [record] = uploader.add({ name: 'foto.exe', size: 10 });
    await expect(uploader.upload(record.id)).rejects.toMatchObject({ code: 'file_object' });
  });

  it('3. an existing error is rethrown before the extension is looked at', async () => {
    const uploader = uploaderWith({ extensions: 'png' });
    const [record] = uploader.add(fileOf('foto.exe', 10));
    uploader.update(record.id, { error: 'denied' });
    await expect(uploader.upload(record.id)).rejects.toMatchObject({ code: 'denied' });
  });

  it('4. an already successful file is returned as is, without a request', async () => {
    const transport = new FakeUploadTransport();
    const uploader = new Uploader(transport, { postAction: '/x', extensions: 'png' });
    const [record] = uploader.add(fileOf('foto.exe', 10));
    uploader.update(record.id, { success: true });
    await expect(uploader.upload(record.id)).resolves.toMatchObject({ id: record.id, success: true });
    expect(transport.requests).toHaveLength(0);
  });

  it.each([
    ['a comma string', 'jpg, PNG ,webp'],
    ['an array', ['jpg', 'png', 'webp']],
  ])('5. the extension list as %s, case-insensitive → extension', async (_label, extensions) => {
    const uploader = uploaderWith({ extensions });
    const [good, bad, none] = uploader.add([fileOf('FOTO.Png', 10), fileOf('notas.txt', 10), fileOf('sin-extension', 10)]);
    await expect(uploader.upload(good.id)).resolves.toMatchObject({ id: good.id });
    await expect(uploader.upload(bad.id)).rejects.toMatchObject({ code: 'extension' });
    await expect(uploader.upload(none.id)).rejects.toMatchObject({ code: 'extension' });
  });

  it('6. a maximum size above 0 refuses bigger files with size, after the extension, and exempts directories', async () => {
    const uploader = uploaderWith({ size: 100, extensions: 'jpg' });
    const [big, bigAndWrong, exact, directory] = uploader.add([
      fileOf('a.jpg', 101),
      fileOf('a.txt', 101),
      fileOf('b.jpg', 100),
      { file: fileOf('carpeta.jpg', 0), name: 'carpeta.jpg', size: -1 },
    ]);
    await expect(uploader.upload(big.id)).rejects.toMatchObject({ code: 'size' });
    await expect(uploader.upload(bigAndWrong.id)).rejects.toMatchObject({ code: 'extension' });
    await expect(uploader.upload(exact.id)).resolves.toMatchObject({ id: exact.id });
    await expect(uploader.upload(directory.id)).resolves.toMatchObject({ id: directory.id });
  });

  it('6. size 0 means no limit', async () => {
    const uploader = uploaderWith({ size: 0 });
    const [record] = uploader.add(fileOf('enorme.jpg', 5000));
    await expect(uploader.upload(record.id)).resolves.toMatchObject({ id: record.id });
  });

  it('8. without any action the error is "No action configured"', async () => {
    const uploader = new Uploader(new FakeUploadTransport(), {});
    const [record] = uploader.add(fileOf('a.jpg', 10));
    await expect(uploader.upload(record.id)).rejects.toMatchObject({ code: 'No action configured' });
  });
});

describe('7. how many files the list keeps', () => {
  it('single mode keeps one file: a new one replaces the old', () => {
    const uploader = uploaderWith({ multiple: false });
    uploader.add(fileOf('primera.jpg', 1));
    uploader.add([fileOf('segunda.jpg', 1), fileOf('tercera.jpg', 1)]);
    expect(uploader.files.map((file) => file.name)).toEqual(['segunda.jpg']);
  });

  it('multiple mode is unlimited by default', () => {
    const uploader = uploaderWith({ multiple: true });
    uploader.add(Array.from({ length: 30 }, (_, index) => fileOf(`f${index}.jpg`, 1)));
    expect(uploader.files).toHaveLength(30);
  });

  it('multiple mode with a maximum stops adding there', () => {
    const uploader = uploaderWith({ multiple: true, maximum: 3 });
    uploader.add([fileOf('a.jpg', 1), fileOf('b.jpg', 1)]);
    uploader.add([fileOf('c.jpg', 1), fileOf('d.jpg', 1)]);
    expect(uploader.files.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });
});

describe('the error a failure leaves on its file', () => {
  it('is the code, or the error or message of the failure', () => {
    expect(failureCodeOf('server')).toBe('server');
    expect(failureCodeOf({ error: 'denied' })).toBe('denied');
    expect(failureCodeOf(new Error('boom'))).toBe('boom');
  });
});
