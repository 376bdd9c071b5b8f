import Box from '@mui/material/Box';
import type { ReactElement, ReactNode } from 'react';
import { Show, SimpleShowLayout, TopToolbar, useResourceDefinition } from 'react-admin';
import { KeepButtonLabels } from '../layout/KeepButtonLabels';
import { sheetPadding } from '../layout/SheetColumns';
import type { FieldKind, ResourceDeclaration } from '../../resources';
import { CollapsedSection } from './CollapsedSection';
import { splitErpOnly } from './erpOnlyFields';
import { noValue } from './noValue';
import { SchemaField } from './SchemaField';
import { SheetEditButton } from './SheetEditButton';

export interface SchemaShowProps {
  readonly declaration: ResourceDeclaration;
  /** Fields shown their own way, by source (e.g. an account id as the account's name); each carries its `source`, which labels it. */
  readonly fields?: Readonly<Record<string, ReactElement>>;
  /** Actions of the record besides the edit button, e.g. a decision the seller still has to make. */
  readonly actions?: ReactNode;
  /** What the record relates to, under its fields and off the card's edges as they are (a customer's orders). */
  readonly children?: ReactNode;
}

/** Long text and structured values take the sheet's whole width; the other fields share its columns. */
const wideKinds: readonly FieldKind[] = ['text', 'json'];

/**
 * From `md` up the fields sit in columns of at least 15rem, filling the row: one column down the left edge
 * of a laptop's page left most of it blank and the last fields a scroll away. On a phone, one column.
 * React-admin marks each field's row with its source (`ra-field-{source}`), by which the wide ones span the row.
 */
const sheetColumns = (declaration: ResourceDeclaration) => ({
  '& .RaSimpleShowLayout-stack': { display: { md: 'grid' }, gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', columnGap: 3 },
  ...Object.fromEntries(
    Object.entries(declaration.fields)
      .filter(([, field]) => wideKinds.includes(field.kind))
      .map(([source]) => [`& .ra-field-${source}`, { gridColumn: '1 / -1' }]),
  ),
});

type ShownFields = Required<Pick<SchemaShowProps, 'declaration' | 'fields'>> & { readonly sources: readonly string[] };

/** Some of the sheet's fields, in declared order. */
const FieldGrid = ({ declaration, fields, sources }: ShownFields) => (
  <SimpleShowLayout useFlexGap sx={sheetColumns(declaration)}>
    {sources.map(
      (source) =>
        fields[source] ?? (
          <SchemaField key={source} resource={declaration.name} source={source} field={declaration.fields[source]} sortable={false} emptyText={noValue} />
        ),
    )}
  </SimpleShowLayout>
);

/**
 * Every readable declared field of one record (write-only passwords are left out), a dash where it
 * has no value rather than a label over nothing; what the record relates to under them (`children`),
 * and last, closed, the fields only the ERP uses. Above it, the record's own actions, then Editar
 * where the resource has an edit screen, labelled on a phone too; a sheet with neither has no action
 * bar, so it starts at the top of the page.
 */
export const SchemaShow = ({ declaration, fields = {}, actions, children }: SchemaShowProps) => {
  const { hasEdit } = useResourceDefinition();
  const readable = Object.keys(declaration.fields).filter((source) => declaration.fields[source].kind !== 'password');
  const { shown, erpOnly } = splitErpOnly(declaration, readable);
  const bar = (actions || hasEdit) && (
    <TopToolbar>
      <KeepButtonLabels>
        {actions}
        {hasEdit && <SheetEditButton />}
      </KeepButtonLabels>
    </TopToolbar>
  );
  return (
    <Show actions={bar}>
      <FieldGrid declaration={declaration} fields={fields} sources={shown} />
      {children && <Box sx={{ p: sheetPadding }}>{children}</Box>}
      {erpOnly.length > 0 && (
        <Box sx={{ p: sheetPadding, pt: children ? 0 : undefined }}>
          <CollapsedSection title="app.erp_only">
            <FieldGrid declaration={declaration} fields={fields} sources={erpOnly} />
          </CollapsedSection>
        </Box>
      )}
    </Show>
  );
};
