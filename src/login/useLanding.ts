import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useDataProvider, useLocation } from 'react-admin';
import { openingScreensOf } from '../app/composeFeatures';
import { useFeatures } from '../app/FeaturesContext';
import { openSession } from '../app/firstQuery';
import { preloadScreenAt } from '../app/lazyScreen';
import { tokenStore } from '../providers/tokenStore';

/** The address a signed-out visitor was sent to sign in from, as the session gate leaves it. */
interface SentFrom {
  readonly nextPathname?: string;
  readonly nextSearch?: string;
}

/**
 * The page the seller lands on after signing in (the one they were sent from, else the home page),
 * opened as a stored session's first page is at start: its code is fetched while they type, and the
 * session's answers and the page's first query are in as soon as the session is stored, before the
 * landing page's first render.
 */
export const useLanding = () => {
  const { state } = useLocation();
  const { nextPathname = '/', nextSearch = '' } = (state ?? {}) as SentFrom;
  const features = useFeatures();
  const screens = useMemo(() => openingScreensOf(features), [features]);
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  useEffect(() => preloadScreenAt(nextPathname, screens), [nextPathname, screens]);
  const open = useCallback(() => {
    const session = tokenStore.read();
    if (session) openSession(session, { pathname: nextPathname, search: nextSearch }, screens, queryClient, dataProvider);
  }, [nextPathname, nextSearch, screens, queryClient, dataProvider]);
  return { address: nextPathname + nextSearch, open };
};
