import type { MessageTree } from '../i18n/deepMerge';
import { deepMerge } from '../i18n/deepMerge';
import type { HttpClient } from '../providers/httpClient';
import type { Feature, OpeningScreens, PageRoute, RegistryEntry, ResourceScreens } from './feature';
import { genericScreensOf } from './genericScreens';

/** The pieces the app, the menu, i18n and the data provider take from the feature list. */

const declaredEntries = new WeakMap<Feature, RegistryEntry[]>();

/** A menu entry with the generic screens for each of the feature's declarations that has a menu hint; built once per feature. */
const declaredEntriesOf = (feature: Feature): RegistryEntry[] => {
  const known = declaredEntries.get(feature);
  if (known) return known;
  const entries = (feature.declarations ?? []).flatMap((declaration): RegistryEntry[] => {
    const { name, menu } = declaration;
    if (!menu) return [];
    const resource = genericScreensOf(declaration, feature.screens?.[name]);
    return [{ id: name, section: menu.section, label: `resources.${name}.name`, icon: resource.icon, order: menu.order, to: `/${name}`, resource }];
  });
  declaredEntries.set(feature, entries);
  return entries;
};

const menuRank = (entry: RegistryEntry) => entry.order ?? Number.MAX_SAFE_INTEGER;

/** Every feature's entries, its declared resources' included, by their `order`, then in feature-list order. */
export const menuEntriesOf = (features: readonly Feature[]): RegistryEntry[] =>
  features.flatMap((feature) => [...(feature.entries ?? []), ...declaredEntriesOf(feature)]).sort((a, b) => menuRank(a) - menuRank(b));

/** Menu groups (e.g. Mercado Libre) hold their screens in their children. */
const withChildren = (entry: RegistryEntry): RegistryEntry[] => [entry, ...(entry.children ?? []).flatMap(withChildren)];

export const resourcesOf = (features: readonly Feature[]): ResourceScreens[] =>
  menuEntriesOf(features)
    .flatMap(withChildren)
    .flatMap((entry) => (entry.resource ? [entry.resource] : []));

export const pageRoutesOf = (features: readonly Feature[]): PageRoute[] =>
  menuEntriesOf(features)
    .flatMap(withChildren)
    .flatMap((entry) => entry.routes ?? []);

/** The resources' screens and the home page (the first feature that has one provides it), with what the app may start for them early. */
export const openingScreensOf = (features: readonly Feature[], resources = resourcesOf(features)): OpeningScreens => {
  const home = features.find((feature) => feature.dashboard);
  return { resources, dashboard: home?.dashboard, dashboardQuery: home?.dashboardQuery };
};

export const callsOf = (features: readonly Feature[], http: HttpClient): object => Object.assign({}, ...features.map((feature) => feature.calls?.(http) ?? {}));

/** Every feature's Spanish strings in one tree. */
export const spanishMessagesOf = (features: readonly Feature[]): MessageTree => deepMerge({}, ...features.map((feature) => feature.messages?.es ?? {}));

/** Every feature's English strings in one tree, each feature's loaded on this first call. */
export const englishMessagesOf = async (features: readonly Feature[]): Promise<MessageTree> =>
  deepMerge({}, ...(await Promise.all(features.map((feature) => feature.messages?.en() ?? {}))));
