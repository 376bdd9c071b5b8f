import { ArrayInput, AutocompleteInput, NumberInput, ReferenceInput, SimpleFormIteratorClasses, type RaRecord, useSourceContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { orderLineItem } from '../../../resources/catalogue/orders';
import { fieldValidators } from '../../schema-ui/fieldValidators';
import { LabelledFormIterator } from '../../schema-ui/LabelledFormIterator';
import { OrderLineStock } from './OrderLineStock';
import { defaultIvaRate } from './orderTotals';

const label = (field: string) => `resources.lineas_pedido.fields.${field}`;
const searchQuery = (busqueda: string) => ({ busqueda });
/**
 * A line's fields wrap onto more rows rather than shrinking: squeezed into one row, the product and
 * warehouse boxes fell to their minimum width and cut the names. The product takes what the row has
 * left; on a phone each field is as wide as the screen.
 */
const wrappingLine = { [`& .${SimpleFormIteratorClasses.form}`]: { flexWrap: 'wrap' } };
const productWidth = { width: { xs: '100%', md: 420 }, flexShrink: 0, flexGrow: 1 };
const warehouseWidth = { width: { xs: '100%', md: 280 }, flexShrink: 0 };
/** The four figures share one row on a laptop: each as wide as the screen, a line took six rows. */
const figureWidth = { width: { xs: '100%', md: 150 }, flexShrink: 0 };

/** The product's search box; choosing a product puts its sale price (before IVA, as the line's) in the unit price. */
const LineProductInput = () => {
  const { setValue } = useFormContext();
  const sourceContext = useSourceContext();
  const fillUnitPrice = (_id: unknown, product: RaRecord | '') => {
    const price = product && product.price !== null && product.price !== '' ? Number(product.price) : NaN;
    if (Number.isFinite(price)) setValue(sourceContext.getSource('unity_price'), price, { shouldDirty: true });
  };
  return (
    <ReferenceInput source="product_id" reference="productos">
      <AutocompleteInput
        label={label('product_id')}
        filterToQuery={searchQuery}
        validate={fieldValidators(orderLineItem.product_id)}
        onChange={fillUnitPrice}
        sx={productWidth}
      />
    </ReferenceInput>
  );
};

/** The order's lines, saved with the order in one request; products are searched on the server. */
export const OrderLinesInput = () => (
  <ArrayInput source="lines" label="resources.pedidos.fields.lines">
    <LabelledFormIterator addLabel="app.catalogue.orders.add_line" removeLabel="app.catalogue.orders.remove_line" sx={wrappingLine}>
      <LineProductInput />
      <ReferenceInput source="warehouse_id" reference="almacenes">
        <AutocompleteInput
          label={label('warehouse_id')}
          filterToQuery={searchQuery}
          validate={fieldValidators(orderLineItem.warehouse_id)}
          sx={warehouseWidth}
        />
      </ReferenceInput>
      <OrderLineStock />
      <NumberInput source="quantity" label={label('quantity')} sx={figureWidth} validate={fieldValidators(orderLineItem.quantity)} defaultValue={1} />
      <NumberInput source="unity_price" label={label('unity_price')} sx={figureWidth} validate={fieldValidators(orderLineItem.unity_price)} />
      <NumberInput source="discount" label={label('discount')} sx={figureWidth} validate={fieldValidators(orderLineItem.discount)} defaultValue={0} />
      <NumberInput
        source="iva_rate"
        label={label('iva_rate')}
        sx={figureWidth}
        validate={fieldValidators(orderLineItem.iva_rate)}
        defaultValue={defaultIvaRate}
      />
    </LabelledFormIterator>
  </ArrayInput>
);
