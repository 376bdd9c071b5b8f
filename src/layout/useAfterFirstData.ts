import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** The longest deferred parts wait, on a page that asks for no data or never settles. */
const LONGEST_WAIT_MS = 3000;

/**
 * False until the page's first data has arrived, no other is on its way, and the browser has had an
 * idle moment after rendering it, so parts that can wait (the top bar's widgets, their code and
 * their requests) do not compete with the first screen. A page whose data fails or keeps loading
 * shows them after the longest wait.
 */
export const useAfterFirstData = (): boolean => {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    // react-admin's session checks are queries too (keys starting with 'auth'); they are not data.
    const hasData = () => queryClient.getQueryCache().getAll().some((query) => query.queryKey[0] !== 'auth' && query.state.status === 'success');
    const settled = () => hasData() && queryClient.isFetching() === 0;
    let cancelIdle: (() => void) | undefined;
    // Checked again once idle: the screen may have asked for its own data meanwhile.
    const onIdle = () => {
      cancelIdle = undefined;
      if (settled()) setReady(true);
    };
    const whenIdle = () => {
      if (cancelIdle) return;
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(onIdle);
        cancelIdle = () => cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(onIdle, 0);
        cancelIdle = () => window.clearTimeout(timer);
      }
    };
    if (settled()) whenIdle();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (settled()) whenIdle();
    });
    const fallback = window.setTimeout(() => setReady(true), LONGEST_WAIT_MS);
    return () => {
      unsubscribe();
      window.clearTimeout(fallback);
      cancelIdle?.();
    };
  }, [queryClient, ready]);
  return ready;
};
