import { PublicationBulkActionButton } from './PublicationBulkActionButton';

/** Validates the selected publications again on MercadoLibre (task type 5). */
export const PublicationBulkValidateButton = () => (
  <PublicationBulkActionButton method="validateMany" label="app.mercadolibre.bulk.validate" action="validate" />
);
