import { describe, expect, it } from 'vitest';
import { LeasedLoop, type LeasedQueue } from '../../../server/queue/leasedLoop';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silent = { error: () => {} };

/** A piece of work the test finishes by hand. */
function deferred() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('LeasedLoop', () => {
  it('never runs two claiming rounds at once; a wake during a round makes one more round', async () => {
    let rounds = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    const gate = deferred();
    const queue: LeasedQueue = {
      async claim() {
        rounds += 1;
        concurrent += 1;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        if (rounds === 1) await gate.done;
        concurrent -= 1;
        return false;
      },
      renew: async () => {},
    };
    const loop = new LeasedLoop(queue, { name: 'test', pollMs: 60_000, leaseMs: 60_000 }, silent);
    loop.start();
    loop.wake();
    loop.wake();
    gate.finish();
    await sleep(10);
    await loop.stop();
    expect(rounds).toBe(2);
    expect(maxConcurrent).toBe(1);
  });

  it('claims again at once while a round fills its room, and again when a piece of work ends', async () => {
    let waiting = 7;
    const pieces: ReturnType<typeof deferred>[] = [];
    const loop: LeasedLoop = new LeasedLoop(
      {
        async claim() {
          const room = 3 - loop.busy;
          const taken = Math.min(room, waiting);
          waiting -= taken;
          for (let index = 0; index < taken; index += 1) {
            const piece = deferred();
            pieces.push(piece);
            loop.track(piece.done);
          }
          return room > 0 && taken === room;
        },
        renew: async () => {},
      },
      { name: 'test', pollMs: 60_000, leaseMs: 60_000 },
      silent,
    );
    loop.start();
    await sleep(10);
    expect(loop.busy).toBe(3);
    for (const piece of pieces.slice(0, 3)) piece.finish();
    await sleep(10);
    expect(loop.busy).toBe(3);
    expect(waiting).toBe(1);
    for (const piece of pieces.slice(3)) piece.finish();
    await sleep(10);
    expect(waiting).toBe(0);
    for (const piece of pieces) piece.finish();
    await loop.stop();
    expect(loop.busy).toBe(0);
  });

  it('on stop lets the work in hand finish, or stops waiting after the grace it was given', async () => {
    const piece = deferred();
    let claims = 0;
    const loop: LeasedLoop = new LeasedLoop(
      {
        async claim() {
          claims += 1;
          if (claims === 1) loop.track(piece.done);
          return false;
        },
        renew: async () => {},
      },
      { name: 'test', pollMs: 5, leaseMs: 60_000 },
      silent,
    );
    loop.start();
    await sleep(20);
    const started = Date.now();
    await loop.stop(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(loop.busy).toBe(1);
    const claimsAtStop = claims;
    await sleep(20);
    expect(claims).toBe(claimsAtStop);

    let finished = false;
    const waiting = loop.stop().then(() => (finished = true));
    await sleep(10);
    expect(finished).toBe(false);
    piece.finish();
    await waiting;
    expect(loop.busy).toBe(0);
  });

  it('renews its leases every third of the lease and logs a renewal or claim that fails', async () => {
    let renewals = 0;
    const logged: string[] = [];
    const loop = new LeasedLoop(
      {
        claim: async () => {
          throw new Error('database down');
        },
        renew: async () => {
          renewals += 1;
          throw new Error('database down');
        },
      },
      { name: 'test queue', pollMs: 60_000, leaseMs: 300 },
      { error: (_object, message) => logged.push(message) },
    );
    loop.start();
    await sleep(350);
    await loop.stop();
    expect(renewals).toBeGreaterThanOrEqual(2);
    expect(renewals).toBeLessThanOrEqual(4);
    expect(logged).toContain('test queue: could not claim work');
    expect(logged).toContain('test queue: could not renew its leases');
  });
});
