import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, type RaRecord } from 'react-admin';
import { productStock } from '../../../resources/catalogue';
import { AddItemButton } from '../../schema-ui/AddItemButton';
import { fieldValidators } from '../../schema-ui/fieldValidators';

/** Units per warehouse (`warehouse_stock`); the product's stock is their sum. Warehouses are few and loaded first. */
export const ProductWarehouseStockInput = ({ warehouses }: { readonly warehouses: readonly RaRecord[] }) => (
  <ArrayInput source="warehouse_stock" label={false}>
    <SimpleFormIterator inline disableReordering addButton={<AddItemButton label="app.catalogue.products.add_warehouse" />}>
      <SelectInput
        source="warehouse_id"
        label="resources.producto_stock.fields.warehouse_id"
        choices={[...warehouses]}
        optionText="label"
        validate={fieldValidators(productStock.fields.warehouse_id)}
      />
      <NumberInput
        source="quantity"
        label="resources.producto_stock.fields.quantity"
        validate={fieldValidators(productStock.fields.quantity)}
        defaultValue={0}
      />
    </SimpleFormIterator>
  </ArrayInput>
);
