import CancelIcon from '@mui/icons-material/Cancel';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import PublishIcon from '@mui/icons-material/Publish';
import { useState, type MouseEvent, type ReactElement } from 'react';
import { Button, Confirm, useRecordContext } from 'react-admin';
import { usePublicationAction, type PublicationRowAction } from './usePublicationAction';

const icons: Readonly<Record<PublicationRowAction, ReactElement>> = {
  validate: <FactCheckIcon />,
  publish: <PublishIcon />,
  pause: <PauseCircleIcon />,
  resume: <PlayCircleIcon />,
  close: <CancelIcon />,
  delete_mercadolibre: <DeleteForeverIcon />,
  delete: <DeleteIcon />,
};

/** Closing and deleting cannot be undone (a closed listing is never reactivated). */
const destructive: readonly PublicationRowAction[] = ['close', 'delete_mercadolibre', 'delete'];

interface PublicationActionButtonProps {
  readonly action: PublicationRowAction;
  readonly variant?: 'text' | 'outlined';
  readonly redirectOnDelete?: boolean;
}

/** One action on the publication in context, confirmed first when it is destructive. */
export const PublicationActionButton = ({ action, variant = 'text', redirectOnDelete }: PublicationActionButtonProps) => {
  const record = useRecordContext();
  const { run, isPending } = usePublicationAction(action, { redirectOnDelete });
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const needsConfirm = destructive.includes(action);
  const onClick = (event: MouseEvent) => {
    // Inside a table row: the click must not also open the sheet.
    event.stopPropagation();
    if (needsConfirm) setOpen(true);
    else run(record.id);
  };
  return (
    <>
      <Button label={`app.mercadolibre.actions.${action}`} onClick={onClick} disabled={isPending} variant={variant} size="small">
        {icons[action]}
      </Button>
      {needsConfirm && (
        <Confirm
          isOpen={open}
          loading={isPending}
          title={`app.mercadolibre.confirm.${action}.title`}
          content={`app.mercadolibre.confirm.${action}.content`}
          translateOptions={{ title: String(record.title ?? record.id) }}
          onConfirm={() => {
            setOpen(false);
            run(record.id);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};
