import { ArrayInput, NumberInput, SelectInput, type RaRecord } from 'react-admin';
import { productStock } from '../../../resources/catalogue';
import { fieldValidators } from '../../schema-ui/fieldValidators';
import { LabelledFormIterator } from '../../schema-ui/LabelledFormIterator';

/** Units per warehouse (`warehouse_stock`); the product's stock is their sum. Warehouses are few and loaded first. */
export const ProductWarehouseStockInput = ({ warehouses }: { readonly warehouses: readonly RaRecord[] }) => (
  <ArrayInput source="warehouse_stock" label={false}>
    <LabelledFormIterator addLabel="app.catalogue.products.add_warehouse" removeLabel="app.catalogue.products.remove_warehouse">
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
    </LabelledFormIterator>
  </ArrayInput>
);
