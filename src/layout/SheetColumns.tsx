import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** A record's page as titled cards: two columns on a desk, one on a phone, each card as tall as its content. */
export const SheetColumns = ({ children }: { readonly children: ReactNode }) => (
  <Box
    sx={{
      p: { xs: 1, sm: 2 },
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      alignItems: 'start',
    }}
  >
    {children}
  </Box>
);

/** Fields side by side, wrapping onto the next line on a phone. */
export const SheetFields = ({ children }: { readonly children: ReactNode }) => (
  <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {children}
  </Stack>
);
