import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploads live under DATA_DIR; every file name in them is generated, never the client's. */
export class UploadStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'uploads');
  }

  async prepare() {
    await Promise.all(['sessions', 'files', 'thumbnails', 'incoming'].map((folder) => mkdir(join(this.root, folder), { recursive: true })));
  }

  sessionDir(sessionId: string) {
    return join(this.root, 'sessions', sessionId);
  }

  /** All chunks of a session are written into this one file at their offsets. */
  sessionData(sessionId: string) {
    return join(this.sessionDir(sessionId), 'data');
  }

  incoming() {
    return join(this.root, 'incoming', randomId());
  }

  file(id: string, extension: string) {
    return join(this.root, 'files', `${id}.${extension}`);
  }

  thumbnail(id: string) {
    return join(this.root, 'thumbnails', `${id}.webp`);
  }
}

/** 128 random bits, hex: an id nobody can guess, safe in any path. */
export const randomId = () => randomBytes(16).toString('hex');

/** The name as shown to people: no folders, no control characters, bounded; never used as a path. */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this strips
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'imagen';
}
