import { DataTable, type Identifier, List, TextField } from 'react-admin';
import { listLimits } from '../../../resources';
import { products } from '../../../resources/catalogue';
import { KeyboardDataTableBody } from '../../schema-ui/KeyboardDataTableBody';
import { ListInAddressWords } from '../../schema-ui/ListAddressWords';
import { ListParamsInAddress } from '../../schema-ui/ListParamsInAddress';
import { ListSelectionReset } from '../../schema-ui/ListSelectionReset';
import { codeCell } from '../../schema-ui/codeCell';
import { MoneyField } from '../../schema-ui/MoneyField';
import { ResponsiveListBody } from '../../schema-ui/ResponsiveListBody';
import { ProductBulkActions } from './ProductBulkActions';
import { ProductCategoriesField } from './ProductCategoriesField';
import { ProductEmpty } from './ProductEmpty';
import { ProductListActions } from './ProductListActions';
import { productListFilters } from './productListFilters';
import { productListWords } from './productListUrl';
import { productPaths } from './productPaths';
import { ProductThumbnailField } from './ProductThumbnailField';

const openSheet = (id: Identifier) => productPaths.sheet(id);
const bulkActions = <ProductBulkActions />;

/**
 * /productos?page=1&step=5: the list's place in the address's own words (`page`, `step`, the search
 * and filters, the order) rather than react-admin's, otherwise kept as every list keeps it: an
 * address with them opens there, a bare one shows where the seller was, each move is a history entry.
 */
export const ProductList = () => (
  <ListInAddressWords words={productListWords}>
    <List
      resource="productos"
      sort={products.sort}
      perPage={listLimits.defaultSize}
      filters={productListFilters}
      actions={<ProductListActions />}
      empty={<ProductEmpty />}
    >
      <ListParamsInAddress />
      <ListSelectionReset />
      <ResponsiveListBody
        rowClick={openSheet}
        primaryText={<TextField source="label" />}
        secondaryText={
          <>
            <TextField source="ref" /> · <MoneyField source="price_ttc" />
          </>
        }
        bulkActionButtons={bulkActions}
        empty={<ProductEmpty />}
        table={
          <DataTable rowClick={openSheet} bulkActionButtons={bulkActions} empty={<ProductEmpty />} body={KeyboardDataTableBody}>
            <DataTable.Col source="ref" cellSx={codeCell('ref')} />
            <DataTable.Col source="images" disableSort>
              <ProductThumbnailField />
            </DataTable.Col>
            <DataTable.Col source="label" />
            <DataTable.Col source="price" align="right">
              <MoneyField source="price" />
            </DataTable.Col>
            <DataTable.Col source="price_ttc" align="right">
              <MoneyField source="price_ttc" />
            </DataTable.Col>
            <DataTable.NumberCol source="stock" />
            <DataTable.Col source="category" disableSort>
              <ProductCategoriesField />
            </DataTable.Col>
            <DataTable.Col source="barcode" cellSx={codeCell('barcode')} />
          </DataTable>
        }
      />
    </List>
  </ListInAddressWords>
);

export default ProductList;
