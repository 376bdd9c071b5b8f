import type { Messages } from '../../i18n/messageShape';
import type { searchMessagesEs } from './searchMessagesEs';

/** English strings of the top bar's search; typed by the Spanish ones so a missing key does not compile. */
export const searchMessagesEn: Messages<typeof searchMessagesEs> = {
  app: {
    search: {
      label: 'Search everything',
      placeholder: 'Search products, orders, customers…',
      open: 'Open search',
      results: 'Search results',
      searching: 'Searching…',
      nothing_found: 'Nothing found',
      failed: 'The search failed; please try again',
      kinds: {
        product: 'Products',
        order: 'Orders',
        customer: 'Customers',
        mercadolibre_publication: 'Mercado Libre listings',
        amazon_listing: 'Amazon listings',
      },
    },
  },
};
