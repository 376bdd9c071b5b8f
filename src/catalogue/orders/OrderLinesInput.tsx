import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { KeyboardEvent, ReactElement, ReactNode } from 'react';
import { ArrayInput, type AutocompleteInputProps, NumberInput, SimpleFormIteratorClasses, type RaRecord, useSourceContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { orderLineItem } from '../../../resources/catalogue/orders';
import { fieldValidators } from '../../schema-ui/fieldValidators';
import { DeclaredReferenceInput } from '../../schema-ui/DeclaredReferenceInput';
import { LabelledFormIterator } from '../../schema-ui/LabelledFormIterator';
import { productDetail } from '../products/ProductPickDetail';
import { OrderLineStock } from './OrderLineStock';
import { defaultIvaRate } from './orderTotals';

const label = (field: string) => `resources.lineas_pedido.fields.${field}`;
/** A line takes the whole width the remove button leaves it. */
const fullLine = { [`& .${SimpleFormIteratorClasses.form}`]: { flexGrow: 1 } };
/**
 * On a laptop a line is two rows: the product and its warehouse (the units there written under it),
 * then the four figures in equal parts (each as wide as the screen, a line took six rows). On a phone
 * every field is as wide as the screen, one under the other.
 */
const LineRow = ({ children }: { readonly children: ReactNode }) => (
  <Stack direction={{ xs: 'column', md: 'row' }} columnGap={2} sx={{ width: '100%' }}>
    {children}
  </Stack>
);
/** The product takes what the row leaves; its warehouse keeps room for a whole name with its code; the figures share their row. */
const productWidth = { flex: { md: 1 }, minWidth: { md: 300 } };
const warehouseWidth = { flex: { md: '0 0 340px' } };
const figureWidth = { flex: { md: 1 } };

/** Enter picks the highlighted product (the search box's own keys); in a box of several lines it would also add a line break to the search. */
const noLineBreak = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};
/**
 * A product's name can be longer than any box, and similar products differ in their last words: the
 * product's box wraps the chosen name onto more lines rather than cut it, on a laptop and on a phone.
 */
const wrappedName = { multiline: true, onKeyDown: noLineBreak };

interface LineReferenceInputProps extends Pick<AutocompleteInputProps, 'sx' | 'onChange' | 'helperText' | 'TextFieldProps'> {
  readonly source: 'product_id' | 'warehouse_id';
  readonly optionDetail?: ReactElement;
}

/** A line's product or warehouse: a search box over the records its declaration references, searched on the server. */
const LineReferenceInput = ({ source, ...boxProps }: LineReferenceInputProps) => (
  <DeclaredReferenceInput
    source={source}
    reference={orderLineItem[source].reference}
    label={label(source)}
    validate={fieldValidators(orderLineItem[source])}
    {...boxProps}
  />
);

/** The product's search box; choosing a product puts its sale price (before IVA, as the line's) in the unit price. */
const LineProductInput = () => {
  const { setValue } = useFormContext();
  const sourceContext = useSourceContext();
  const fillUnitPrice = (_id: unknown, product: RaRecord | '') => {
    const price = product && product.price !== null && product.price !== '' ? Number(product.price) : NaN;
    if (Number.isFinite(price)) setValue(sourceContext.getSource('unity_price'), price, { shouldDirty: true });
  };
  return (
    <LineReferenceInput
      source="product_id"
      sx={productWidth}
      onChange={fillUnitPrice}
      TextFieldProps={wrappedName}
      // Similar products often share a name (sizes, colours): each one offered shows its reference and barcode.
      optionDetail={productDetail}
    />
  );
};

/** The order's lines, saved with the order in one request; products are searched on the server. */
export const OrderLinesInput = () => (
  <ArrayInput source="lines" label="resources.pedidos.fields.lines">
    <LabelledFormIterator addLabel="app.catalogue.orders.add_line" removeLabel="app.catalogue.orders.remove_line" sx={fullLine}>
      <Box sx={{ width: '100%' }}>
        <LineRow>
          <LineProductInput />
          <LineReferenceInput source="warehouse_id" sx={warehouseWidth} helperText={<OrderLineStock />} />
        </LineRow>
        <LineRow>
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
        </LineRow>
      </Box>
    </LabelledFormIterator>
  </ArrayInput>
);
