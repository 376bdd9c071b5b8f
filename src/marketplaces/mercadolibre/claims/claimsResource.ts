import type { TranslateFunction } from 'react-admin';
import { mercadoLibreClaims } from '../../../../resources/mercadolibre/claims';
import { listExporter } from '../../../schema-ui/listExporter';

/** The react-admin resource of the claims screens: its name is their route. */
export const claimsResource = 'mercadolibre/devoluciones';

/** Where the claims' words live: `resources.mercadolibre/devoluciones.values.{field}.{code}`. */
export const claimWordKey = (field: 'stage' | 'status' | 'our_role' | 'return_status' | 'restock_decision', code: string) =>
  `resources.${claimsResource}.values.${field}.${code}`;

/**
 * The words of a claim's reason. MercadoLibre's reason ids are many (PDD9551, PNR4071…), but each
 * begins with its family: PNR not received, PDD different or defective, CS purchase cancelled.
 */
export const claimReasonKey = (reasonId: string) => `resources.${claimsResource}.values.reason.${/^[A-Z]+/.exec(reasonId)?.[0] ?? reasonId}`;

const claimsDeclaration = { ...mercadoLibreClaims, name: claimsResource };

/** The claims list's CSV export: the reason in the words the screen shows it with, not MercadoLibre's id. */
export const claimsExporter = (translate: TranslateFunction) => listExporter(claimsDeclaration, translate, { wordKeys: { reason_id: claimReasonKey } });
