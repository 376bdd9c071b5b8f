import type { ResourceDeclaration } from './types';

/**
 * A filter's name as declared now: a former one (named by an address bookmarked or a list's settings
 * stored by an earlier version) is read as the filter that replaced it.
 */
export const currentFilterName = (resource: ResourceDeclaration, name: string): string => resource.formerFilters?.[name] ?? name;

/**
 * Whether `POST {base}q/` of the resource filters by a name as declared now: the search, the key, a
 * filterable field or a reference, a named filter.
 */
export function isDeclaredFilter(resource: ResourceDeclaration, name: string): boolean {
  if (name === 'busqueda' || name === resource.key || (name === 'id' && resource.key === 'rowid')) return true;
  const field = resource.fields[name];
  if (field) return !field.virtual && (field.filterable === true || field.kind === 'reference');
  return resource.filters?.[name] !== undefined;
}
