import { CreateButton, ExportButton, FilterButton, useListContext, useResourceDefinition } from 'react-admin';
import { listLimits } from '../../resources';
import { FoldingToolbar } from '../layout/FoldingToolbar';
import { TableColumnsButton } from './TableColumnsButton';

/**
 * Filters, the column chooser, create (when the resource has a create screen) and CSV export (when
 * the list exports), whose pages stay within the server's page size.
 */
export const SchemaListActions = () => {
  const { hasCreate } = useResourceDefinition();
  const { exporter } = useListContext();
  return (
    <FoldingToolbar folded={exporter === false ? undefined : <ExportButton maxResults={listLimits.maxSize} />}>
      <FilterButton />
      <TableColumnsButton />
      {hasCreate && <CreateButton />}
    </FoldingToolbar>
  );
};
