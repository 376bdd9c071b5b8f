import { describe, expect, it } from 'vitest';
import { RunStorage } from '../../../server/marketplaces/shared/runStorage';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** A run that reads its value after a timer and again once the test lets it end. */
function heldRun(storage: RunStorage<string>, value: string) {
  const seen: (string | undefined)[] = [];
  let end!: () => void;
  const released = new Promise<void>((resolve) => (end = resolve));
  const done = storage.run(value, async () => {
    await tick();
    seen.push(storage.current());
    await released;
    await tick();
    seen.push(storage.current());
  });
  return { seen, end, done };
}

describe('RunStorage', () => {
  it("carries a run's value through its awaits and timers, and none outside a run", async () => {
    const storage = new RunStorage<string>();
    expect(storage.current()).toBeUndefined();
    const inner = await storage.run('tarea 7', async () => {
      await tick(5);
      return new Promise<string | undefined>((resolve) => setTimeout(() => resolve(storage.current()), 1));
    });
    expect(inner).toBe('tarea 7');
    expect(storage.current()).toBeUndefined();
  });

  it('keeps the value of a run still in flight when another run ends before it', async () => {
    const storage = new RunStorage<string>();
    const first = heldRun(storage, 'primera');
    const second = heldRun(storage, 'segunda');
    await tick(5);
    first.end();
    await first.done;
    second.end();
    await second.done;
    expect(first.seen).toEqual(['primera', 'primera']);
    expect(second.seen).toEqual(['segunda', 'segunda']);
    // A run after all have ended carries its value again.
    expect(await storage.run('tercera', async () => (await tick(), storage.current()))).toBe('tercera');
  });

  it('gives the value back to the outer run when a nested one ends', async () => {
    const storage = new RunStorage<string>();
    const seen = await storage.run('fuera', async () => {
      const nested = await storage.run('dentro', async () => (await tick(), storage.current()));
      await tick();
      return [nested, storage.current()];
    });
    expect(seen).toEqual(['dentro', 'fuera']);
  });
});
