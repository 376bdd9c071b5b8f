import type { MessageTree } from '../i18n/deepMerge';
import { deepMerge } from '../i18n/deepMerge';
import type { HttpClient } from '../providers/httpClient';
import type { Feature, PageRoute, RegistryEntry, ResourceScreens } from './feature';

/** The pieces the app, the menu, i18n and the data provider take from the feature list. */

export const menuEntriesOf = (features: readonly Feature[]): RegistryEntry[] => features.flatMap((feature) => feature.entries ?? []);

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

export const dashboardOf = (features: readonly Feature[]) => features.find((feature) => feature.dashboard)?.dashboard;

export const resourceAliasesOf = (features: readonly Feature[]): Readonly<Record<string, string>> =>
  Object.assign({}, ...features.map((feature) => feature.resourceAliases ?? {}));

export const callsOf = (features: readonly Feature[], http: HttpClient): object =>
  Object.assign({}, ...features.map((feature) => feature.calls?.(http) ?? {}));

export const messagesOf = (features: readonly Feature[], language: 'es' | 'en'): MessageTree =>
  deepMerge({}, ...features.map((feature) => feature.messages?.[language] ?? {}));
