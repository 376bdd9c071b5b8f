import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Each imitation marketplace keeps its state in a JSON file, as a real marketplace keeps its data
 * across restarts: loaded once at start, written (atomically: `<file>.tmp` then rename) at most once
 * per `debounceMs` after a change, and once more on close.
 */

const report = (message: string) => process.stderr.write(`[sandbox] ${message}\n`);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** True when every named property is an array of `[key, value]` entries (a Map saved as JSON). */
export function holdsEntries(candidate: Record<string, unknown>, names: readonly string[]): boolean {
  return names.every((name) => {
    const entries = candidate[name];
    return (
      Array.isArray(entries) &&
      entries.every((entry) => Array.isArray(entry) && entry.length === 2 && (typeof entry[0] === 'string' || typeof entry[0] === 'number'))
    );
  });
}

/** The saved state, or undefined (a fresh start) when the file is missing or unreadable: reported on stderr, never fatal. */
function readStateFile(file: string, accept: (parsed: Record<string, unknown>) => boolean, what: string): Record<string, unknown> | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || !accept(parsed as Record<string, unknown>)) throw new Error(`not ${what}`);
    return parsed as Record<string, unknown>;
  } catch (error) {
    report(`ignoring the state file ${file}, starting fresh: ${messageOf(error)}`);
    return undefined;
  }
}

export interface StatePersister {
  /** Something may have changed: write within `debounceMs`. */
  changed(): void;
  /** Writes now (waiting for a write in progress) and stops reacting to changes. */
  close(): Promise<void>;
}

function createStatePersister(snapshot: () => object, file: string, debounceMs = 1_000): StatePersister {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let lastWritten: string | undefined;
  // Writes run one after another so two never share the temporary file.
  let writing = Promise.resolve();
  const write = () => {
    writing = writing
      .then(async () => {
        const text = JSON.stringify(snapshot());
        if (text === lastWritten) return;
        await mkdir(dirname(file), { recursive: true });
        await writeFile(`${file}.tmp`, text);
        await rename(`${file}.tmp`, file);
        lastWritten = text;
      })
      .catch((error: unknown) => {
        report(`could not save the state to ${file}: ${messageOf(error)}`);
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

/** A marketplace's state as a file keeps it. */
interface KeptState<Snapshot> {
  snapshot(): Snapshot;
  /** Replaces everything with a snapshot already validated. */
  restore(snapshot: Snapshot): void;
}

/**
 * One marketplace's state file: its format version (a file of another version is not read) and
 * what a readable snapshot must hold.
 */
export function stateFileFormat<Snapshot extends object>(version: number, what: string, valid: (candidate: Record<string, unknown>) => boolean) {
  return {
    /** Restores the state from the file; false (fresh start) when it is missing or unreadable. */
    load(state: KeptState<Snapshot>, file: string): boolean {
      const snapshot = readStateFile(file, (candidate) => candidate.version === version && valid(candidate), `${what} (format version ${version})`);
      if (!snapshot) return false;
      state.restore(snapshot as unknown as Snapshot);
      return true;
    },
    persist: (state: KeptState<Snapshot>, file: string, debounceMs?: number): StatePersister =>
      createStatePersister(() => ({ version, ...state.snapshot() }), file, debounceMs),
  };
}

/** A control object that tells the persister after every call (tests call it in-process, not over HTTP). */
export function persistingCalls<Control extends object>(control: Control, changed: () => void): Control {
  const wrapped = { ...control };
  for (const name of Object.keys(control) as (keyof Control)[]) {
    const call = control[name];
    if (typeof call !== 'function') continue;
    (wrapped as Record<keyof Control, unknown>)[name] = (...args: unknown[]) => {
      try {
        return (call as (...args: unknown[]) => unknown).apply(control, args);
      } finally {
        changed();
      }
    };
  }
  return wrapped;
}
