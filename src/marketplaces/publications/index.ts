import ViewListIcon from '@mui/icons-material/ViewList';
import type { ResourceScreens } from '../../app/feature';
import { channelListings } from '../../../resources/inventory/channelListings';
import { lazyScreen } from '../../app/lazyScreen';

/** /publicaciones: every marketplace's publications in one list, loaded on first visit. */
export const channelListingScreens: ResourceScreens = {
  name: channelListings.name,
  list: lazyScreen(() => import('./ChannelListingList')),
  icon: ViewListIcon,
  recordRepresentation: 'title',
};
