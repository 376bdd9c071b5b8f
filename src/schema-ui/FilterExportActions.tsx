import { ExportButton, FilterButton } from 'react-admin';
import { listLimits } from '../../resources';
import { FoldingToolbar } from '../layout/FoldingToolbar';

/** Filters and the CSV export (folded on a phone), whose page stays within the server's page size (a larger one is refused). */
export const FilterExportActions = () => (
  <FoldingToolbar folded={<ExportButton maxResults={listLimits.maxSize} />}>
    <FilterButton />
  </FoldingToolbar>
);
