import type { SortPayload } from 'react-admin';
import { listLimits, sortableFieldsOf } from '../../../resources';
import { products } from '../../../resources/catalogue';
import type { FirstListQuery } from '../../app/feature';
import type { ListAddressWords } from '../../schema-ui/ListAddressWords';

/** The product list's filters as the list holds them: the search text, ids and yes/no flags. */
export type ProductListFilter = Readonly<Record<string, string | number | boolean>>;

/**
 * The product list's place in the URL: `?page=1&step=5`, plus the search text and the filters
 * (`category`, `warehouse`, `stock_alert`, `tosell`, `tobuy`; a filter shown without a value yet
 * as `category=`) and, when it is not the newest first, the order (`sort`, `order`), so a reload,
 * a shared link or Back shows the same products.
 */
export interface ProductListUrlState {
  readonly page: number;
  readonly step: number;
  readonly filter: ProductListFilter;
  readonly sort: SortPayload;
  /** The filter inputs shown, those with a value and those still empty. */
  readonly shown: readonly string[];
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

const sortable = sortableFieldsOf(products);

const readSort = (params: URLSearchParams): SortPayload => {
  const field = params.get('sort') ?? '';
  const order = params.get('order');
  return sortable.includes(field) ? { field, order: order === 'ASC' ? 'ASC' : 'DESC' } : products.sort;
};

export const readProductListUrl = (search: string): ProductListUrlState => {
  const params = new URLSearchParams(search);
  const filter = readFilter(params);
  const empty = [...idFilters, ...flagFilters].filter((name) => params.get(name) === '');
  return {
    page: positive(params.get('page'), listLimits.defaultPage),
    step: positive(params.get('step'), listLimits.defaultSize, listLimits.maxSize),
    filter,
    sort: readSort(params),
    shown: [...Object.keys(filter), ...empty],
  };
};

export const writeProductListUrl = ({ page, step, filter, sort, shown }: ProductListUrlState): string => {
  const params = new URLSearchParams({ page: String(page), step: String(step) });
  for (const [name, value] of Object.entries(filter)) params.set(name, String(value));
  for (const name of [...idFilters, ...flagFilters]) if (shown.includes(name) && !params.has(name)) params.set(name, '');
  if (sort.field !== products.sort.field || sort.order !== products.sort.order) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  return `?${params.toString()}`;
};

/** The product list's address opening, from its first page, on the products a filter matches (one category's: `/productos?category=7`). */
export const productListPath = (filter: ProductListFilter): string =>
  `/${products.name}?${new URLSearchParams(Object.entries(filter).map(([name, value]) => [name, String(value)]))}`;

/** The list's first query at an address: the address holds its page, step, filters and order. */
export const productListQuery = (search: string): FirstListQuery => {
  const { page, step, filter, sort } = readProductListUrl(search);
  return { pagination: { page, perPage: step }, sort, filter };
};

/** The product list's place in its address's own words (`page`, `step`, …). */
export const productListWords: ListAddressWords = {
  read: (search) => {
    const { page, step, filter, sort, shown } = readProductListUrl(search);
    return { page, perPage: step, sort: sort.field, order: sort.order, filter, displayedFilters: Object.fromEntries(shown.map((name) => [name, true])) };
  },
  write: ({ page, perPage, sort, order, filter, displayedFilters }) =>
    writeProductListUrl({
      page,
      step: perPage,
      filter: productListFilter(filter ?? {}),
      sort: { field: sort, order },
      shown: Object.keys(displayedFilters ?? {}).filter((name) => displayedFilters[name]),
    }),
};
