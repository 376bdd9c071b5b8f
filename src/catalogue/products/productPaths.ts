import type { Identifier } from 'react-admin';

/** The product screens' Spanish paths. */
export const productPaths = {
  list: '/productos',
  create: '/productos/crear',
  edit: (id: Identifier) => `/productos/editar/${id}`,
  sheet: (id: Identifier) => `/productos/ver/${id}`,
} as const;
