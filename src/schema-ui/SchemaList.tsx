import type { ReactNode } from 'react';
import { BulkDeleteButton, Datagrid, List, SearchInput } from 'react-admin';
import { listLimits, type ResourceDeclaration } from '../../resources';
import { EmptyList } from './EmptyList';
import { SchemaField } from './SchemaField';
import { useCrudNotifications } from './useCrudNotifications';

export interface SchemaListProps {
  readonly declaration: ResourceDeclaration;
  /** Extra bulk actions shown before the delete button. */
  readonly bulkActions?: ReactNode;
  /** Extra column(s) after the declared ones, e.g. a row action. */
  readonly rowActions?: ReactNode;
  /** Where a row leads: the edit form (default) or the record's page. */
  readonly rowClick?: 'edit' | 'show';
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

/** The generic list of a declared resource: its `list` columns, the `busqueda` search, page size 5. */
export const SchemaList = ({ declaration, bulkActions, rowActions, rowClick = 'edit' }: SchemaListProps) => {
  const { name, fields, list, sort } = declaration;
  const filters = [<SearchInput key="busqueda" source="busqueda" alwaysOn />];
  return (
    <List
      filters={filters}
      sort={sort}
      perPage={listLimits.defaultSize}
      empty={<EmptyList />}
      exporter={false}
    >
      <Datagrid rowClick={rowClick} bulkActionButtons={<BulkActions extra={bulkActions} />} empty={<EmptyList />}>
        {list.map((source) => {
          const field = fields[source];
          return field ? <SchemaField key={source} resource={name} source={source} field={field} /> : null;
        })}
        {rowActions}
      </Datagrid>
    </List>
  );
};
