/** Rounds of background work: stopped by `stop` (waiting for a round in progress); `again` asks for one now. */
export interface Rounds {
  stop(): Promise<void>;
  /** Runs a round now, or right after the one in progress (which may have started before the news that asks for it). */
  again(): void;
}

/** Runs `round` now and then every `everyMs`, one round at a time. */
export function scheduleRounds(round: () => Promise<void>, everyMs: number): Rounds {
  let current: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    current ??= round().finally(() => (current = undefined));
  };
  run();
  const timer = setInterval(run, everyMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
    again() {
      if (stopped) return;
      if (!current) return run();
      // Whatever the round in progress answers: its own failure is its caller's to report.
      current.finally(() => !stopped && run()).catch(() => undefined);
    },
  };
}
