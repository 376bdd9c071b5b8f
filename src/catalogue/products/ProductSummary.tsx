import Stack from '@mui/material/Stack';
import { ArrayField, ChipField, Datagrid, Labeled, NumberField, ReferenceArrayField, ReferenceField, SingleFieldList, TextField } from 'react-admin';
import { products } from '../../../resources/catalogue';
import { SheetColumns, SheetFields } from '../../layout/SheetColumns';
import { SheetSection } from '../../layout/SheetSection';
import { DeclaredField } from '../../schema-ui/DeclaredField';
import { ProductSheetImages } from './ProductSheetImages';

const tab = (key: string) => `app.catalogue.products.tabs.${key}`;

/**
 * The sheet's first tab as titled cards, grouped as the edit form groups them: what the product is (its
 * photos, names, codes, categories, description) beside its prices and its stock per warehouse; one
 * column on a phone. `label={false}`: the tab puts no name above the cards.
 */
export const ProductSummary = (_props: { readonly label: false }) => (
  <SheetColumns padded={false}>
    <SheetSection title={tab('general')}>
      <Stack spacing={2}>
        <ProductSheetImages />
        <SheetFields>
          <DeclaredField declaration={products} source="label" />
          <Labeled source="ref" label="app.catalogue.products.inventory_code">
            <TextField source="ref" />
          </Labeled>
          <DeclaredField declaration={products} source="barcode" />
          <Labeled source="categories">
            <ReferenceArrayField source="categories" reference="categorias">
              <SingleFieldList linkType={false}>
                <ChipField source="label" size="small" />
              </SingleFieldList>
            </ReferenceArrayField>
          </Labeled>
          <DeclaredField declaration={products} source="tosell" />
          <DeclaredField declaration={products} source="tobuy" />
        </SheetFields>
        <DeclaredField declaration={products} source="description" />
      </Stack>
    </SheetSection>
    <Stack spacing={2}>
      <SheetSection title={tab('prices')}>
        <SheetFields>
          <DeclaredField declaration={products} source="price" />
          <DeclaredField declaration={products} source="price_ttc" />
          <DeclaredField declaration={products} source="tva_tx" />
        </SheetFields>
      </SheetSection>
      <SheetSection title={tab('stock')}>
        <Stack spacing={1}>
          <DeclaredField declaration={products} source="stock" />
          <ArrayField source="warehouse_stock">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <ReferenceField source="warehouse_id" reference="almacenes" label="resources.producto_stock.fields.warehouse_id" link="show" />
              <NumberField source="quantity" label="resources.producto_stock.fields.quantity" />
            </Datagrid>
          </ArrayField>
        </Stack>
      </SheetSection>
    </Stack>
  </SheetColumns>
);
