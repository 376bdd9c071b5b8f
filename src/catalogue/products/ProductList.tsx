import { useLayoutEffect, useState } from 'react';
import { DataTable, type Identifier, List, TextField, useStoreContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { products } from '../../../resources/catalogue';
import { KeyboardDataTableBody } from '../../schema-ui/KeyboardDataTableBody';
import { ListSelectionReset } from '../../schema-ui/ListSelectionReset';
import { MoneyField } from '../../schema-ui/MoneyField';
import { ResponsiveListBody } from '../../schema-ui/ResponsiveListBody';
import { ProductBulkActions } from './ProductBulkActions';
import { ProductCategoriesField } from './ProductCategoriesField';
import { ProductEmpty } from './ProductEmpty';
import { ProductListActions } from './ProductListActions';
import { productListFilters } from './productListFilters';
import { ProductListUrlSync } from './ProductListUrlSync';
import { displayedFilters, readProductListUrl } from './productListUrl';
import { productPaths } from './productPaths';
import { ProductThumbnailField } from './ProductThumbnailField';

const storeKey = 'productos.listParams';
const openSheet = (id: Identifier) => productPaths.sheet(id);

/**
 * /productos?page=1&step=5. react-admin would write `perPage` to the URL, so its own sync is off:
 * the list starts from the URL (a fresh list each visit: page, step, search and filters) and
 * ProductListUrlSync keeps the two in step.
 */
export const ProductList = () => {
  const { setItem } = useStoreContext();
  const location = useLocation();
  const [ready, setReady] = useState(false);

  useLayoutEffect(() => {
    const { page, step, filter } = readProductListUrl(location.search);
    setItem(storeKey, { page, perPage: step, sort: products.sort.field, order: products.sort.order, filter, displayedFilters: displayedFilters(filter) });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the list mounts only once the store holds the URL's parameters
    setReady(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  if (!ready) return null;
  return (
    <List
      resource="productos"
      disableSyncWithLocation
      storeKey={storeKey}
      sort={products.sort}
      filters={productListFilters}
      actions={<ProductListActions />}
      empty={<ProductEmpty />}
    >
      <ProductListUrlSync />
      <ListSelectionReset />
      <ResponsiveListBody
        rowClick={openSheet}
        primaryText={<TextField source="label" />}
        secondaryText={
          <>
            <TextField source="ref" /> · <MoneyField source="price_ttc" />
          </>
        }
        empty={<ProductEmpty />}
        table={
          <DataTable rowClick={openSheet} bulkActionButtons={<ProductBulkActions />} empty={<ProductEmpty />} body={KeyboardDataTableBody}>
            <DataTable.Col source="ref" />
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
            <DataTable.Col source="barcode" />
          </DataTable>
        }
      />
    </List>
  );
};

export default ProductList;
