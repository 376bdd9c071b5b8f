import { ArrayInput, AutocompleteInput, NumberInput, ReferenceInput, SimpleFormIterator } from 'react-admin';
import { orderLineItem } from '../../../resources/catalogue/orders';
import { fieldValidators } from '../../schema-ui/fieldValidators';
import { defaultIvaRate } from './orderTotals';

const label = (field: string) => `resources.lineas_pedido.fields.${field}`;
const searchQuery = (busqueda: string) => ({ busqueda });

/** The order's lines, saved with the order in one request; products are searched on the server. */
export const OrderLinesInput = () => (
  <ArrayInput source="lines" label="resources.pedidos.fields.lines">
    <SimpleFormIterator inline disableReordering>
      <ReferenceInput source="product_id" reference="productos">
        <AutocompleteInput
          label={label('product_id')}
          filterToQuery={searchQuery}
          validate={fieldValidators(orderLineItem.product_id)}
          sx={{ minWidth: 240 }}
        />
      </ReferenceInput>
      <ReferenceInput source="warehouse_id" reference="almacenes">
        <AutocompleteInput label={label('warehouse_id')} filterToQuery={searchQuery} validate={fieldValidators(orderLineItem.warehouse_id)} />
      </ReferenceInput>
      <NumberInput source="quantity" label={label('quantity')} validate={fieldValidators(orderLineItem.quantity)} defaultValue={1} />
      <NumberInput source="unity_price" label={label('unity_price')} validate={fieldValidators(orderLineItem.unity_price)} />
      <NumberInput source="discount" label={label('discount')} validate={fieldValidators(orderLineItem.discount)} defaultValue={0} />
      <NumberInput source="iva_rate" label={label('iva_rate')} validate={fieldValidators(orderLineItem.iva_rate)} defaultValue={defaultIvaRate} />
    </SimpleFormIterator>
  </ArrayInput>
);
