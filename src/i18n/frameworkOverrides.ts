/**
 * Framework strings the product words differently (the empty table text, the empty field message), and a
 * record's page titled as in Spanish ("Product: Taladro", where react-admin's English says "Product Taladro").
 */
export const frameworkOverrides = {
  es: { ra: { navigation: { no_results: 'No hay informacion para mostrar' } } },
  en: {
    ra: {
      navigation: { no_results: 'No information to display' },
      validation: { required: 'This field cannot be empty' },
      page: { edit: '%{name}: %{recordRepresentation}', show: '%{name}: %{recordRepresentation}' },
    },
  },
};
