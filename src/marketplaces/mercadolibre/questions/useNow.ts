import { useEffect, useState } from 'react';

/** The current time, moved on every `intervalMs`: the questions' ages keep counting while the screen is open. */
export const useNow = (intervalMs = 60_000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
};
