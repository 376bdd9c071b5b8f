import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceScreens } from '../../../app/feature';
import { lazyScreen } from '../../../app/lazyScreen';
import { publicationsResource } from './publicationsResource';

/**
 * /mercadolibre/publicaciones, its sheet at /mercadolibre/publicaciones/{id} (react-admin's edit
 * route, where the sheet's address is) and the "Publicar en Mercado Libre" flow; loaded
 * on first visit.
 */
export const mercadoLibrePublications: ResourceScreens = {
  name: publicationsResource,
  list: lazyScreen(() => import('./PublicationList')),
  edit: lazyScreen(() => import('./PublicationSheet')),
  create: lazyScreen(() => import('../publicationCreate/PublicationCreate')),
  icon: StorefrontIcon,
  recordRepresentation: 'title',
};
