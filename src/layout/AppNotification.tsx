import Fade from '@mui/material/Fade';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useCallback, useEffect, useRef } from 'react';
import { Notification, useCloseNotification } from 'react-admin';
import { setToastRoom, toastTop, useToastRoom } from './toastRoom';

/** Toasts fade in and close after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

/**
 * Toasts sit at the top right, just below the top bar (on a phone, as wide as the screen), over a band
 * the layout opens for them (`ToastRoom`), so a toast never lies over one of the page's controls. The
 * top bar slides away as the page scrolls down (react-admin's own rule, the same scroll trigger): the
 * toast and its band then take its place.
 */
export const AppNotification = () => {
  const { inLayout } = useToastRoom();
  const barHidden = useScrollTrigger();
  const measured = useToastHeight();
  // One gap below the bar's foot, as the band is stuck there once the page scrolls: on a phone the
  // page itself starts lower than the bar's foot, and a toast placed from the page's top would lie
  // on the band's lower edge, against the page, while the page is scrolled. Given for each screen
  // size, as the snackbar's own top from `sm` up would otherwise win.
  const offset = toastTop(barHidden);
  const top = { xs: offset, sm: offset };
  return (
    <Notification
      ref={measured}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      TransitionComponent={Fade}
      sx={inLayout ? { top, transition: 'top 225ms' } : undefined}
    />
  );
};

/** A ref for the toast that tells the page the toast's height, as it changes, and 0 once it is gone. */
const useToastHeight = () => {
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => () => setToastRoom({ toastHeight: 0 }), []);
  return useCallback((toast: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!toast) return setToastRoom({ toastHeight: 0 });
    const tell = () => setToastRoom({ toastHeight: toast.getBoundingClientRect().height });
    tell();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(tell);
    observer.current.observe(toast);
  }, []);
};

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
