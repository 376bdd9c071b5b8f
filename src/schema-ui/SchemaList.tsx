import Box from '@mui/material/Box';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { BulkDeleteButton, DataTable, List, useRecordContext, useTranslate } from 'react-admin';
import { listLimits, type ResourceDeclaration } from '../../resources';
import { EmptyList } from './EmptyList';
import { KeyboardDataTableBody } from './KeyboardDataTableBody';
import { listExporter, type RecordAsShown } from './listExporter';
import { ListSelectionReset } from './ListSelectionReset';
import { ResponsiveListBody } from './ResponsiveListBody';
import { SchemaField } from './SchemaField';
import { schemaFilters } from './schemaFilters';
import { SchemaListActions } from './SchemaListActions';
import { useCrudNotifications } from './useCrudNotifications';
import { useDeclaredListFilters } from './useDeclaredListFilters';
import { ListParamsInAddress } from './ListParamsInAddress';

export interface SchemaListProps {
  readonly declaration: ResourceDeclaration;
  /** Extra bulk actions shown before the delete button. */
  readonly bulkActions?: ReactNode;
  /** Extra content of a last, untitled column, e.g. a row action. */
  readonly rowActions?: ReactNode;
  /** Where a row leads: the edit form (default) or the record's page. */
  readonly rowClick?: 'edit' | 'show';
  /** Filter inputs in place of the generic ones, e.g. an account chosen by its name instead of its id. */
  readonly filters?: ReactElement[];
  /** A filter the seller does not choose, and the list settings' own key when one resource serves several lists. */
  readonly scope?: { readonly filter: Readonly<Record<string, unknown>>; readonly storeKey: string };
  /** Columns shown their own way, by source, in the table and on the cards (e.g. an amount that means something else on some rows). */
  readonly fields?: Readonly<Record<string, ReactElement>>;
  /** What those columns show of a record, so its CSV row says the same (e.g. no fee where the screen shows none). */
  readonly exportedAs?: RecordAsShown;
  /** A phone card's title in place of the declaration's title field, e.g. the record named by what it is ("Pago 80000000001"). */
  readonly cardTitle?: ReactNode;
  /** A line of a phone card between its title and its declared fields, e.g. what the record belongs to. */
  readonly cardSubtitle?: ReactNode;
}

const BulkActions = ({ extra }: { extra?: ReactNode }) => {
  const notifications = useCrudNotifications('delete', false);
  return (
    <>
      {extra}
      <BulkDeleteButton mutationMode="pessimistic" mutationOptions={notifications} />
    </>
  );
};

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Declared fields shown in a card, in order, separated by a middle dot. A field the record has no
 * value in is left out with its dot: rows of one list may fill different fields (an order's status,
 * an account fee's type), and a dot before nothing reads as a missing value.
 */
const CardFields = ({ declaration, sources, fields }: { declaration: ResourceDeclaration; sources: readonly string[]; fields: SchemaListProps['fields'] }) => {
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
 * The generic list of a declared resource: its `list` columns (sortable where declared), the
 * `busqueda` search and its filterable fields, CSV export, page size 5. A read-only resource's
 * rows are written elsewhere, so it has no bulk delete and rows open the record's page. On a
 * phone each row is a card: the declaration's title field (or `cardTitle`), `cardSubtitle`, its `card`
 * fields (or the next two list columns), the row action and, but on a read-only resource, the box that selects it for the bulk delete.
 */
export const SchemaList = ({
  declaration,
  bulkActions,
  rowActions,
  rowClick,
  filters,
  scope,
  fields: ownFields,
  exportedAs,
  cardTitle,
  cardSubtitle,
}: SchemaListProps) => {
  const { name, fields, list, sort, readOnly, title, card = list.filter((source) => source !== title).slice(0, 2) } = declaration;
  const translate = useTranslate();
  const click = rowClick ?? (readOnly ? 'show' : 'edit');
  const rewriting = useDeclaredListFilters(declaration, scope?.storeKey);
  const bulk = readOnly ? undefined : <BulkActions extra={bulkActions} />;
  const table = (
    <DataTable rowClick={click} bulkActionButtons={bulk ?? false} empty={<EmptyList />} body={KeyboardDataTableBody}>
      {list.map((source) => {
        const field = fields[source];
        return field ? (
          <DataTable.Col key={source} source={source} disableSort={!field.sortable}>
            {ownFields?.[source] ?? <SchemaField resource={name} source={source} field={field} />}
          </DataTable.Col>
        ) : null;
      })}
      {rowActions && <DataTable.Col label="">{rowActions}</DataTable.Col>}
    </DataTable>
  );
  if (rewriting !== undefined) return rewriting;
  return (
    <List
      filter={scope?.filter}
      storeKey={scope?.storeKey}
      filters={filters ?? schemaFilters(declaration)}
      sort={sort}
      perPage={listLimits.defaultSize}
      empty={<EmptyList />}
      exporter={listExporter(declaration, translate, { asShown: exportedAs })}
      actions={<SchemaListActions />}
    >
      <ListParamsInAddress />
      <ListSelectionReset />
      <ResponsiveListBody
        table={table}
        rowClick={click}
        primaryText={cardTitle ?? <CardFields declaration={declaration} sources={[title]} fields={ownFields} />}
        secondaryText={
          <>
            {cardSubtitle && (
              <Box component="span" sx={{ display: 'block' }}>
                {cardSubtitle}
              </Box>
            )}
            <CardFields declaration={declaration} sources={card} fields={ownFields} />
          </>
        }
        rowAction={rowActions ? () => rowActions : undefined}
        bulkActionButtons={bulk}
        empty={<EmptyList />}
      />
    </List>
  );
};
