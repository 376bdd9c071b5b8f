import BarChartIcon from '@mui/icons-material/BarChart';
import InfoIcon from '@mui/icons-material/Info';
import type { ComponentType } from 'react';
import { aboutRoutes } from './system';
import { users } from './users';

export type MenuSection = 'general' | 'erp' | 'ecommerce';

/** react-admin screens of one declared resource (lazy components are fine). */
export interface ResourceScreens {
  readonly name: string;
  readonly list?: ComponentType;
  readonly create?: ComponentType;
  readonly edit?: ComponentType;
  readonly show?: ComponentType;
  readonly icon: ComponentType;
  readonly recordRepresentation?: string;
}

/** A page outside the resources, rendered inside the layout. */
export interface PageRoute {
  readonly path: string;
  readonly component: ComponentType;
}

export interface RegistryEntry {
  readonly id: string;
  readonly section: MenuSection;
  /** i18n key of the menu label. */
  readonly label: string;
  readonly icon: ComponentType;
  /** Menu target; an entry without one (and without children) leads to /404 (SPEC.md section 2). */
  readonly to?: string;
  readonly children?: readonly RegistryEntry[];
  readonly resource?: ResourceScreens;
  readonly routes?: readonly PageRoute[];
}

export const menuSections: readonly MenuSection[] = ['general', 'erp', 'ecommerce'];

/**
 * Every feature registers here once: App derives the Resources and routes from it and the side
 * menu its entries. Later features (products, marketplaces…) add their lines under ERP / E-COMMERCE.
 */
export const registry: readonly RegistryEntry[] = [
  { id: 'statistics', section: 'general', label: 'app.menu.statistics', icon: BarChartIcon, to: '/' },
  { id: 'usuarios', section: 'general', label: 'resources.usuarios.name', icon: users.icon, to: '/usuarios', resource: users },
  { id: 'about', section: 'general', label: 'app.menu.about', icon: InfoIcon, to: '/about', routes: aboutRoutes },
];
