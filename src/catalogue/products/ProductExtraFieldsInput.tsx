import { ArrayInput, TextInput } from 'react-admin';
import { products } from '../../../resources/catalogue';
import { fieldValidators } from '../../schema-ui/fieldValidators';
import { LabelledFormIterator } from '../../schema-ui/LabelledFormIterator';

const item = products.fields.required_extra_fields.items;

/** Marketplace field/value pairs (`required_extra_fields` or `optional_extra_fields`), added and removed freely. */
export const ProductExtraFieldsInput = ({ source }: { readonly source: 'required_extra_fields' | 'optional_extra_fields' }) => (
  <ArrayInput source={source}>
    <LabelledFormIterator addLabel="app.catalogue.products.add_extra_field" removeLabel="app.catalogue.products.remove_extra_field">
      <TextInput source="field" label="app.catalogue.products.extra_field" validate={fieldValidators(item.field)} />
      <TextInput source="value" label="app.catalogue.products.extra_value" validate={fieldValidators(item.value)} />
    </LabelledFormIterator>
  </ArrayInput>
);
