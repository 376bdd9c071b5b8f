import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A card's own control (a "⋯" menu, a button) beside the card's title link, whose box covers the
 * card: drawn above that box so a tap on the control reaches the control alone.
 */
export const CardAction = ({ children }: { readonly children: ReactNode }) => (
  <Box component="span" sx={{ position: 'relative', zIndex: 1 }}>
    {children}
  </Box>
);
