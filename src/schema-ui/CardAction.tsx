import Box from '@mui/material/Box';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A card's own control (a "⋯" menu, a button) inside a card that is a link to its record. A click on
 * the control is the control's alone: it neither reaches the card's handler (react-admin's row click)
 * nor follows the card's link, which the browser would otherwise do for any click inside it, loading
 * the record's page over the menu or dialog the control just opened. Clicks in what the control opens
 * (a menu or dialog drawn elsewhere in the page) keep their own default, a form's submit among them.
 */
export const CardAction = ({ children }: { readonly children: ReactNode }) => {
  const keepToControl = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    if (event.currentTarget.contains(event.target as Node)) event.preventDefault();
  };
  return (
    <Box component="span" onClick={keepToControl} sx={{ display: 'contents' }}>
      {children}
    </Box>
  );
};
