import InventoryIcon from '@mui/icons-material/Inventory2';
import type { ResourceScreens } from '../../../app/feature';
import { lazyScreen } from '../../../app/lazyScreen';
import { amazonListingsResource } from './amazonListingsResource';

/** /amazon/publicaciones: the account's listings of our products. Loaded on first visit. */
export const amazonPublications: ResourceScreens = {
  name: amazonListingsResource,
  list: lazyScreen(() => import('./AmazonListingList')),
  icon: InventoryIcon,
  recordRepresentation: 'sku',
};
