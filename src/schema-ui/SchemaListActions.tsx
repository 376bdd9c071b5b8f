import { CreateButton, ExportButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { listLimits } from '../../resources';

/** Filters, create (when the resource has a create screen) and CSV export, whose pages stay within the server's page size. */
export const SchemaListActions = () => {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <FilterButton />
      {hasCreate && <CreateButton />}
      <ExportButton maxResults={listLimits.maxSize} />
    </TopToolbar>
  );
};
