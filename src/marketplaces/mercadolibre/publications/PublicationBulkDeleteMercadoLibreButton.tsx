import { PublicationBulkActionButton } from './PublicationBulkActionButton';

/** Closes and deletes the selected listings on MercadoLibre (task type 8), after confirmation. */
export const PublicationBulkDeleteMercadoLibreButton = () => (
  <PublicationBulkActionButton
    method="deleteManyOnMercadoLibre"
    label="app.mercadolibre.bulk.delete_mercadolibre"
    action="delete_mercadolibre"
    confirm="app.mercadolibre.bulk.confirm_delete_mercadolibre"
  />
);
