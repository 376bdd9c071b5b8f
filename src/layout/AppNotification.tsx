import Fade from '@mui/material/Fade';
import { useEffect } from 'react';
import { Notification, useCloseNotification } from 'react-admin';

/** Toasts fade in and close after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

/**
 * Distance from the top of the window to a toast, below `lg`. From `sm` a toast is narrow and sits
 * right, below the top bar (bell, profile) and the page's action row under it (Crear, Exportar,
 * "Validar pedido"). On a phone it is as wide as the screen, and any place below the top bar covers
 * the page's own controls (a form's first field, a list's search, the save bar at the foot): it lies
 * over the top bar, whose menus wait its 3 s, or one tap elsewhere.
 */
export const TOAST_TOP_PX = { xs: 4, sm: 112 };

/**
 * From `lg` (a laptop) the page's first row reaches the right edge (a form's first field, a list's
 * Crear and Exportar), so the top right covers a control. A toast sits at the foot instead, centred
 * on the page beside the side menu (half its 240 px to the right of the window's centre): a save
 * bar keeps its buttons at its ends (Guardar and "Validar pedido" left, Borrar right), and nothing
 * else is fixed there.
 */
const wideScreenPlace = { top: 'auto', bottom: '24px', right: 'auto', left: 'calc(50% + 120px)', transform: 'translateX(-50%)' };

export const AppNotification = () => (
  <Notification
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    autoHideDuration={TOAST_DURATION_MS}
    TransitionComponent={Fade}
    sx={(theme) => ({ top: { xs: `${TOAST_TOP_PX.xs}px`, sm: `${TOAST_TOP_PX.sm}px` }, [theme.breakpoints.up('lg')]: wideScreenPlace })}
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
