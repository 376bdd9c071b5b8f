import PlayCircle from '@mui/icons-material/PlayCircle';
import { PublicationBulkActionButton } from './PublicationBulkActionButton';

/** Reactivates the selected paused publications (task type 7). */
export const PublicationBulkResumeButton = () => <PublicationBulkActionButton method="resumeMany" label="app.mercadolibre.bulk.resume" icon={<PlayCircle />} />;
