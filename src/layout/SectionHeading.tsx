import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { KeepButtonLabels } from './KeepButtonLabels';

/** A section's title with its one action at the line's end (its label kept on a phone); the action wraps below when the line is short. */
export const SectionHeading = ({ title, action }: { readonly title: string; readonly action: ReactNode }) => (
  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
    <Typography variant="subtitle1" component="h3">
      {title}
    </Typography>
    <KeepButtonLabels>{action}</KeepButtonLabels>
  </Stack>
);
