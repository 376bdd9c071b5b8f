import { PublicationBulkActionButton } from './PublicationBulkActionButton';

/** Pauses the selected publications on MercadoLibre (task type 6). */
export const PublicationBulkPauseButton = () => <PublicationBulkActionButton method="pauseMany" label="app.mercadolibre.bulk.pause" action="pause" />;
