import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A value that travels with the async calls of a run, as `AsyncLocalStorage` carries it, tracked only
 * while a run is in flight. On Node 20 an enabled storage hooks every promise the process makes, a
 * screen's requests included (measured: 5–8 % of a products page), and these runs are background
 * work: so the storage is disabled whenever the last run ends. Work a run starts without awaiting it
 * loses the value once no run is left.
 */
export class RunStorage<T> {
  private readonly storage = new AsyncLocalStorage<T>();
  private running = 0;

  async run<R>(value: T, work: () => Promise<R>): Promise<R> {
    this.running += 1;
    try {
      return await this.storage.run(value, work);
    } finally {
      this.running -= 1;
      // Disabling exits every context of the storage, so only once none is left.
      if (this.running === 0) this.storage.disable();
    }
  }

  /** The value of the run the caller is part of, if any. */
  current(): T | undefined {
    return this.storage.getStore();
  }
}
