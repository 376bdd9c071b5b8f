import { PublicationBulkDeleteButton } from './PublicationBulkDeleteButton';
import { PublicationBulkDeleteMercadoLibreButton } from './PublicationBulkDeleteMercadoLibreButton';
import { PublicationBulkLinkButtons } from './PublicationBulkLinkButtons';
import { PublicationBulkPauseButton } from './PublicationBulkPauseButton';
import { PublicationBulkPublishButton } from './PublicationBulkPublishButton';
import { PublicationBulkResumeButton } from './PublicationBulkResumeButton';
import { PublicationBulkValidateButton } from './PublicationBulkValidateButton';

/** Every bulk call of the publications; each but linking creates one task. */
export const PublicationBulkActions = () => (
  <>
    <PublicationBulkValidateButton />
    <PublicationBulkPublishButton />
    <PublicationBulkPauseButton />
    <PublicationBulkResumeButton />
    <PublicationBulkDeleteMercadoLibreButton />
    <PublicationBulkDeleteButton />
    <PublicationBulkLinkButtons />
  </>
);
