import { type ComponentType, type FunctionComponent, memo, useEffect, useState } from 'react';
import { Loading } from 'react-admin';
import type { OpeningScreens } from './feature';
import { screenAt } from './screenAt';

/** A screen loaded on first visit, whose code can also be fetched before it renders. */
export type PreloadableScreen = FunctionComponent & { readonly preload: () => Promise<unknown> };

/** A screen's code once it has arrived, or why it could not. */
type Arrival = { readonly screen?: ComponentType; readonly error?: unknown };

/**
 * A screen whose code is fetched on first use, or earlier (`preload`). It renders at once when its
 * code is in, and until then shows react-admin's loading state itself rather than suspending: React
 * holds back a screen that suspended until 300 ms after the loading state it showed, so a first
 * page would show its list that long after its code arrived. A screen takes no props, so it renders
 * again only when what it reads changes, not each time react-admin's routes render (several times
 * while the app starts). Code that fails to load is thrown to the layout's error boundary.
 */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>): PreloadableScreen => {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () => (loading ??= load().then(({ default: screen }) => (loaded = screen)));
  const Screen = memo(() => {
    const [arrival, setArrival] = useState<Arrival>(() => ({ screen: loaded }));
    useEffect(() => {
      if (arrival.screen) return;
      let mounted = true;
      preload().then(
        (screen) => mounted && setArrival({ screen }),
        (error: unknown) => mounted && setArrival({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [arrival.screen]);
    if ('error' in arrival) throw arrival.error;
    const Loaded = arrival.screen;
    return Loaded ? <Loaded /> : <Loading />;
  });
  return Object.assign(Screen, { preload });
};

/**
 * Starts fetching the screen of an address (the home page at `/`, a list at its own path) before
 * the first render reaches it: the page's address while the entry still runs, the landing page
 * while the seller signs in. A failure is left for the screen to show when it renders.
 */
export const preloadScreenAt = (pathname: string, screens: OpeningScreens): void => {
  const at = screenAt(pathname, screens);
  const screen = at === 'home' ? screens.dashboard : at?.list;
  if (screen && 'preload' in screen) (screen as PreloadableScreen).preload().catch(() => undefined);
};
