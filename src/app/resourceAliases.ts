import type { Feature } from './feature';

/** The react-admin resource names whose declaration has another name, from every feature. */
export const resourceAliasesOf = (features: readonly Feature[]): Readonly<Record<string, string>> =>
  Object.assign({}, ...features.map((feature) => feature.resourceAliases ?? {}));
