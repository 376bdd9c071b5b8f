import { ExportButton, FilterButton } from 'react-admin';
import { listLimits } from '../../../../resources';
import { FoldingToolbar } from '../../../layout/FoldingToolbar';

/** Filters and the CSV export, whose page stays within the server's page size (a larger one is refused). */
export const SaleListActions = () => (
  <FoldingToolbar folded={<ExportButton maxResults={listLimits.maxSize} />}>
    <FilterButton />
  </FoldingToolbar>
);
