import type { ReactNode } from 'react';
import { type FieldsSection, SheetSectionsColumn } from '../../layout/SheetColumns';
import { SheetSection } from '../../layout/SheetSection';

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
    <SheetSectionsColumn sections={sections} />
  </>
);
