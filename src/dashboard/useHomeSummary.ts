import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { HomeCalls } from './homeCalls';

/**
 * The home page's figures, for the browser's time zone so "today" is the seller's day; re-read every
 * minute. One quick retry, then the page says the figures are missing until the next reading.
 */
export const useHomeSummary = () => {
  const dataProvider = useDataProvider<DataProvider & HomeCalls>();
  const utcOffset = -new Date().getTimezoneOffset();
  return useQuery({
    queryKey: ['home', 'summary', utcOffset],
    queryFn: () => dataProvider.getHomeSummary(utcOffset),
    refetchInterval: 60_000,
    retry: 1,
  });
};
