import { AutocompleteInput, BooleanInput, NullableBooleanInput, ReferenceInput, SearchInput } from 'react-admin';

/** Search (`busqueda`), the declared named filters (category, warehouse, stock below alert) and the flags. */
export const productListFilters = [
  <SearchInput key="busqueda" source="busqueda" alwaysOn />,
  <ReferenceInput key="category" source="category" reference="categorias" sort={{ field: 'label', order: 'ASC' }}>
    <AutocompleteInput label="resources.productos.fields.category" filterToQuery={(busqueda) => ({ busqueda })} />
  </ReferenceInput>,
  <ReferenceInput key="warehouse" source="warehouse" reference="almacenes" sort={{ field: 'label', order: 'ASC' }}>
    <AutocompleteInput label="resources.productos.fields.warehouse" filterToQuery={(busqueda) => ({ busqueda })} />
  </ReferenceInput>,
  <BooleanInput key="stock_alert" source="stock_alert" defaultValue />,
  <NullableBooleanInput key="tosell" source="tosell" />,
  <NullableBooleanInput key="tobuy" source="tobuy" />,
];
