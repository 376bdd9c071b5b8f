import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  readonly field: string;
  readonly filename: string;
  readonly type: string;
  readonly data: Buffer;
}

/** A multipart/form-data body for app.inject: fields first, then the file, as browsers send FormData. */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----prueba${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real PNG of random noise (so it does not compress): about width × height × 3 bytes. */
export const noisePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();

export const chunksOf = (data: Buffer, size: number) => {
  const chunks: { offset: number; data: Buffer }[] = [];
  for (let offset = 0; offset < data.length; offset += size) chunks.push({ offset, data: data.subarray(offset, offset + size) });
  return chunks;
};
