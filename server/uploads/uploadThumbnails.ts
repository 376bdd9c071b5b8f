import { rename, rm } from 'node:fs/promises';
import { randomId } from './uploadStorage';

let loading: Promise<(typeof import('sharp'))['default']> | undefined;

/** sharp, loaded with the first image: libvips stays resident once loaded (about 6 MB), and most days bring no upload. */
const imageLibrary = () =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' operation cache keeps decoded images around; uploads are each read once.
    sharp.cache(false);
    return sharp;
  }));

export const thumbnailSize = 320;

/** Width and height as shown (EXIF orientation applied); undefined when sharp cannot decode it. */
export async function imageDimensions(path: string): Promise<{ width: number; height: number } | undefined> {
  try {
    const sharp = await imageLibrary();
    const metadata = await sharp(path).metadata();
    if (!metadata.width || !metadata.height) return undefined;
    const turned = (metadata.orientation ?? 1) >= 5;
    return turned ? { width: metadata.height, height: metadata.width } : { width: metadata.width, height: metadata.height };
  } catch {
    return undefined;
  }
}

/**
 * Makes thumbnails once each: a request for one still being made waits for it instead of
 * starting a second. Written beside the target and renamed, so a half-written file is never served.
 */
export class ThumbnailMaker {
  private readonly running = new Map<string, Promise<void>>();

  make(source: string, target: string): Promise<void> {
    const existing = this.running.get(target);
    if (existing) return existing;
    const work = this.render(source, target).finally(() => this.running.delete(target));
    this.running.set(target, work);
    return work;
  }

  async idle() {
    await Promise.allSettled([...this.running.values()]);
  }

  private async render(source: string, target: string) {
    const partial = `${target}.${randomId()}.part`;
    const sharp = await imageLibrary();
    try {
      await sharp(source, { animated: false })
        .rotate()
        .resize(thumbnailSize, thumbnailSize, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(partial);
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
    }
  }
}
