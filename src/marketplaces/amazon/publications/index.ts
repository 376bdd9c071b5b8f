import InventoryIcon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';
import type { ResourceScreens } from '../../../app/feature';
import { amazonListingsResource } from './amazonListingsResource';

/** /amazon/publicaciones: the account's listings of our products. Loaded on first visit. */
export const amazonPublications: ResourceScreens = {
  name: amazonListingsResource,
  list: lazy(() => import('./AmazonListingList')),
  icon: InventoryIcon,
  recordRepresentation: 'sku',
};
