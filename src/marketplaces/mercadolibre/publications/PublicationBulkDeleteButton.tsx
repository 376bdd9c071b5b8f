import Delete from '@mui/icons-material/Delete';
import { PublicationBulkActionButton } from './PublicationBulkActionButton';

/** Deletes the selected publications from our database only (task type 9), after confirmation. */
export const PublicationBulkDeleteButton = () => (
  <PublicationBulkActionButton method="deleteManyHere" label="app.mercadolibre.bulk.delete" icon={<Delete />} confirm="app.mercadolibre.bulk.confirm_delete" />
);
