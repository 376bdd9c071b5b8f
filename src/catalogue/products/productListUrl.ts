import { listLimits } from '../../../resources';

/** The product list's place in the URL: `?page=1&step=5`, plus the search text. */
export interface ProductListUrlState {
  readonly page: number;
  readonly step: number;
  readonly busqueda: string;
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
  };
};

export const writeProductListUrl = ({ page, step, busqueda }: ProductListUrlState): string => {
  const params = new URLSearchParams({ page: String(page), step: String(step) });
  if (busqueda) params.set('busqueda', busqueda);
  return `?${params.toString()}`;
};
