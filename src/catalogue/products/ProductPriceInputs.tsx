import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ChangeEvent, ReactElement, ReactNode } from 'react';
import { NumberInput, SelectInput, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldDeclaration } from '../../../resources';
import { products } from '../../../resources/catalogue';
import { fieldValidators } from '../../schema-ui/fieldValidators';
import { derivedPrices, minPriceAbovePrice, type PriceInput, type PriceValues } from './productPriceMath';

const fields: Readonly<Record<string, FieldDeclaration>> = products.fields;
const baseTypes = (products.fields.price_base_type.values ?? []).map((value) => ({ id: value, name: `resources.productos.values.price_base_type.${value}` }));
const priceInputs: readonly PriceInput[] = ['price', 'price_ttc', 'price_min', 'price_min_ttc', 'tva_tx', 'price_base_type'];
const declaredPrices = Object.fromEntries(priceInputs.map((name) => [name, fields[name]?.default])) as PriceValues;
/** A new product's prices: the declared ones, and each one's other side by the price rule (a price of 0 is 0 with tax, not blank). */
const newProductPrices: PriceValues = { ...declaredPrices, ...derivedPrices(declaredPrices, 'price_base_type') };

/** Two inputs that go together: side by side in equal halves of the form's width, one above the other on a phone. */
const PricePair = ({ children }: { readonly children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%', '& > *': { flex: 1 } }}>
    {children}
  </Stack>
);

/**
 * Prices before and after tax, the rate and the base: editing one updates its pair as the server will.
 * A minimum price above the price is saved as typed, with a warning under it.
 */
export const ProductPriceInputs = () => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext<PriceValues>();
  const [price, priceMin] = useWatch<PriceValues, ['price', 'price_min']>({ name: ['price', 'price_min'] });
  const minWarning = minPriceAbovePrice({ price, price_min: priceMin }) ? (
    <Box component="span" role="status" sx={{ color: 'warning.main' }}>
      {translate('app.catalogue.products.min_price_above_price')}
    </Box>
  ) : undefined;
  // react-admin calls onChange before storing the value, so the new one is read from the event.
  const follow = (changed: PriceInput) => (event: ChangeEvent<HTMLInputElement> | RaRecord) => {
    const raw: unknown = 'target' in event ? event.target.value : undefined;
    const value = changed === 'price_base_type' ? raw : raw === '' || raw === undefined || raw === null ? null : Number(raw);
    const next = derivedPrices({ ...getValues(), [changed]: value }, changed);
    for (const [name, derived] of Object.entries(next)) {
      setValue(name as PriceInput, derived, { shouldDirty: true });
    }
  };
  const number = (source: PriceInput, helperText?: ReactElement) => (
    <NumberInput
      source={source}
      validate={fieldValidators(fields[source])}
      onChange={follow(source)}
      defaultValue={newProductPrices[source]}
      helperText={helperText}
    />
  );
  return (
    <>
      <PricePair>
        {number('price')}
        {number('price_ttc')}
      </PricePair>
      <PricePair>
        {number('tva_tx')}
        <SelectInput source="price_base_type" choices={baseTypes} defaultValue={products.fields.price_base_type.default} onChange={follow('price_base_type')} />
      </PricePair>
      <PricePair>
        {number('price_min', minWarning)}
        {number('price_min_ttc')}
      </PricePair>
    </>
  );
};
