import type { OpeningScreens, ResourceScreens } from './feature';

/**
 * The screen an address opens, among those the app can prepare before the first render reaches
 * them: the home page at `/`, a resource's list at its own path. Any other address (a record, a
 * form, a page) is left to render as it comes.
 */
export const screenAt = (pathname: string, { resources }: OpeningScreens): 'home' | ResourceScreens | undefined =>
  pathname === '/' ? 'home' : resources.find(({ name }) => pathname === `/${name}`);
