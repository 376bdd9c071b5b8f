import type { ReactElement } from 'react';
import { useState } from 'react';
import { Button, Confirm, useListContext } from 'react-admin';
import { usePublicationBulkAction, type PublicationBulkMethod } from './usePublicationBulkAction';

interface PublicationBulkActionButtonProps {
  readonly method: PublicationBulkMethod;
  readonly label: string;
  readonly icon: ReactElement;
  /** i18n key prefix of a confirmation (`.title`, `.content`) for destructive actions. */
  readonly confirm?: string;
}

/** The shared body of the bulk buttons: one request for the selection, confirmed when destructive. */
export const PublicationBulkActionButton = ({ method, label, icon, confirm }: PublicationBulkActionButtonProps) => {
  const { selectedIds } = useListContext();
  const { run, isPending } = usePublicationBulkAction(method);
  const [open, setOpen] = useState(false);
  const start = () => (confirm ? setOpen(true) : run());
  return (
    <>
      <Button label={label} onClick={start} disabled={isPending}>
        {icon}
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
