import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { SheetFields } from '../../layout/SheetColumns';
import { SheetSection } from '../../layout/SheetSection';

/** A titled card of fields (`title`, a message key). */
export interface FieldsSection {
  readonly title: string;
  readonly fields: ReactNode;
}

/** A payment's settlement in its card (`title`, a message key), beside a column of cards of its other fields. */
export const SettlementBeside = ({
  title,
  settlement,
  sections,
}: {
  readonly title: string;
  readonly settlement: ReactNode;
  readonly sections: readonly FieldsSection[];
}) => (
  <>
    <SheetSection title={title}>{settlement}</SheetSection>
    <Stack spacing={2}>
      {sections.map((section) => (
        <SheetSection key={section.title} title={section.title}>
          <SheetFields>{section.fields}</SheetFields>
        </SheetSection>
      ))}
    </Stack>
  </>
);
