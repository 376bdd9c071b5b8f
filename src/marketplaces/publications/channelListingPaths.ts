import type { RaRecord } from 'react-admin';
import { amazonListingPath } from '../../../resources/amazon/listings';
import type { SalesChannelCode } from '../../../resources/inventory/channelListings';
import { publicationSheetPath } from '../../../resources/mercadolibre/contract';

/**
 * Where a publication of the general list opens: its marketplace's own screen, where it is changed.
 * MercadoLibre's has a sheet per publication; Amazon's list shows the listing found by its SKU.
 */
const channelListingPaths: Readonly<Record<SalesChannelCode, (row: RaRecord) => string>> = {
  mercadolibre: (row) => publicationSheetPath(Number(row.record_id)),
  amazon: (row) => amazonListingPath(String(row.listing_id)),
};

export const channelListingPath = (row: RaRecord): string => channelListingPaths[row.channel as SalesChannelCode](row);
