import { vi } from 'vitest';

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * A moment to fake `Date` from, away from midnight (UTC): now, unless it falls within half an hour
 * before midnight or five minutes after it, then five minutes after that midnight. Tests that write records of
 * "today" and then read a day's figures back must not see the day change between the two; and Amazon dates no
 * service fee, so a payment round reads the account's fees day by day and cannot ask for a day in its first two
 * minutes, by design. Forward only: a request budget counts on a clock that never goes back.
 */
function clearOfMidnight(): number {
  const now = Date.now();
  const intoDay = now % day;
  if (intoDay < 5 * minute) return now - intoDay + 5 * minute;
  if (intoDay > day - 30 * minute) return now - intoDay + day + 5 * minute;
  return now;
}

/** Fakes `Date`, advancing with real time, from `clearOfMidnight()`; `vi.useRealTimers()` gives the real clock back. */
export function fakeDateClearOfMidnight(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: clearOfMidnight(), shouldAdvanceTime: true });
}
