import type { ReactNode } from 'react';
import { FoldingActions } from '../../../layout/FoldingActions';
import { PublicationBulkDeleteButton } from './PublicationBulkDeleteButton';
import { PublicationBulkDeleteMercadoLibreButton } from './PublicationBulkDeleteMercadoLibreButton';
import { PublicationBulkLinkButtons } from './PublicationBulkLinkButtons';
import { PublicationBulkPauseButton } from './PublicationBulkPauseButton';
import { PublicationBulkPublishButton } from './PublicationBulkPublishButton';
import { PublicationBulkResumeButton } from './PublicationBulkResumeButton';
import { PublicationBulkValidateButton } from './PublicationBulkValidateButton';
import type { PublicationRowAction } from './usePublicationAction';
import { useSelectionAllows } from './useSelectionAllows';

/** The daily bulk actions, in the row's order, which is also the order a phone's bar picks them in. */
const dailyActions: readonly { readonly action: PublicationRowAction; readonly element: ReactNode }[] = [
  { action: 'validate', element: <PublicationBulkValidateButton /> },
  { action: 'publish', element: <PublicationBulkPublishButton /> },
  { action: 'pause', element: <PublicationBulkPauseButton /> },
  { action: 'resume', element: <PublicationBulkResumeButton /> },
];

/** How many daily actions keep their words in a phone's bar: more would make it a third line over the cards. */
const roomOnPhone = 2;

/**
 * Every bulk call of the publications; each but linking creates one task. The daily ones stay in the
 * row; deleting and linking fold into "Más acciones" below the widest screens, so the row fits a laptop.
 * On a phone the bar keeps in words the first two daily actions the selection allows (pausing for
 * published cards, reactivating for paused ones), the rest join the menu; when the selection allows
 * none, validating and publishing stay, as for a selection of new publications.
 */
export const PublicationBulkActions = () => {
  const allows = useSelectionAllows();
  const allowed = dailyActions.filter(({ action }) => allows(action));
  const kept = (allowed.length > 0 ? allowed : dailyActions).slice(0, roomOnPhone);
  return (
    <FoldingActions below="xl" leading={dailyActions.map((daily) => ({ key: daily.action, element: daily.element, keptOnPhone: kept.includes(daily) }))}>
      <PublicationBulkDeleteMercadoLibreButton />
      <PublicationBulkDeleteButton />
      <PublicationBulkLinkButtons />
    </FoldingActions>
  );
};
