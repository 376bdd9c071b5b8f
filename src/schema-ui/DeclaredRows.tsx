import Box from '@mui/material/Box';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { DataTable, useRecordContext } from 'react-admin';
import type { FieldKind, ResourceDeclaration } from '../../resources';
import { codeCell } from './codeCell';
import { EmptyList } from './EmptyList';
import { KeyboardDataTableBody } from './KeyboardDataTableBody';
import { ResponsiveListBody } from './ResponsiveListBody';
import { SchemaField } from './SchemaField';

export interface DeclaredRowsProps {
  readonly declaration: ResourceDeclaration;
  /** Where a row leads: the edit form or the record's page. */
  readonly rowClick: 'edit' | 'show';
  /** The bulk actions of the table's selection, and of the cards' on a phone; none where rows are not selected. */
  readonly bulk?: ReactNode;
  /** Extra content of a last, untitled column, e.g. a row action. */
  readonly rowActions?: ReactNode;
  /** Columns shown their own way, by source, in the table and on the cards. */
  readonly fields?: Readonly<Record<string, ReactElement>>;
  /** Declared columns left out where every row has the same value (the customer whose orders these are). */
  readonly omitted?: readonly string[];
  /** A phone card's title in place of the declaration's title field. */
  readonly cardTitle?: ReactNode;
  /** A line of a phone card between its title and its declared fields. */
  readonly cardSubtitle?: ReactNode;
}

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Amounts and quantities line up on the right, units under units, as the sales tables' do. */
const figureKinds: readonly FieldKind[] = ['integer', 'number'];

/**
 * Declared fields shown in a card, in order, separated by a middle dot. A field the record has no
 * value in is left out with its dot: rows of one list may fill different fields (an order's status,
 * an account fee's type), and a dot before nothing reads as a missing value.
 */
const CardFields = ({
  declaration,
  sources,
  fields,
}: {
  declaration: ResourceDeclaration;
  sources: readonly string[];
  fields: DeclaredRowsProps['fields'];
}) => {
  const record = useRecordContext();
  const shown = sources.filter((source) => declaration.fields[source] && hasValue(record?.[source]));
  return (
    <>
      {shown.map((source, index) => (
        <Fragment key={source}>
          {index > 0 && ' · '}
          {fields?.[source] ?? <SchemaField resource={declaration.name} source={source} field={declaration.fields[source]!} />}
        </Fragment>
      ))}
    </>
  );
};

/**
 * The rows of a declared resource's list, wherever the list comes from (its own page, a record's related
 * records): its `list` columns in a table, sortable where declared, figures on the right; on a phone each row a card with the
 * declaration's title field (or `cardTitle`), `cardSubtitle` and its `card` fields (or the next two columns).
 */
export const DeclaredRows = ({ declaration, rowClick, bulk, rowActions, fields, omitted = [], cardTitle, cardSubtitle }: DeclaredRowsProps) => {
  const { name, title } = declaration;
  const list = declaration.list.filter((source) => !omitted.includes(source));
  const card = (declaration.card ?? list.filter((source) => source !== title).slice(0, 2)).filter((source) => !omitted.includes(source));
  const table = (
    <DataTable rowClick={rowClick} bulkActionButtons={bulk ?? false} empty={<EmptyList />} body={KeyboardDataTableBody}>
      {list.map((source) => {
        const field = declaration.fields[source];
        return field ? (
          <DataTable.Col
            key={source}
            source={source}
            disableSort={!field.sortable}
            align={figureKinds.includes(field.kind) ? 'right' : undefined}
            cellSx={field.kind === 'string' ? codeCell(source) : undefined}
          >
            {fields?.[source] ?? <SchemaField resource={name} source={source} field={field} />}
          </DataTable.Col>
        ) : null;
      })}
      {rowActions && <DataTable.Col label="">{rowActions}</DataTable.Col>}
    </DataTable>
  );
  return (
    <ResponsiveListBody
      table={table}
      rowClick={rowClick}
      primaryText={cardTitle ?? <CardFields declaration={declaration} sources={[title]} fields={fields} />}
      secondaryText={
        <>
          {cardSubtitle && (
            <Box component="span" sx={{ display: 'block' }}>
              {cardSubtitle}
            </Box>
          )}
          <CardFields declaration={declaration} sources={card} fields={fields} />
        </>
      }
      rowAction={rowActions ? () => rowActions : undefined}
      bulkActionButtons={bulk}
      empty={<EmptyList />}
    />
  );
};
