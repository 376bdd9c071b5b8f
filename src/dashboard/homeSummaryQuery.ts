import type { DataProvider } from 'react-admin';
import type { HomeSummary } from '../../resources/homeSummary';
import type { OpeningQuery } from '../app/feature';
import type { HomeCalls } from './homeCalls';

/**
 * The home page's figures for the browser's time zone, so "today" is the seller's day: one key and
 * one call for the page's own reading and for the one the app starts while the page's code loads.
 */
export const homeSummaryQuery = (dataProvider: DataProvider): OpeningQuery<HomeSummary> => {
  const utcOffset = -new Date().getTimezoneOffset();
  return {
    queryKey: ['home', 'summary', utcOffset],
    queryFn: () => (dataProvider as DataProvider & HomeCalls).getHomeSummary(utcOffset),
  };
};
