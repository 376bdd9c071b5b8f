import { mercadoLibrePayments } from '../../../../resources/mercadolibre/payments';

/** The react-admin resource of the payments screens: its name is their route. */
export const paymentsResource = 'mercadolibre/pagos';

/** The payments declaration under the screens' name, so labels and status words live under `resources.mercadolibre/pagos`. */
export const paymentsDeclaration = { ...mercadoLibrePayments, name: paymentsResource };
