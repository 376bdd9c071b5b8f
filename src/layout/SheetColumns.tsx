import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { SheetSection } from './SheetSection';

interface SheetColumnsProps {
  /** Off the page card's edges by its own padding; `false` inside a part that pads already (a tab's content). */
  readonly padded?: boolean;
  readonly children: ReactNode;
}

/** How far a record page's cards sit from the edges of the page's own card. */
export const sheetPadding = { xs: 1, sm: 2 } as const;

/** A record's page as titled cards: two columns on a desk, one on a phone, each card as tall as its content. */
export const SheetColumns = ({ padded = true, children }: SheetColumnsProps) => (
  <Box
    sx={{
      p: padded ? sheetPadding : 0,
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

/** A titled card of fields (`title`, a message key). */
export interface FieldsSection {
  readonly title: string;
  readonly fields: ReactNode;
}

/** Titled cards of fields, one under the other, in one column of the page's `SheetColumns`. */
export const SheetSectionsColumn = ({ sections }: { readonly sections: readonly FieldsSection[] }) => (
  <Stack spacing={2}>
    {sections.map((section) => (
      <SheetSection key={section.title} title={section.title}>
        <SheetFields>{section.fields}</SheetFields>
      </SheetSection>
    ))}
  </Stack>
);
