import { listLimits } from '../../../resources';
import { products } from '../../../resources/catalogue';
import type { FirstListQuery } from '../../app/feature';

/** The product list's filters as the list holds them: the search text, ids and yes/no flags. */
export type ProductListFilter = Readonly<Record<string, string | number | boolean>>;

/**
 * The product list's place in the URL: `?page=1&step=5`, plus the search text and the filters
 * (`category`, `warehouse`, `stock_alert`, `tosell`, `tobuy`), so a reload or a shared link shows
 * the same products.
 */
export interface ProductListUrlState {
  readonly page: number;
  readonly step: number;
  readonly filter: ProductListFilter;
}

const textFilters = ['busqueda'];
const idFilters = ['category', 'warehouse'];
const flagFilters = ['stock_alert', 'tosell', 'tobuy'];

const positive = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
};

const readFilter = (params: URLSearchParams): ProductListFilter => {
  const filter: Record<string, string | number | boolean> = {};
  for (const name of textFilters) {
    const text = params.get(name);
    if (text) filter[name] = text;
  }
  for (const name of idFilters) {
    const id = positive(params.get(name), 0);
    if (id > 0) filter[name] = id;
  }
  for (const name of flagFilters) {
    const flag = params.get(name);
    if (flag === 'true' || flag === 'false') filter[name] = flag === 'true';
  }
  return filter;
};

/** The filters the URL carries, taken from the list's filter values (anything else is left out). */
export const productListFilter = (values: Readonly<Record<string, unknown>>): ProductListFilter => {
  const params = new URLSearchParams();
  for (const name of [...textFilters, ...idFilters, ...flagFilters]) {
    const value = values[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params.set(name, String(value));
  }
  return readFilter(params);
};

export const readProductListUrl = (search: string): ProductListUrlState => {
  const params = new URLSearchParams(search);
  return {
    page: positive(params.get('page'), listLimits.defaultPage),
    step: positive(params.get('step'), listLimits.defaultSize, listLimits.maxSize),
    filter: readFilter(params),
  };
};

export const writeProductListUrl = ({ page, step, filter }: ProductListUrlState): string => {
  const params = new URLSearchParams({ page: String(page), step: String(step) });
  for (const [name, value] of Object.entries(filter)) params.set(name, String(value));
  return `?${params.toString()}`;
};

/** The filter inputs to show: every filter the list holds. */
export const displayedFilters = (filter: ProductListFilter): Record<string, boolean> => Object.fromEntries(Object.keys(filter).map((name) => [name, true]));

/** The list's first query at an address: the address holds its page, step and filters; the order is the declaration's. */
export const productListQuery = (search: string): FirstListQuery => {
  const { page, step, filter } = readProductListUrl(search);
  return { pagination: { page, perPage: step }, sort: products.sort, filter };
};
