import type { RaRecord } from 'react-admin';
import type { SalesChannelCode } from '../../../resources/inventory/channelListings';

/**
 * Where a publication of the general list opens: its marketplace's own screen, where it is changed.
 * MercadoLibre's has a sheet per publication; Amazon's list shows the listing found by its SKU.
 */
const channelListingPaths: Readonly<Record<SalesChannelCode, (row: RaRecord) => string>> = {
  mercadolibre: (row) => `/mercadolibre/publicaciones/${row.record_id}`,
  amazon: (row) => `/amazon/publicaciones?${new URLSearchParams({ filter: JSON.stringify({ busqueda: row.listing_id }) })}`,
};

export const channelListingPath = (row: RaRecord): string => channelListingPaths[row.channel as SalesChannelCode](row);
