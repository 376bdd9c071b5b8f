import Fade from '@mui/material/Fade';
import { useEffect } from 'react';
import { Notification, useCloseNotification } from 'react-admin';

/** Toasts at the top (right from `sm` up), fading, closing after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

/**
 * Distance from the top of the window to a toast. From `sm` up a toast is narrow and sits right,
 * below the top bar (bell, profile) and below the page's action row under it (Crear, Exportar,
 * "Validar pedido"), so it never covers a control. On a phone it is as wide as the screen, and any
 * place below the top bar covers the page's own controls (a form's first field, a list's search, the
 * save bar at the foot): it lies over the top bar, whose menus wait its 3 s, or one tap elsewhere.
 */
export const TOAST_TOP_PX = { xs: 4, sm: 112 };

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
