import { type ComponentType, createElement, lazy, memo } from 'react';
import type { ResourceScreens } from './feature';

/** A screen loaded on first visit, whose code can also be fetched before it renders. */
export type PreloadableScreen = ComponentType & { readonly preload?: () => Promise<unknown> };

/**
 * A screen whose code is fetched on first use (or earlier, by `preload`). Once its code is in it
 * renders at once: React's `lazy` suspends on its first render even then, and React holds a screen
 * that suspended back until 300 ms after the last loading state it showed. A screen takes no props,
 * so it renders again only when what it reads changes, not each time react-admin's routes do (they
 * render the whole page again several times while the app starts).
 */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>): PreloadableScreen => {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Suspending = lazy(preload);
  const Screen = memo(() => createElement(loaded ?? Suspending));
  return Object.assign(Screen, { preload });
};

/**
 * Fetches the list screen of the address the page opens on, while the entry still runs: otherwise
 * its files are only asked for after the first render. Settles once its code is in (or failed to
 * load, which the screen then shows as it would), at once for an address that is no list.
 */
export const preloadListAt = async (pathname: string, resources: readonly ResourceScreens[]): Promise<void> => {
  const list: PreloadableScreen | undefined = resources.find(({ name }) => pathname === `/${name}`)?.list;
  await list?.preload?.().catch(() => undefined);
};
