import type { Identifier, RaRecord } from 'react-admin';

/** The product screens' Spanish paths. */
export const productPaths = {
  list: '/productos',
  create: '/productos/crear',
  edit: (id: Identifier) => `/productos/editar/${id}`,
  sheet: (id: Identifier) => `/productos/ver/${id}`,
} as const;

/** A reference's link to the product's sheet: the products resource has no react-admin edit or show path to link to. */
export const linkToProductSheet = (product: RaRecord) => productPaths.sheet(product.id);
