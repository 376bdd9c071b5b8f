import type { ComponentType, ReactNode } from 'react';
import type { DashboardComponent, DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { MenuHint, ResourceDeclaration } from '../../resources';
import type { MessageTree } from '../i18n/deepMerge';
import type { HttpClient } from '../providers/httpClient';

/**
 * What one browser feature hands to the app. Features import these types; the plumbing (providers,
 * i18n, layout, schema-ui, app) receives the features from the single list in `src/features.ts` and
 * never imports a feature itself, so adding a feature is one folder plus one line in that list.
 */

export type MenuSection = MenuHint['section'];

/** react-admin screens of one declared resource (lazy components are fine). */
export interface ResourceScreens {
  readonly name: string;
  readonly list?: ComponentType;
  readonly create?: ComponentType;
  readonly edit?: ComponentType;
  readonly show?: ComponentType;
  readonly icon: ComponentType;
  /** How a record is named in its page's title and in references: a field holding text, or words made from the record. */
  readonly recordRepresentation?: string | ((record: RaRecord) => string);
  /**
   * The query the list screen makes first at an address, for a list whose parameters come from the
   * address alone: the app starts it while the screen's code loads (see `firstQuery.ts`).
   */
  readonly firstQuery?: (search: string) => FirstListQuery;
}

/** A list's page, order and filters, as react-admin's `getList` receives them. */
export type FirstListQuery = Required<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>;

/** A screen's first reading, under the cache key the screen itself reads. */
export interface OpeningQuery<Data = unknown> {
  readonly queryKey: readonly unknown[];
  readonly queryFn: () => Promise<Data>;
}

/** What the app may start for the screen an address opens before the first render reaches it. */
export interface OpeningScreens {
  readonly resources: readonly ResourceScreens[];
  readonly dashboard?: DashboardComponent;
  readonly dashboardQuery?: (dataProvider: DataProvider) => OpeningQuery;
}

/** Screens a feature puts in place of the generic ones of a declared resource; the others stay generic. */
export type ScreenOverrides = Partial<Pick<ResourceScreens, 'list' | 'create' | 'edit' | 'show'>>;

/** A page outside the resources, rendered inside the layout. */
export interface PageRoute {
  readonly path: string;
  readonly component: ComponentType;
}

/** One line of the side menu, with the screens and pages it opens. */
export interface RegistryEntry {
  readonly id: string;
  readonly section: MenuSection;
  /** i18n key of the menu label. */
  readonly label: string;
  readonly icon: ComponentType;
  /** Position within its section, lowest first; entries without one follow in their features' order. */
  readonly order?: number;
  /** Menu target; an entry without one (and without children) leads to /404. */
  readonly to?: string;
  readonly children?: readonly RegistryEntry[];
  readonly resource?: ResourceScreens;
  readonly routes?: readonly PageRoute[];
}

/** A feature's strings; both languages must hold the same keys. */
export interface FeatureMessages {
  readonly es: MessageTree;
  /** Loaded when the seller first reads the app in English: the first page carries only Spanish. */
  readonly en: () => Promise<MessageTree>;
}

export interface Feature {
  readonly id: string;
  /** Its side-menu entries with their own screens, in menu order within their section. */
  readonly entries?: readonly RegistryEntry[];
  /**
   * The declared resources it owns. Each one with a menu hint gets a menu entry and the generic
   * List/Create/Edit/Show (List and Show only when read-only), its labels coming from this
   * feature's messages; a resource with screens of its own has no hint and an entry above instead.
   */
  readonly declarations?: readonly ResourceDeclaration[];
  /** Its own screens for some of those declarations, by resource name, e.g. a tree instead of a table. */
  readonly screens?: Readonly<Record<string, ScreenOverrides>>;
  /** The home page; the first feature that has one provides it. */
  readonly dashboard?: DashboardComponent;
  /** The home page's first reading: the app starts it while the page's code loads, as a list's `firstQuery`. */
  readonly dashboardQuery?: (dataProvider: DataProvider) => OpeningQuery;
  readonly messages?: FeatureMessages;
  /** Named dataProvider methods beyond the generic calls, each built on the shared HTTP client. */
  readonly calls?: (http: HttpClient) => object;
  /** react-admin resource names whose declaration has another name (the URL differs from it). */
  readonly resourceAliases?: Readonly<Record<string, string>>;
  /** Widgets shown in the top bar, left of the profile menu (lazy components are fine). */
  readonly appBarItems?: readonly ComponentType[];
  /**
   * Where a catalogue product is listed on this feature's marketplace, with the way to publish it
   * there: one section of the product sheet, rendered inside the product's record context.
   */
  readonly productListings?: ComponentType;
  /** Wraps every page inside the layout (e.g. a loader that must finish before the screens show). */
  readonly frame?: ComponentType<{ children: ReactNode }>;
}
