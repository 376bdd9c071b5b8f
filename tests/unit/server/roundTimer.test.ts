import { describe, expect, it } from 'vitest';
import { scheduleRounds } from '../../../server/queue/roundTimer';

/** A round that stays in progress until its test lets it end, counting how many ran and how many ran at once. */
function controlledRounds() {
  const ends: Array<() => void> = [];
  const seen = { started: 0, running: 0, mostAtOnce: 0 };
  const round = () => {
    seen.started += 1;
    seen.running += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
    return new Promise<void>((resolve) => ends.push(resolve)).finally(() => (seen.running -= 1));
  };
  const endCurrent = async () => {
    ends.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { round, seen, endCurrent };
}

describe('scheduleRounds', () => {
  it('runs a round at once; asked again while it runs, runs one more right after it, never two at a time', async () => {
    const { round, seen, endCurrent } = controlledRounds();
    const rounds = scheduleRounds(round, 3_600_000);
    expect(seen.started).toBe(1);
    rounds.again();
    rounds.again();
    expect(seen.started).toBe(1);
    await endCurrent();
    expect(seen.started).toBe(2);
    await endCurrent();
    expect(seen.started).toBe(2);
    expect(seen.mostAtOnce).toBe(1);
    await rounds.stop();
  });

  it('asked again when idle, runs a round at once; once stopped, asks start nothing', async () => {
    const { round, seen, endCurrent } = controlledRounds();
    const rounds = scheduleRounds(round, 3_600_000);
    await endCurrent();
    rounds.again();
    expect(seen.started).toBe(2);
    const stopping = rounds.stop();
    rounds.again();
    await endCurrent();
    await stopping;
    expect(seen.started).toBe(2);
  });

  it('repeats on its timer', async () => {
    let started = 0;
    const rounds = scheduleRounds(async () => void (started += 1), 20);
    await expect.poll(() => started, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    await rounds.stop();
  });
});
