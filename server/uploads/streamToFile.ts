import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StreamToFileOptions {
  /** 'w' for a new file, 'r+' to write into an existing one at `start`. */
  readonly flags: 'w' | 'r+';
  readonly start?: number;
  /** More bytes than this fails with `tooMuch()` before they reach the disk. */
  readonly limit: number;
  readonly tooMuch: () => Error;
}

/** Streams a body to disk, never holding more than a stream buffer in memory; returns the byte count. */
export async function streamToFile(source: Readable, path: string, options: StreamToFileOptions): Promise<number> {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > options.limit) return done(options.tooMuch());
      done(null, chunk);
    },
  });
  // A deeper write buffer than the 16 KiB default keeps the socket flowing while the disk catches up.
  await pipeline(source, counter, createWriteStream(path, { flags: options.flags, start: options.start, highWaterMark: 1_048_576 }));
  return bytes;
}
