import { CreateButton, ExportButton, FilterButton, useResourceDefinition } from 'react-admin';
import { listLimits } from '../../resources';
import { FoldingToolbar } from '../layout/FoldingToolbar';
import { TableColumnsButton } from './TableColumnsButton';

/** Filters, the column chooser, create (when the resource has a create screen) and CSV export, whose pages stay within the server's page size. */
export const SchemaListActions = () => {
  const { hasCreate } = useResourceDefinition();
  return (
    <FoldingToolbar folded={<ExportButton maxResults={listLimits.maxSize} />}>
      <FilterButton />
      <TableColumnsButton />
      {hasCreate && <CreateButton />}
    </FoldingToolbar>
  );
};
