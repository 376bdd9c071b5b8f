import type { Feature } from '../app/feature';
import { GlobalSearch } from './GlobalSearch';
import { searchMessagesEs } from './i18n/searchMessagesEs';
import { createSearchCalls } from './searchCalls';

/** The top bar's search over products, orders, customers and MercadoLibre publications. */
export const searchFeature: Feature = {
  id: 'search',
  calls: createSearchCalls,
  appBarItems: [GlobalSearch],
  messages: { es: searchMessagesEs, en: () => import('./i18n/searchMessagesEn').then((module) => module.searchMessagesEn) },
};
