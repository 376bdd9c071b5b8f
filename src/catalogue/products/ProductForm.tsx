import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { SimpleForm, useTranslate, type RaRecord } from 'react-admin';
import type { FieldDeclaration } from '../../../resources';
import { authorshipFields } from '../../../resources/catalogue/productFields/authorship';
import { codeFields } from '../../../resources/catalogue/productFields/codes';
import { identityFields } from '../../../resources/catalogue/productFields/identity';
import { measureFields } from '../../../resources/catalogue/productFields/measures';
import { pricingFields } from '../../../resources/catalogue/productFields/pricing';
import { stockFields } from '../../../resources/catalogue/productFields/stock';
import { ProductCategoriesInput } from './ProductCategoriesInput';
import { ProductDeclaredInputs, writableSources } from './ProductDeclaredInputs';
import { ProductExtraFieldsInput } from './ProductExtraFieldsInput';
import { FormSection } from '../../schema-ui/FormSection';
import { ProductImagesInput } from './ProductImagesInput';
import { ProductPriceInputs } from './ProductPriceInputs';
import { ProductWarehouseStockInput } from './ProductWarehouseStockInput';

interface ProductFormProps {
  readonly warehouses: readonly RaRecord[];
  readonly toolbar?: ReactElement;
}

const title = (name: string) => `app.catalogue.products.tabs.${name}`;
const pricedByHand = ['price', 'price_ttc', 'price_min', 'price_min_ttc', 'tva_tx', 'price_base_type'];
const essentials = { label: identityFields.label, ref: identityFields.ref, barcode: codeFields.barcode };
const essentialSources = Object.keys(essentials);
const extraFieldSources = ['required_extra_fields', 'optional_extra_fields'];

/**
 * For the page that holds the form: the save bar sticks to the bottom of the screen however long the
 * form is. A card clips what overflows it, which would keep the bar from sticking, so it lets it show.
 * A card that does not clip grows to its widest content unless told it may shrink: a long category's
 * chip would widen the whole form past a phone's screen.
 */
export const productFormPageSx = {
  '& .RaEdit-card, & .RaCreate-card': { overflow: 'visible', minWidth: 0 },
  '& .RaToolbar-desktopToolbar': { position: 'sticky', bottom: 0, zIndex: 2, borderTop: 1, borderColor: 'divider' },
} as const;

interface DeclaredSectionProps {
  readonly name: string;
  readonly fields: Readonly<Record<string, FieldDeclaration>>;
  readonly except?: readonly string[];
}

const DeclaredSection = ({ name, fields, except }: DeclaredSectionProps) => (
  <FormSection title={title(name)} sources={writableSources(fields, except)}>
    <ProductDeclaredInputs fields={fields} except={except} />
  </FormSection>
);

const Heading = ({ label }: { readonly label: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(label)}
    </Typography>
  );
};

/**
 * What a seller fills for every product comes first, on one page: name, codes, category, prices,
 * stock per warehouse and images. The rest of the record waits in collapsed sections, still saved.
 * Leaving with unsaved changes asks first.
 */
export const ProductForm = ({ warehouses, toolbar }: ProductFormProps) => (
  <SimpleForm toolbar={toolbar} warnWhenUnsavedChanges>
    <ProductDeclaredInputs fields={essentials} />
    <ProductCategoriesInput />
    <ProductPriceInputs />
    <Heading label="app.catalogue.products.warehouse_stock" />
    <ProductWarehouseStockInput warehouses={warehouses} />
    <Heading label={title('images')} />
    <ProductImagesInput />
    <Stack sx={{ mt: 3, width: '100%' }}>
      <DeclaredSection name="general" fields={{ ...identityFields, ...authorshipFields }} except={essentialSources} />
      <DeclaredSection name="prices" fields={pricingFields} except={pricedByHand} />
      <DeclaredSection name="stock" fields={stockFields} />
      <DeclaredSection name="measures" fields={measureFields} />
      <DeclaredSection name="codes" fields={codeFields} except={essentialSources} />
      <FormSection title={title('extra_fields')} sources={extraFieldSources}>
        <ProductExtraFieldsInput source="required_extra_fields" />
        <ProductExtraFieldsInput source="optional_extra_fields" />
      </FormSection>
    </Stack>
  </SimpleForm>
);
