import { isValidElement } from 'react';
import { CreateButton, ExportButton, FilterButton, useFilterContext, useListContext, useResourceDefinition } from 'react-admin';
import { listLimits } from '../../resources';
import { FoldingToolbar } from '../layout/FoldingToolbar';
import { TableColumnsButton } from './TableColumnsButton';
import { useListAsCards } from './useListAsCards';

/**
 * Filters, the column chooser, create (when the resource has a create screen) and CSV export (when
 * the list exports), whose pages stay within the server's page size. A phone gets no bar at all when
 * none of them is there for it (filters all in sight, no column chooser on cards), rather than an empty one.
 */
export const SchemaListActions = () => {
  const { hasCreate } = useResourceDefinition();
  const { exporter } = useListContext();
  const filters = useFilterContext() ?? [];
  const narrow = useListAsCards();
  const filtersToAdd = filters.some((filter) => isValidElement<{ alwaysOn?: boolean }>(filter) && !filter.props.alwaysOn);
  if (narrow && !filtersToAdd && !hasCreate && exporter === false) return null;
  return (
    <FoldingToolbar folded={exporter === false ? undefined : <ExportButton maxResults={listLimits.maxSize} />}>
      <FilterButton />
      <TableColumnsButton />
      {hasCreate && <CreateButton />}
    </FoldingToolbar>
  );
};
