import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

interface NotificationDeleteAllButtonProps {
  readonly disabled: boolean;
  readonly loading: boolean;
  readonly onConfirm: () => Promise<void>;
}

/** Deletes the whole history, after a confirmation: it cannot be undone. */
export const NotificationDeleteAllButton = ({ disabled, loading, onConfirm }: NotificationDeleteAllButtonProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" startIcon={<DeleteSweepIcon />} disabled={disabled} onClick={() => setOpen(true)}>
        {translate('app.notifications.history.delete_all')}
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title="app.notifications.history.delete_all_title"
        content="app.notifications.history.delete_all_content"
        confirm="app.notifications.history.delete_all"
        confirmColor="warning"
        onConfirm={() => onConfirm().finally(() => setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
