import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SearchDataProvider } from './searchCalls';
import { useDebouncedValue } from './useDebouncedValue';

/** Shorter texts match too much to be worth a request. */
export const minimumSearchLength = 2;

/**
 * The results for what the seller typed, asked once typing pauses. Only the answer to the text as
 * it is now is shown: Enter must never open a result of an earlier text.
 */
export const useSearchResults = (text: string, debounceMs: number) => {
  const dataProvider = useDataProvider<SearchDataProvider>();
  const current = text.trim();
  const settled = useDebouncedValue(current, debounceMs);
  const enabled = settled.length >= minimumSearchLength;
  const query = useQuery({
    queryKey: ['globalSearch', settled],
    queryFn: () => dataProvider.searchEverywhere(settled),
    enabled,
  });
  const upToDate = enabled && settled === current;
  return {
    results: upToDate ? (query.data ?? []) : [],
    searching: current.length >= minimumSearchLength && (!upToDate || query.isFetching),
    failed: upToDate && query.isError,
  };
};
