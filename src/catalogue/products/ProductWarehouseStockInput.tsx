import AddIcon from '@mui/icons-material/Add';
import { ArrayInput, Button, NumberInput, SelectInput, SimpleFormIterator, useSimpleFormIterator, type RaRecord } from 'react-admin';
import { productStock } from '../../../resources/catalogue';
import { fieldValidators } from '../../schema-ui/fieldValidators';
import { KeepButtonLabels } from '../../layout/KeepButtonLabels';

/** Says what it adds, on a phone too: a bare ⊕ beside an empty list told the seller nothing. */
const AddWarehouseButton = () => {
  const { add } = useSimpleFormIterator();
  return (
    <KeepButtonLabels>
      <Button label="app.catalogue.products.add_warehouse" onClick={() => add()}>
        <AddIcon />
      </Button>
    </KeepButtonLabels>
  );
};

/** Units per warehouse (`warehouse_stock`); the product's stock is their sum. Warehouses are few and loaded first. */
export const ProductWarehouseStockInput = ({ warehouses }: { readonly warehouses: readonly RaRecord[] }) => (
  <ArrayInput source="warehouse_stock" label={false}>
    <SimpleFormIterator inline disableReordering addButton={<AddWarehouseButton />}>
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
