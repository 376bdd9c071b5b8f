import { listLimits } from '../../../resources';

/** The product list's place in the URL: `?page=1&step=5`, plus the search text and `stock_alert=true`. */
export interface ProductListUrlState {
  readonly page: number;
  readonly step: number;
  readonly busqueda: string;
  /** Only the products below their alert stock (the home page's low-stock card links here). */
  readonly stockAlert: boolean;
}

const positive = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
};

export const readProductListUrl = (search: string): ProductListUrlState => {
  const params = new URLSearchParams(search);
  return {
    page: positive(params.get('page'), listLimits.defaultPage),
    step: positive(params.get('step'), listLimits.defaultSize, listLimits.maxSize),
    busqueda: params.get('busqueda') ?? '',
    stockAlert: params.get('stock_alert') === 'true',
  };
};

export const writeProductListUrl = ({ page, step, busqueda, stockAlert }: ProductListUrlState): string => {
  const params = new URLSearchParams({ page: String(page), step: String(step) });
  if (busqueda) params.set('busqueda', busqueda);
  if (stockAlert) params.set('stock_alert', 'true');
  return `?${params.toString()}`;
};

/** The list's filter for the URL's search and stock alert. */
export const productListFilterOf = ({ busqueda, stockAlert }: Pick<ProductListUrlState, 'busqueda' | 'stockAlert'>) => ({
  ...(busqueda ? { busqueda } : {}),
  ...(stockAlert ? { stock_alert: true } : {}),
});
