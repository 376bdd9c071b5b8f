import type { ReactElement } from 'react';
import { TabbedForm, type RaRecord } from 'react-admin';
import { authorshipFields } from '../../../resources/catalogue/productFields/authorship';
import { codeFields } from '../../../resources/catalogue/productFields/codes';
import { identityFields } from '../../../resources/catalogue/productFields/identity';
import { measureFields } from '../../../resources/catalogue/productFields/measures';
import { pricingFields } from '../../../resources/catalogue/productFields/pricing';
import { stockFields } from '../../../resources/catalogue/productFields/stock';
import { ProductCategoriesInput } from './ProductCategoriesInput';
import { ProductDeclaredInputs } from './ProductDeclaredInputs';
import { ProductExtraFieldsInput } from './ProductExtraFieldsInput';
import { ProductImagesInput } from './ProductImagesInput';
import { ProductPriceInputs } from './ProductPriceInputs';
import { ProductWarehouseStockInput } from './ProductWarehouseStockInput';

interface ProductFormProps {
  readonly warehouses: readonly RaRecord[];
  readonly toolbar?: ReactElement;
}

const tab = (name: string) => `app.catalogue.products.tabs.${name}`;
const pricedByHand = ['price', 'price_ttc', 'price_min', 'price_min_ttc', 'tva_tx', 'price_base_type'];

/** The product's tabs; each shows its declared group with generic inputs, plus the hand-written parts. */
export const ProductForm = ({ warehouses, toolbar }: ProductFormProps) => (
  <TabbedForm syncWithLocation={false} toolbar={toolbar}>
    <TabbedForm.Tab label={tab('general')}>
      <ProductDeclaredInputs fields={identityFields} />
      <ProductCategoriesInput />
      <ProductDeclaredInputs fields={authorshipFields} />
    </TabbedForm.Tab>
    <TabbedForm.Tab label={tab('prices')}>
      <ProductPriceInputs />
      <ProductDeclaredInputs fields={pricingFields} except={pricedByHand} />
    </TabbedForm.Tab>
    <TabbedForm.Tab label={tab('stock')}>
      <ProductWarehouseStockInput warehouses={warehouses} />
      <ProductDeclaredInputs fields={stockFields} />
    </TabbedForm.Tab>
    <TabbedForm.Tab label={tab('measures')}>
      <ProductDeclaredInputs fields={measureFields} />
    </TabbedForm.Tab>
    <TabbedForm.Tab label={tab('codes')}>
      <ProductDeclaredInputs fields={codeFields} />
    </TabbedForm.Tab>
    <TabbedForm.Tab label={tab('extra_fields')}>
      <ProductExtraFieldsInput source="required_extra_fields" />
      <ProductExtraFieldsInput source="optional_extra_fields" />
    </TabbedForm.Tab>
    <TabbedForm.Tab label={tab('images')}>
      <ProductImagesInput />
    </TabbedForm.Tab>
  </TabbedForm>
);
