import type { ComponentType } from 'react';

/** What a feature hands to the registry; features import these types, never the registry itself. */

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
