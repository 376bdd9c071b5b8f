import { FoldingActions } from '../../../layout/FoldingActions';
import { PublicationBulkDeleteButton } from './PublicationBulkDeleteButton';
import { PublicationBulkDeleteMercadoLibreButton } from './PublicationBulkDeleteMercadoLibreButton';
import { PublicationBulkLinkButtons } from './PublicationBulkLinkButtons';
import { PublicationBulkPauseButton } from './PublicationBulkPauseButton';
import { PublicationBulkPublishButton } from './PublicationBulkPublishButton';
import { PublicationBulkResumeButton } from './PublicationBulkResumeButton';
import { PublicationBulkValidateButton } from './PublicationBulkValidateButton';

/**
 * Every bulk call of the publications; each but linking creates one task. The daily ones stay in the
 * row; deleting and linking fold into "Más acciones" below the widest screens, so the row fits a laptop.
 * On a phone only validating and publishing keep their words in the bar, pausing and resuming join the
 * menu: the bar stays two short lines over the cards instead of a third of the screen.
 */
export const PublicationBulkActions = () => (
  <>
    <PublicationBulkValidateButton />
    <PublicationBulkPublishButton />
    <FoldingActions
      below="xl"
      foldedOnPhone={
        <>
          <PublicationBulkPauseButton />
          <PublicationBulkResumeButton />
        </>
      }
    >
      <PublicationBulkDeleteMercadoLibreButton />
      <PublicationBulkDeleteButton />
      <PublicationBulkLinkButtons />
    </FoldingActions>
  </>
);
