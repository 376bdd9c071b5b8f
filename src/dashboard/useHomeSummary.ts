import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { homeSummaryQuery } from './homeSummaryQuery';

/** The home page's figures, re-read every minute. One quick retry, then the page says the figures are missing until the next reading. */
export const useHomeSummary = () => {
  const dataProvider = useDataProvider();
  return useQuery({ ...homeSummaryQuery(dataProvider), refetchInterval: 60_000, retry: 1 });
};
