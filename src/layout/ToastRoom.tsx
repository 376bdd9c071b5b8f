import Box from '@mui/material/Box';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useEffect } from 'react';
import { BAR_PX, setToastRoom, TOAST_GAP_PX, useToastRoom } from './toastRoom';

/**
 * The band a toast takes at the top of the page: while one shows, the page moves down by the toast's
 * height and its gaps, and the band stays in sight just below the top bar as the page scrolls, as if
 * the bar had grown a row for the toast. So no control lies under the toast: what the band covers was
 * out of sight before it opened (the browser's scroll anchoring is off, see the theme, so the controls
 * in sight move down with the page instead of being held in place under the band).
 */
export const ToastRoom = () => {
  const { toastHeight } = useToastRoom();
  const barHidden = useScrollTrigger();
  useEffect(() => {
    setToastRoom({ inLayout: true });
    return () => setToastRoom({ inLayout: false });
  }, []);
  return (
    <Box
      aria-hidden
      sx={{
        position: 'sticky',
        top: barHidden ? 0 : BAR_PX,
        transition: 'top 225ms',
        zIndex: (theme) => theme.zIndex.appBar - 1,
        flexShrink: 0,
        // Over the page's side padding too, as wide as the page.
        mx: -1,
        bgcolor: 'background.default',
        height: toastHeight ? toastHeight + 2 * TOAST_GAP_PX : 0,
      }}
    />
  );
};
