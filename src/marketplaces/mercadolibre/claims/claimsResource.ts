import { mercadoLibreClaims } from '../../../../resources/mercadolibre/claims';

/** The react-admin resource of the claims screens: its name is their route. */
export const claimsResource = 'mercadolibre/devoluciones';

/** Where the claims' words live: `resources.mercadolibre/devoluciones.values.{field}.{code}`. */
export const claimWordKey = (field: 'stage' | 'status' | 'our_role' | 'return_status' | 'restock_decision', code: string) =>
  `resources.${claimsResource}.values.${field}.${code}`;

export const claimsDeclaration = { ...mercadoLibreClaims, name: claimsResource };
