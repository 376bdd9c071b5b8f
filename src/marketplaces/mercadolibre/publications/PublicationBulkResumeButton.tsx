import { PublicationBulkActionButton } from './PublicationBulkActionButton';

/** Reactivates the selected paused publications (task type 7). */
export const PublicationBulkResumeButton = () => <PublicationBulkActionButton method="resumeMany" label="app.mercadolibre.bulk.resume" action="resume" />;
