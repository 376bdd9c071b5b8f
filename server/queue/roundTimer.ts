/** Runs `round` now and then every `everyMs`, one round at a time; the answer stops it (waiting for a round in progress). */
export function scheduleRounds(round: () => Promise<void>, everyMs: number): () => Promise<void> {
  let current: Promise<void> | undefined;
  const run = () => {
    current ??= round().finally(() => (current = undefined));
  };
  run();
  const timer = setInterval(run, everyMs);
  return async () => {
    clearInterval(timer);
    await current;
  };
}
