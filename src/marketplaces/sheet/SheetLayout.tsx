import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Labeled } from 'react-admin';
import type { FieldDeclaration } from '../../../resources';
import { noValue } from '../../schema-ui/noValue';
import { SchemaField } from '../../schema-ui/SchemaField';
import { SheetSection } from './SheetSection';

/** A payment's sheet: its settlement beside its other cards, two columns on a desk, one on a phone. */
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

interface DeclaredFieldProps<Fields extends Record<string, FieldDeclaration>> {
  readonly declaration: { readonly name: string; readonly fields: Fields };
  readonly source: keyof Fields & string;
}

/** A declared field under its name, shown as its kind is (a status in words, a date, a link), a dash where the record has no value. */
export const DeclaredField = <Fields extends Record<string, FieldDeclaration>>({ declaration, source }: DeclaredFieldProps<Fields>) => (
  <Labeled source={source}>
    <SchemaField resource={declaration.name} source={source} field={declaration.fields[source]} emptyText={noValue} />
  </Labeled>
);

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
