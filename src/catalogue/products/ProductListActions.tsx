import { FilterButton } from 'react-admin';
import { FoldingToolbar } from '../../layout/FoldingToolbar';
import { TableColumnsButton } from '../../schema-ui/TableColumnsButton';
import { ProductCreateButton } from './ProductCreateButton';
import { ProductExportButton } from './ProductExportButton';

export const ProductListActions = () => (
  <FoldingToolbar folded={<ProductExportButton />}>
    <FilterButton />
    <TableColumnsButton />
    <ProductCreateButton />
  </FoldingToolbar>
);
