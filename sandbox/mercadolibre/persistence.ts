import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { firstIds, type MercadoLibreState, type StateSnapshot } from './state';

/**
 * The sandbox keeps its state in a JSON file, as a real marketplace keeps its data across restarts:
 * loaded once at start, written (atomically: `<file>.tmp` then rename) at most once per
 * `debounceMs` after a change, and once more on close.
 */
const formatVersion = 1;

const entryCollections = [
  'apps',
  'users',
  'grants',
  'codes',
  'accessTokens',
  'items',
  'descriptions',
  'itemCreations',
  'questions',
  'orders',
  'payments',
  'shipments',
] as const satisfies readonly (keyof StateSnapshot)[];

const report = (message: string) => process.stderr.write(`[sandbox] ${message}\n`);

function validSnapshot(value: unknown): value is StateSnapshot & { version: number } {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  if (candidate.version !== formatVersion) return false;
  for (const name of entryCollections) {
    const entries = candidate[name];
    if (
      !Array.isArray(entries) ||
      !entries.every((entry) => Array.isArray(entry) && entry.length === 2 && (typeof entry[0] === 'string' || typeof entry[0] === 'number'))
    )
      return false;
  }
  const counters = candidate.counters;
  if (!counters || typeof counters !== 'object') return false;
  if (!Object.entries(counters).every(([kind, next]) => kind in firstIds && Number.isSafeInteger(next))) return false;
  return typeof candidate.clockOffsetMs === 'number' && Number.isFinite(candidate.clockOffsetMs);
}

/** Restores the state from the file; false (fresh start) when it is missing, or unreadable (reported on stderr). */
export function loadState(state: MercadoLibreState, file: string): boolean {
  if (!existsSync(file)) return false;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!validSnapshot(parsed)) throw new Error(`not a sandbox state (format version ${formatVersion})`);
    state.restore(parsed);
    return true;
  } catch (error) {
    report(`ignoring the state file ${file}, starting fresh: ${error instanceof Error ? error.message : String(error)}`);
    state.clear();
    return false;
  }
}

export interface StatePersister {
  /** Something may have changed: write within `debounceMs`. */
  changed(): void;
  /** Writes now (waiting for a write in progress) and stops reacting to changes. */
  close(): Promise<void>;
}

export function createStatePersister(state: MercadoLibreState, file: string, debounceMs = 1_000): StatePersister {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let lastWritten: string | undefined;
  // Writes run one after another so two never share the temporary file.
  let writing = Promise.resolve();
  const write = () => {
    writing = writing
      .then(async () => {
        const text = JSON.stringify({ version: formatVersion, ...state.snapshot() });
        if (text === lastWritten) return;
        await mkdir(dirname(file), { recursive: true });
        await writeFile(`${file}.tmp`, text);
        await rename(`${file}.tmp`, file);
        lastWritten = text;
      })
      .catch((error: unknown) => {
        report(`could not save the state to ${file}: ${error instanceof Error ? error.message : String(error)}`);
      });
    return writing;
  };
  return {
    changed() {
      if (closed || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void write();
      }, debounceMs);
      timer.unref();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await write();
    },
  };
}
