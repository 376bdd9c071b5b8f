/** How often invented buyers act in a demo, and how many times before they stop. */
export interface DemoActivityOptions {
  minSeconds: number;
  maxSeconds: number;
  /** Stops after this many events so an idle demo does not grow without end. */
  maxEvents: number;
}

export const defaultDemoPace: DemoActivityOptions = { minSeconds: 20, maxSeconds: 60, maxEvents: 500 };

/** The pace a sandbox option asks for: `true` the default one, an object the default with its changes. */
export const demoPaceOf = (demo: boolean | Partial<DemoActivityOptions>): DemoActivityOptions => ({
  ...defaultDemoPace,
  ...(typeof demo === 'object' ? demo : {}),
});

/** Deterministic pseudo-random numbers (mulberry32) so a demo run can be replayed with the same seed. */
export function seededRandom(seed: number): () => number {
  let value = seed >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let t = value;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Calls `act` every minSeconds–maxSeconds (a random wait each time) until it has acted maxEvents
 * times; `act` answers whether something happened, since a buyer finds nothing to do in an empty
 * shop. Answers the function that stops it.
 */
export function everyNowAndThen(random: () => number, pace: DemoActivityOptions, act: () => boolean): () => void {
  let events = 0;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (events >= pace.maxEvents) return;
    const seconds = pace.minSeconds + random() * (pace.maxSeconds - pace.minSeconds);
    timer = setTimeout(() => {
      if (act()) events += 1;
      schedule();
    }, seconds * 1000);
  };
  schedule();
  return () => clearTimeout(timer);
}
