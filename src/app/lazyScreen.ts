import { lazy, type ComponentType } from 'react';
import type { ResourceScreens } from './feature';

/** A screen loaded on first visit, whose code can also be fetched before it renders. */
export type PreloadableScreen = ComponentType & { readonly preload?: () => Promise<unknown> };

export const lazyScreen = (load: () => Promise<{ default: ComponentType }>): PreloadableScreen => Object.assign(lazy(load), { preload: load });

/**
 * Starts fetching the list screen of the address the page opens on, while the entry still renders
 * and checks the session: otherwise its files are only asked for after that first render.
 */
export const preloadListAt = (pathname: string, resources: readonly ResourceScreens[]): void => {
  const list: PreloadableScreen | undefined = resources.find(({ name }) => pathname === `/${name}`)?.list;
  void list?.preload?.();
};
