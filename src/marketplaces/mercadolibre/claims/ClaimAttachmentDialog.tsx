import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { ClaimFilePicker } from './ClaimFilePicker';

const messages = 'app.mercadolibre.claims';

/** "Send files": each file picked goes to MercadoLibre at once; closing shows the claim as it now is. */
export const ClaimAttachmentDialog = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string[]>([]);
  const label = translate(`${messages}.actions.send_attachments`);
  const close = () => {
    setOpen(false);
    if (sent.length > 0) refresh();
  };
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>{label}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`${messages}.confirm.send_attachments`)}</DialogContentText>
          <ClaimFilePicker sent={sent} onSent={setSent} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate(`${messages}.close`)}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
