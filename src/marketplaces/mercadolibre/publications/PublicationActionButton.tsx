import type { MouseEvent } from 'react';
import { useRecordContext } from 'react-admin';
import { Button } from '../../../layout/Button';
import { isDestructive, publicationActionIcons } from './publicationActionLooks';
import { useConfirmedPublicationAction } from './useConfirmedPublicationAction';
import type { PublicationRowAction } from './usePublicationAction';

interface PublicationActionButtonProps {
  readonly action: PublicationRowAction;
  readonly variant?: 'text' | 'outlined';
  readonly redirectOnDelete?: boolean;
}

/** One action on the publication in context, confirmed first when it is destructive. */
export const PublicationActionButton = ({ action, variant = 'text', redirectOnDelete }: PublicationActionButtonProps) => {
  const record = useRecordContext();
  const { start, dialog, isPending } = useConfirmedPublicationAction({ redirectOnDelete });
  if (!record) return null;
  const onClick = (event: MouseEvent) => {
    // Inside a table row: the click must not also open the sheet.
    event.stopPropagation();
    start(action, record);
  };
  return (
    <>
      <Button
        label={`app.mercadolibre.actions.${action}`}
        onClick={onClick}
        disabled={isPending}
        variant={variant}
        color={isDestructive(action) ? 'error' : 'primary'}
        size="small"
      >
        {publicationActionIcons[action]}
      </Button>
      {dialog}
    </>
  );
};
