import { publicationStatuses } from '../../../../resources/mercadolibre';

/** Status filter choices; react-admin translates the names. */
export const publicationStatusChoices = publicationStatuses.map((status) => ({
  id: status,
  name: `app.mercadolibre.statuses.${status}`,
}));
