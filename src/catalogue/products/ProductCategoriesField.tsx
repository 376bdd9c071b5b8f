import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useGetList, useGetManyAggregate, useListContext, useRecordContext } from 'react-admin';
import { listLimits } from '../../../resources';

/**
 * The categories of a list row. Every row asks for the links of the whole page with the same
 * query, so react-query sends it once; the category names come in one aggregated getMany.
 */
export const ProductCategoriesField = (_props: { readonly label?: string }) => {
  const record = useRecordContext();
  const { data: rows = [] } = useListContext();
  const pageIds = rows.map((row) => row.id);
  const { data: links = [] } = useGetList(
    'producto_categorias',
    {
      filter: { product_id: pageIds },
      pagination: { page: 1, perPage: listLimits.maxSize },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: pageIds.length > 0 },
  );
  const categoryIds = links.filter((link) => link.product_id === record?.id).map((link) => link.category_id);
  const { data: categories = [] } = useGetManyAggregate('categorias', { ids: categoryIds }, { enabled: categoryIds.length > 0 });
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {categories.map((category) => (
        <Chip key={category.id} label={String(category.label)} size="small" />
      ))}
    </Stack>
  );
};
