import Stack from '@mui/material/Stack';
import {
  ArrayField,
  BooleanField,
  ChipField,
  Datagrid,
  Labeled,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
} from 'react-admin';
import { SheetColumns, SheetFields } from '../../layout/SheetColumns';
import { SheetSection } from '../../layout/SheetSection';
import { MoneyField } from '../../schema-ui/MoneyField';
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
          <Labeled source="label">
            <TextField source="label" />
          </Labeled>
          <Labeled source="ref" label="app.catalogue.products.inventory_code">
            <TextField source="ref" />
          </Labeled>
          <Labeled source="barcode">
            <TextField source="barcode" />
          </Labeled>
          <Labeled source="categories">
            <ReferenceArrayField source="categories" reference="categorias">
              <SingleFieldList linkType={false}>
                <ChipField source="label" size="small" />
              </SingleFieldList>
            </ReferenceArrayField>
          </Labeled>
          <Labeled source="tosell">
            <BooleanField source="tosell" />
          </Labeled>
          <Labeled source="tobuy">
            <BooleanField source="tobuy" />
          </Labeled>
        </SheetFields>
        <Labeled source="description">
          <TextField source="description" />
        </Labeled>
      </Stack>
    </SheetSection>
    <Stack spacing={2}>
      <SheetSection title={tab('prices')}>
        <SheetFields>
          <Labeled source="price">
            <MoneyField source="price" />
          </Labeled>
          <Labeled source="price_ttc">
            <MoneyField source="price_ttc" />
          </Labeled>
          <Labeled source="tva_tx">
            <NumberField source="tva_tx" />
          </Labeled>
        </SheetFields>
      </SheetSection>
      <SheetSection title={tab('stock')}>
        <Stack spacing={1}>
          <Labeled source="stock">
            <NumberField source="stock" />
          </Labeled>
          <ArrayField source="warehouse_stock">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <ReferenceField source="warehouse_id" reference="almacenes" label="resources.producto_stock.fields.warehouse_id" />
              <NumberField source="quantity" label="resources.producto_stock.fields.quantity" />
            </Datagrid>
          </ArrayField>
        </Stack>
      </SheetSection>
    </Stack>
  </SheetColumns>
);
