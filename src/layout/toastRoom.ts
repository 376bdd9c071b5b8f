import { useSyncExternalStore } from 'react';

/**
 * What the toast and the page share: whether the page's layout is drawn (the sign-in page has none)
 * and the height of the toast now shown (0 when none). The toast is drawn above everything, dialogs
 * included, so it lives outside the layout; the layout makes room for it from this.
 */
/** The top bar's height (react-admin's page starts 8 px lower on a phone) and the gap around a toast. */
export const BAR_PX = 48;
export const TOAST_GAP_PX = 8;

/**
 * The toast's top, from the window's top: one gap below the top bar's foot, or below the window's top
 * once the bar has slid away as the page scrolled down.
 */
export const toastTop = (barHidden: boolean) => (barHidden ? TOAST_GAP_PX : BAR_PX + TOAST_GAP_PX);

type ToastRoom = { inLayout: boolean; toastHeight: number };

let room: ToastRoom = { inLayout: false, toastHeight: 0 };
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const setToastRoom = (change: Partial<ToastRoom>) => {
  const next = { ...room, ...change };
  if (next.inLayout === room.inLayout && next.toastHeight === room.toastHeight) return;
  room = next;
  listeners.forEach((listener) => listener());
};

export const useToastRoom = () => useSyncExternalStore(subscribe, () => room);
