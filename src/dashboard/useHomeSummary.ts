import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { homeSummaryQuery } from './homeSummaryQuery';

/** A reading younger than this is not sent again as the page mounts: the one the app started at sign-in, a moment before. */
const freshFor = 10_000;

/** The home page's figures, re-read every minute. One quick retry, then the page says the figures are missing until the next reading. */
export const useHomeSummary = () => {
  const dataProvider = useDataProvider();
  return useQuery({ ...homeSummaryQuery(dataProvider), staleTime: freshFor, refetchInterval: 60_000, retry: 1 });
};
