import { useGetList } from 'react-admin';
import { listLimits } from '../../../resources';

/** The category picker's first query; prefetched with the same parameters so it opens at once. */
export const productCategoryChoicesQuery = { sort: { field: 'label', order: 'ASC' as const }, perPage: 25 };

/** What the product form needs before it opens: the warehouses and the categories. */
export const useProductFormChoices = () => {
  const warehouses = useGetList('almacenes', {
    pagination: { page: 1, perPage: listLimits.maxSize },
    sort: { field: 'label', order: 'ASC' },
    filter: {},
  });
  const categories = useGetList('categorias', {
    pagination: { page: 1, perPage: productCategoryChoicesQuery.perPage },
    sort: productCategoryChoicesQuery.sort,
    filter: {},
  });
  return {
    warehouses: warehouses.data ?? [],
    isPending: warehouses.isPending || categories.isPending,
    error: warehouses.error ?? categories.error,
  };
};
