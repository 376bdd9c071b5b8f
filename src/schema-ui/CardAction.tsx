import Box from '@mui/material/Box';
import type { MouseEvent, ReactNode } from 'react';

/** What keeps its own default inside a card's control: a link of its own, a form field. */
const ownDefault = 'a, input, select, textarea, label';

/**
 * A card's own control (a "⋯" menu, a button) inside a card that is a link to its record. A click on
 * the control is the control's alone: it neither reaches the card's handler (react-admin's row click)
 * nor follows the card's link, which the browser would otherwise do for any click inside it, loading
 * the record's page over the menu or dialog the control just opened. The link is held back as the
 * click starts (controls often stop the click from going further up). Clicks in what the control
 * opens (a menu or dialog drawn elsewhere in the page) keep their own default, a form's submit among them.
 */
export const CardAction = ({ children }: { readonly children: ReactNode }) => {
  const holdBackCardLink = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    const wrapper = event.currentTarget;
    const own = target.closest(ownDefault);
    if (wrapper.contains(target) && !(own && wrapper.contains(own))) event.preventDefault();
  };
  return (
    <Box component="span" onClickCapture={holdBackCardLink} onClick={(event) => event.stopPropagation()} sx={{ display: 'contents' }}>
      {children}
    </Box>
  );
};
