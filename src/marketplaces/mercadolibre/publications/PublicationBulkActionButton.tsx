import { useState } from 'react';
import { Confirm, useListContext } from 'react-admin';
import { Button } from '../../../layout/Button';
import { isDestructive, publicationActionIcons } from './publicationActionLooks';
import type { PublicationRowAction } from './usePublicationAction';
import { usePublicationBulkAction, type PublicationBulkMethod } from './usePublicationBulkAction';
import { useSelectionAllows } from './useSelectionAllows';

interface PublicationBulkActionButtonProps {
  readonly method: PublicationBulkMethod;
  readonly label: string;
  /** The row's action it does for each selected publication: the same icon, and red when it cannot be undone, as in the row's menu. */
  readonly action: PublicationRowAction;
  /** i18n key prefix of a confirmation (`.title`, `.content`) for destructive actions. */
  readonly confirm?: string;
}

/** The shared body of the bulk buttons: one request for the selection, confirmed when destructive; off when no selected publication's status allows the action. */
export const PublicationBulkActionButton = ({ method, label, action, confirm }: PublicationBulkActionButtonProps) => {
  const { selectedIds } = useListContext();
  const { run, isPending } = usePublicationBulkAction(method);
  const allowed = useSelectionAllows()(action);
  const [open, setOpen] = useState(false);
  const start = () => (confirm ? setOpen(true) : run());
  return (
    <>
      <Button label={label} onClick={start} disabled={isPending || !allowed} color={isDestructive(action) ? 'error' : 'primary'}>
        {publicationActionIcons[action]}
      </Button>
      {confirm && (
        <Confirm
          isOpen={open}
          loading={isPending}
          title={`${confirm}.title`}
          content={`${confirm}.content`}
          translateOptions={{ smart_count: selectedIds.length }}
          onConfirm={() => {
            setOpen(false);
            run();
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};
