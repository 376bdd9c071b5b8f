import ViewListIcon from '@mui/icons-material/ViewList';
import { lazy } from 'react';
import type { ResourceScreens } from '../../app/feature';
import { channelListings } from '../../../resources/inventory/channelListings';

/** /publicaciones: every marketplace's publications in one list, loaded on first visit. */
export const channelListingScreens: ResourceScreens = {
  name: channelListings.name,
  list: lazy(() => import('./ChannelListingList')),
  icon: ViewListIcon,
  recordRepresentation: 'title',
};
