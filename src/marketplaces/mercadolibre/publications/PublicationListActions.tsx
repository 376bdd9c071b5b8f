import AddIcon from '@mui/icons-material/Add';
import { CreateButton, FilterButton } from 'react-admin';
import { FoldingToolbar } from '../../../layout/FoldingToolbar';
import { TableColumnsButton } from '../../../schema-ui/TableColumnsButton';
import { PublicationImportAllButton } from './PublicationImportAllButton';
import { PublicationImportByIdButton } from './PublicationImportByIdButton';
import { PublicationResyncButton } from './PublicationResyncButton';

/** The list's top bar: filters, the column chooser, publish a product, import one listing or all of them (folded into a menu on a phone). */
export const PublicationListActions = () => (
  <FoldingToolbar
    folded={
      <>
        <PublicationImportByIdButton />
        <PublicationImportAllButton />
        <PublicationResyncButton />
      </>
    }
  >
    <FilterButton />
    <TableColumnsButton />
    <CreateButton label="app.mercadolibre.create.open" icon={<AddIcon />} />
  </FoldingToolbar>
);
