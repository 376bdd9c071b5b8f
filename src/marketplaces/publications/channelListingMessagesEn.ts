import type { Messages } from '../../i18n/messageShape';
import type { channelListingLabelsEs, channelListingMessagesEs } from './channelListingMessagesEs';

/** English labels of the general publications list's fields. */
export const channelListingLabelsEn: Messages<typeof channelListingLabelsEs> = {
  name: 'Listing |||| Listings',
  fields: {
    id: 'ID',
    channel: 'Marketplace',
    record_id: 'Record',
    account_id: 'Account',
    listing_id: 'Marketplace ID',
    product_id: 'Product',
    title: 'Title',
    status: 'Marketplace status',
    state: 'Status',
    price: 'Price',
    available_quantity: 'Available',
    sync_state: 'Stock',
    link: 'Link',
    updated_at: 'Updated',
  },
};

/** English words of the general publications list. */
export const channelListingMessagesEn: Messages<typeof channelListingMessagesEs> = {
  channels: { mercadolibre: 'Mercado Libre', amazon: 'Amazon' },
  states: {
    on_sale: 'On sale',
    not_buyable: 'Paused or out of stock',
    attention: 'Needs attention',
    draft: 'Not published',
    ended: 'Ended',
  },
  available: '%{smart_count} available',
};
