import { ArrayInput, NumberInput, SelectInput, type RaRecord, type Validator } from 'react-admin';
import { productStock } from '../../../resources/catalogue';
import { fieldValidators } from '../../schema-ui/fieldValidators';
import { LabelledFormIterator } from '../../schema-ui/LabelledFormIterator';

/**
 * A warehouse holds one quantity per product: a row naming a warehouse an earlier row already names is
 * marked beside its picker, instead of the server refusing the whole list after the save.
 */
const notListedBefore: Validator = (value, values, props) => {
  const row = Number(/\.(\d+)\.warehouse_id$/.exec(String(props?.finalSource ?? props?.source ?? ''))?.[1]);
  const rows = (values as { warehouse_stock?: { warehouse_id?: unknown }[] }).warehouse_stock ?? [];
  const repeated = value !== undefined && value !== null && value !== '' && rows.slice(0, row).some((earlier) => earlier?.warehouse_id === value);
  return repeated ? 'app.catalogue.products.warehouse_repeated' : undefined;
};

/**
 * Only a warehouse's code is unique: where two warehouses share a name, each is offered as
 * "Name (CODE)" so the seller tells them apart; a name of its own is offered alone.
 */
export const warehouseChoices = (warehouses: readonly RaRecord[]) => {
  const named = new Map<unknown, number>();
  for (const warehouse of warehouses) named.set(warehouse.label, (named.get(warehouse.label) ?? 0) + 1);
  return warehouses.map((warehouse) => ({
    ...warehouse,
    choice: (named.get(warehouse.label) ?? 0) > 1 && warehouse.ref ? `${String(warehouse.label)} (${String(warehouse.ref)})` : warehouse.label,
  }));
};

/** Units per warehouse (`warehouse_stock`); the product's stock is their sum. Warehouses are few and loaded first. */
export const ProductWarehouseStockInput = ({ warehouses }: { readonly warehouses: readonly RaRecord[] }) => (
  <ArrayInput source="warehouse_stock" label={false}>
    <LabelledFormIterator addLabel="app.catalogue.products.add_warehouse" removeLabel="app.catalogue.products.remove_warehouse">
      <SelectInput
        source="warehouse_id"
        label="resources.producto_stock.fields.warehouse_id"
        choices={warehouseChoices(warehouses)}
        optionText="choice"
        validate={[...fieldValidators(productStock.fields.warehouse_id), notListedBefore]}
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
