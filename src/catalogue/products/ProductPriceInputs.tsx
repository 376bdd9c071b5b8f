import Stack from '@mui/material/Stack';
import type { ChangeEvent } from 'react';
import { NumberInput, SelectInput, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { FieldDeclaration } from '../../../resources';
import { products } from '../../../resources/catalogue';
import { fieldValidators } from '../../schema-ui/fieldValidators';
import { derivedPrices, type PriceInput, type PriceValues } from './productPriceMath';

const fields: Readonly<Record<string, FieldDeclaration>> = products.fields;
const baseTypes = (products.fields.price_base_type.values ?? []).map((value) => ({ id: value, name: `resources.productos.values.price_base_type.${value}` }));

/** Prices before and after tax, the rate and the base: editing one updates its pair as the server will. */
export const ProductPriceInputs = () => {
  const { getValues, setValue } = useFormContext<PriceValues>();
  // react-admin calls onChange before storing the value, so the new one is read from the event.
  const follow = (changed: PriceInput) => (event: ChangeEvent<HTMLInputElement> | RaRecord) => {
    const raw: unknown = 'target' in event ? event.target.value : undefined;
    const value = changed === 'price_base_type' ? raw : raw === '' || raw === undefined || raw === null ? null : Number(raw);
    const next = derivedPrices({ ...getValues(), [changed]: value }, changed);
    for (const [name, derived] of Object.entries(next)) {
      setValue(name as PriceInput, derived, { shouldDirty: true });
    }
  };
  const number = (source: PriceInput) => (
    <NumberInput source={source} validate={fieldValidators(fields[source])} onChange={follow(source)} defaultValue={fields[source].default} />
  );
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {number('price')}
        {number('price_ttc')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {number('tva_tx')}
        <SelectInput source="price_base_type" choices={baseTypes} defaultValue={products.fields.price_base_type.default} onChange={follow('price_base_type')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {number('price_min')}
        {number('price_min_ttc')}
      </Stack>
    </>
  );
};
