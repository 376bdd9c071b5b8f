import { amazonReturns } from '../../../../resources/amazon/returns';

/** The react-admin resource of Amazon's returns screens: its name is their route. */
export const amazonReturnsResource = 'amazon/devoluciones';

/** The returns declaration under the screens' name, so labels, statuses and reasons live under `resources.amazon/devoluciones`. */
export const amazonReturnsDeclaration = { ...amazonReturns, name: amazonReturnsResource };
