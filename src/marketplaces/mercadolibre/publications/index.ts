import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import type { ResourceScreens } from '../../../app/feature';
import { publicationsResource } from './publicationsResource';

/**
 * /mercadolibre/publicaciones, its sheet at /mercadolibre/publicaciones/{id} (react-admin's edit
 * route, where the sheet's address is) and the "Publicar en Mercado Libre" flow; loaded
 * on first visit.
 */
export const mercadoLibrePublications: ResourceScreens = {
  name: publicationsResource,
  list: lazy(() => import('./PublicationList')),
  edit: lazy(() => import('./PublicationSheet')),
  create: lazy(() => import('../publicationCreate/PublicationCreate')),
  icon: StorefrontIcon,
  recordRepresentation: 'title',
};
