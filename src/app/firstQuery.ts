import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { seedSessionAnswers } from '../providers/sessionAnswers';
import type { StoredSession } from '../providers/tokenStore';
import type { OpeningQuery, OpeningScreens } from './feature';
import { screenAt } from './screenAt';

interface Opening {
  readonly pathname: string;
  readonly search: string;
}

/** The first reading of the screen at an address, when the screen says it in advance. */
const firstQueryAt = ({ pathname, search }: Opening, screens: OpeningScreens, dataProvider: DataProvider): OpeningQuery | undefined => {
  const resource = screenAt(pathname, screens);
  if (resource === 'home') return screens.dashboardQuery?.(dataProvider);
  if (!resource?.firstQuery) return undefined;
  const { pagination, sort, filter } = resource.firstQuery(search);
  // react-admin's `useGetList` reads `[resource, 'getList', {pagination, sort, filter, meta}]`, holding `{data, total, pageInfo, meta}`.
  return {
    queryKey: [resource.name, 'getList', { pagination, sort, filter, meta: undefined }],
    queryFn: async () => {
      const { data, total, pageInfo, meta } = await dataProvider.getList(resource.name, { pagination, sort, filter });
      return { data, total, pageInfo, meta };
    },
  };
};

/**
 * Starts the first query of the screen at the address a signed-in session opens on (the page's
 * address at start, the landing page after signing in), before the first render: otherwise it
 * leaves only once the screen's code has loaded and the screen has rendered, and the figures wait
 * for that request and one more render. The query lands in react-admin's cache under the key the
 * screen reads, so its first render has them; the screen then refreshes them in the background, as
 * it does on every visit.
 */
export const startFirstQuery = (opening: Opening, screens: OpeningScreens, queryClient: QueryClient, dataProvider: DataProvider): void => {
  const query = firstQueryAt(opening, screens, dataProvider);
  if (query) void queryClient.prefetchQuery(query);
};

/**
 * Opens a signed-in session at an address (a stored session as the app starts, a new one as the
 * seller signs in): the session's answers and the screen's first query are in react-admin's cache
 * before the screen's first render.
 */
export const openSession = (session: StoredSession, opening: Opening, screens: OpeningScreens, queryClient: QueryClient, dataProvider: DataProvider): void => {
  seedSessionAnswers(queryClient, session);
  startFirstQuery(opening, screens, queryClient, dataProvider);
};
