import { AutocompleteInput, Form, ReferenceInput, type RaRecord } from 'react-admin';

/** Searching the catalogue starts at this many characters: the server is searched, never every product loaded as choices. */
const minSearchLength = 3;

const productText = (product: RaRecord) => [product.ref, product.label].filter(Boolean).join(' — ');

interface PublicationProductPickerProps {
  readonly onPick: (product: RaRecord | null) => void;
  /** The product shown as chosen when the flow opens, if any. */
  readonly productId?: RaRecord['id'] | null;
}

/** The product to publish, searched on the server as the seller types. */
export const PublicationProductPicker = ({ onPick, productId }: PublicationProductPickerProps) => (
  <Form defaultValues={productId ? { product_id: productId } : undefined}>
    <ReferenceInput
      source="product_id"
      reference="productos"
      enableGetChoices={({ busqueda }: { busqueda?: string }) => (busqueda ?? '').trim().length >= minSearchLength}
    >
      <AutocompleteInput
        label="app.mercadolibre.create.product"
        optionText={productText}
        filterToQuery={(busqueda: string) => ({ busqueda })}
        noOptionsText="app.mercadolibre.create.product_hint"
        helperText="app.mercadolibre.create.product_hint"
        onChange={(_value: RaRecord['id'] | null, product: RaRecord | '') => onPick(product || null)}
        fullWidth
      />
    </ReferenceInput>
  </Form>
);
