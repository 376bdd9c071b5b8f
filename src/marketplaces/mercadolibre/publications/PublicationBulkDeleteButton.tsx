import { PublicationBulkActionButton } from './PublicationBulkActionButton';

/** Deletes the selected publications from our database only (task type 9), after confirmation. */
export const PublicationBulkDeleteButton = () => (
  <PublicationBulkActionButton method="deleteManyHere" label="app.mercadolibre.bulk.delete" action="delete" confirm="app.mercadolibre.bulk.confirm_delete" />
);
