import ViewListIcon from '@mui/icons-material/ViewList';
import type { ResourceScreens } from '../../app/feature';
import { lazyScreen } from '../../app/lazyScreen';
import { channelListings } from '../../../resources/inventory/channelListings';

/** /publicaciones: every marketplace's publications in one list, loaded on first visit. */
export const channelListingScreens: ResourceScreens = {
  name: channelListings.name,
  list: lazyScreen(() => import('./ChannelListingList')),
  icon: ViewListIcon,
  recordRepresentation: 'title',
};
