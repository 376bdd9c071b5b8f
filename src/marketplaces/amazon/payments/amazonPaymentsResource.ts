import { amazonPayments } from '../../../../resources/amazon/payments';

/** The react-admin resource of Amazon's payments screens: its name is their route. */
export const amazonPaymentsResource = 'amazon/pagos';

/** The payments declaration under the screens' name, so labels and status words live under `resources.amazon/pagos`. */
export const amazonPaymentsDeclaration = { ...amazonPayments, name: amazonPaymentsResource };
