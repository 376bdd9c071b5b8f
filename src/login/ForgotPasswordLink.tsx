import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** There is no self-service reset: an administrator sets a new password from the Usuarios screen. */
export const ForgotPasswordLink = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
        {translate('app.login.forgot')}
      </Link>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="forgot-password-title">
        <DialogTitle id="forgot-password-title">{translate('app.login.forgot_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.login.forgot_text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
