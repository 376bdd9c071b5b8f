import { type ReactElement, useEffect } from 'react';
import { useStore } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import type { ResourceDeclaration } from '../../resources';
import { currentFilterName, isDeclaredFilter } from '../../resources/filterNames';

type Filters = Readonly<Record<string, unknown>>;

/**
 * A list's filter values as the declaration reads them now, or null when they already are: a former
 * name becomes the filter that replaced it, and a name the declaration no longer has is dropped.
 */
export function declaredFilterValues(declaration: ResourceDeclaration, values: Filters): Filters | null {
  const names = Object.keys(values);
  const read = Object.entries(values).flatMap(([name, value]) => {
    const current = currentFilterName(declaration, name);
    return isDeclaredFilter(declaration, current) ? [[current, value] as const] : [];
  });
  const changed = read.length !== names.length || read.some(([name], index) => name !== names[index]);
  return changed ? Object.fromEntries(read) : null;
}

/** The address's `filter` parameter as react-admin keeps it (JSON), or null when there is none that reads as an object. */
function addressFilter(search: string): Filters | null {
  try {
    const parsed: unknown = JSON.parse(new URLSearchParams(search).get('filter') ?? 'null');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Filters) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a list's filters to those its declaration reads now, before the list asks for a page. An
 * address bookmarked or the list's settings stored (`storeKey`) by an earlier version may name a
 * filter renamed since, read as the one that replaced it (its input then shows it), or one gone,
 * dropped: the server refuses it, and no input could clear it, so the list would stay an error.
 * Answers what to show in place of the list while its address or settings are rewritten, or
 * undefined once they name only declared filters.
 */
export function useDeclaredListFilters(declaration: ResourceDeclaration, storeKey = `${declaration.name}.listParams`): ReactElement | null | undefined {
  const location = useLocation();
  const [stored, store] = useStore<{ filter?: Filters } | undefined>(storeKey);
  const storedFilter = stored?.filter ? declaredFilterValues(declaration, stored.filter) : null;
  useEffect(() => {
    if (stored && storedFilter) store({ ...stored, filter: storedFilter });
  }, [stored, storedFilter, store]);
  const fromAddress = addressFilter(location.search);
  const addressRead = fromAddress && declaredFilterValues(declaration, fromAddress);
  if (addressRead) {
    const params = new URLSearchParams(location.search);
    params.set('filter', JSON.stringify(addressRead));
    return <Navigate replace to={{ pathname: location.pathname, search: `?${params.toString()}` }} />;
  }
  return storedFilter ? null : undefined;
}
