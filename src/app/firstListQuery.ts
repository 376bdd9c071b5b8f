import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { ResourceScreens } from './feature';

interface Opening {
  readonly pathname: string;
  readonly search: string;
}

/**
 * Starts the first list query of the address the page opens on, before the first render: otherwise
 * it leaves only once the entry has run, the screen's code has loaded and the list has rendered,
 * and the rows wait for that request and one more render. The query lands in react-admin's cache
 * under the key react-admin's `useGetList` reads (`[resource, 'getList', {pagination, sort,
 * filter, meta}]`, holding `{data, total, pageInfo, meta}`), so the list's first render has its
 * rows; the list then refreshes them in the background, as it does on every visit.
 */
export const startFirstListQuery = (
  { pathname, search }: Opening,
  resources: readonly ResourceScreens[],
  queryClient: QueryClient,
  dataProvider: DataProvider,
): void => {
  const resource = resources.find(({ name }) => pathname === `/${name}`);
  if (!resource?.firstQuery) return;
  const { pagination, sort, filter } = resource.firstQuery(search);
  void queryClient.prefetchQuery({
    queryKey: [resource.name, 'getList', { pagination, sort, filter, meta: undefined }],
    queryFn: async () => {
      const { data, total, pageInfo, meta } = await dataProvider.getList(resource.name, { pagination, sort, filter });
      return { data, total, pageInfo, meta };
    },
  });
};
