import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SearchDataProvider } from './searchCalls';
import { useDebouncedValue } from './useDebouncedValue';

/** Shorter texts match too much to be worth a request. */
export const minimumSearchLength = 2;

/** The results for what the seller typed, asked once typing pauses; the previous ones stay shown meanwhile. */
export const useSearchResults = (text: string, debounceMs: number) => {
  const dataProvider = useDataProvider<SearchDataProvider>();
  const settled = useDebouncedValue(text.trim(), debounceMs);
  const enabled = settled.length >= minimumSearchLength;
  const query = useQuery({
    queryKey: ['globalSearch', settled],
    queryFn: () => dataProvider.searchEverywhere(settled),
    enabled,
    placeholderData: keepPreviousData,
  });
  return {
    results: enabled ? (query.data ?? []) : [],
    searching: enabled && (query.isFetching || settled !== text.trim()),
    failed: enabled && query.isError,
  };
};
