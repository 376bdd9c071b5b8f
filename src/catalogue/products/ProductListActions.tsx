import { FilterButton, TopToolbar } from 'react-admin';
import { ProductCreateButton } from './ProductCreateButton';
import { ProductExportButton } from './ProductExportButton';

export const ProductListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ProductCreateButton />
    <ProductExportButton />
  </TopToolbar>
);
