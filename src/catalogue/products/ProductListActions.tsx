import { FilterButton } from 'react-admin';
import { FoldingToolbar } from '../../layout/FoldingToolbar';
import { ProductCreateButton } from './ProductCreateButton';
import { ProductExportButton } from './ProductExportButton';

export const ProductListActions = () => (
  <FoldingToolbar folded={<ProductExportButton />}>
    <FilterButton />
    <ProductCreateButton />
  </FoldingToolbar>
);
