import BarChartIcon from '@mui/icons-material/BarChart';
import InfoIcon from '@mui/icons-material/Info';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { catalogueEntries } from './catalogue';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { mercadoLibrePublications } from './marketplaces/mercadolibre/publications';
import { notificationRoutes } from './notifications';
import { aboutRoutes } from './system';
import { tasks } from './tasks';
import { uploadRoutes } from './uploads';
import type { MenuSection, RegistryEntry } from './registryTypes';
import { settingsRoutes } from './settings';
import { users } from './users';

export type { MenuSection, PageRoute, RegistryEntry, ResourceScreens } from './registryTypes';

export const menuSections: readonly MenuSection[] = ['general', 'erp', 'ecommerce'];

/**
 * Every feature registers here once: App derives the Resources and routes from it and the side
 * menu its entries. Later features (products, marketplaces…) add their lines under ERP / E-COMMERCE.
 */
export const registry: readonly RegistryEntry[] = [
  { id: 'statistics', section: 'general', label: 'app.menu.statistics', icon: BarChartIcon, to: '/' },
  { id: 'usuarios', section: 'general', label: 'resources.usuarios.name', icon: users.icon, to: '/usuarios', resource: users },
  { id: 'tareas', section: 'general', label: 'app.menu.tasks', icon: tasks.icon, to: '/tareas', resource: tasks },
  { id: 'notificaciones', section: 'general', label: 'app.menu.notifications', icon: NotificationsIcon, to: '/notificaciones', routes: notificationRoutes },
  { id: 'uploads', section: 'general', label: 'app.menu.uploads', icon: CloudUploadIcon, to: '/images/upload', routes: uploadRoutes },
  { id: 'about', section: 'general', label: 'app.menu.about', icon: InfoIcon, to: '/about', routes: aboutRoutes },
  ...catalogueEntries,
  { id: 'configuracion', section: 'general', label: 'app.menu.settings', icon: SettingsIcon, to: '/configuracion', routes: settingsRoutes },
  {
    id: 'mercadolibre',
    section: 'ecommerce',
    label: 'app.menu.mercadolibre',
    icon: StorefrontIcon,
    children: [
      {
        id: 'mercadolibre-publicaciones',
        section: 'ecommerce',
        label: 'app.menu.mercadolibre_publications',
        icon: mercadoLibrePublications.icon,
        to: '/mercadolibre/publicaciones',
        resource: mercadoLibrePublications,
      },
    ],
  },
];
