import { PublicationBulkActionButton } from './PublicationBulkActionButton';

/** Publishes the selected publications (task type 3). */
export const PublicationBulkPublishButton = () => <PublicationBulkActionButton method="publishMany" label="app.mercadolibre.bulk.publish" action="publish" />;
