import Fade from '@mui/material/Fade';
import { Notification } from 'react-admin';

/** Toasts top right, fading, closing after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

export const AppNotification = () => (
  <Notification
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    autoHideDuration={TOAST_DURATION_MS}
    TransitionComponent={Fade}
  />
);
