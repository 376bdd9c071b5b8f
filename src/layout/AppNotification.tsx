import Fade from '@mui/material/Fade';
import { useEffect } from 'react';
import { Notification, useCloseNotification } from 'react-admin';

/** Toasts top right, fading, closing after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

/**
 * Distance from the top of the window to a toast: below the top bar (bell, profile) and below the
 * page's action row under it (Crear, Exportar, "Validar pedido"), so a toast never covers a control.
 */
export const TOAST_TOP_PX = { xs: 120, sm: 112 };

export const AppNotification = () => (
  <Notification
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    autoHideDuration={TOAST_DURATION_MS}
    TransitionComponent={Fade}
    sx={{ top: { xs: `${TOAST_TOP_PX.xs}px`, sm: `${TOAST_TOP_PX.sm}px` } }}
  />
);

/**
 * For a toast with a link (a task created, "Ver en Tareas"): it closes after TOAST_DURATION_MS even
 * with the pointer resting on it. A toast pauses while hovered, and one that follows a click on the
 * bulk actions opens under the pointer, so it would never close; its link can still be clicked meanwhile.
 */
export const useToastCloses = () => {
  const close = useCloseNotification();
  useEffect(() => {
    const timer = setTimeout(close, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [close]);
};
