import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { productCategoryChoicesQuery } from './useProductFormChoices';

/** The product's categories, searched on the server as the user types. */
export const ProductCategoriesInput = () => (
  <ReferenceArrayInput source="categories" reference="categorias" {...productCategoryChoicesQuery}>
    <AutocompleteArrayInput filterToQuery={(busqueda) => ({ busqueda })} />
  </ReferenceArrayInput>
);
