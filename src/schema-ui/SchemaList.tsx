import type { ReactElement, ReactNode } from 'react';
import { BulkDeleteButton, List, useTranslate } from 'react-admin';
import { listLimits, type ResourceDeclaration } from '../../resources';
import { DeclaredRows } from './DeclaredRows';
import { EmptyList } from './EmptyList';
import { listExporter, type RecordAsShown } from './listExporter';
import { ListSelectionReset } from './ListSelectionReset';
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

/**
 * The generic list of a declared resource: its `list` columns (sortable where declared), the
 * `busqueda` search and its filterable fields, CSV export, page size 5. A row opens the edit form,
 * or the record's page where the declaration says so. A read-only resource's rows are written
 * elsewhere, so it has no bulk delete and rows open the record's page. On a
 * phone each row is a card: the declaration's title field (or `cardTitle`), `cardSubtitle`, its `card`
 * fields (or the next two list columns), the row action and, but on a read-only resource, the box that selects it for the bulk delete.
 */
export const SchemaList = ({
  declaration,
  bulkActions,
  rowActions,
  filters,
  scope,
  fields: ownFields,
  exportedAs,
  cardTitle,
  cardSubtitle,
}: SchemaListProps) => {
  const { sort, readOnly, opensSheet } = declaration;
  const translate = useTranslate();
  const click = readOnly || opensSheet ? 'show' : 'edit';
  const rewriting = useDeclaredListFilters(declaration, scope?.storeKey);
  const bulk = readOnly ? undefined : <BulkActions extra={bulkActions} />;
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
      <DeclaredRows
        declaration={declaration}
        rowClick={click}
        bulk={bulk}
        rowActions={rowActions}
        fields={ownFields}
        cardTitle={cardTitle}
        cardSubtitle={cardSubtitle}
      />
    </List>
  );
};
