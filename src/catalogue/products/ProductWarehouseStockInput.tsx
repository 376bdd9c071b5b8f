import { ArrayInput, NumberInput, SelectInput, type RaRecord, type Validator } from 'react-admin';
import { productStock, warehouses as warehouseDeclaration } from '../../../resources/catalogue';
import { fieldValidators } from '../../schema-ui/fieldValidators';
import { LabelledFormIterator } from '../../schema-ui/LabelledFormIterator';
import { recordRepresentationOf } from '../../schema-ui/recordTitle';

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

/** Units per warehouse (`warehouse_stock`); the product's stock is their sum. Warehouses are few and loaded first. */
export const ProductWarehouseStockInput = ({ warehouses }: { readonly warehouses: readonly RaRecord[] }) => (
  <ArrayInput source="warehouse_stock" label={false}>
    <LabelledFormIterator addLabel="app.catalogue.products.add_warehouse" removeLabel="app.catalogue.products.remove_warehouse">
      <SelectInput
        source="warehouse_id"
        label="resources.producto_stock.fields.warehouse_id"
        choices={[...warehouses]}
        optionText={recordRepresentationOf(warehouseDeclaration)}
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
