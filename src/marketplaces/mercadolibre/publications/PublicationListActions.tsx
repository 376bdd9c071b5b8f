import AddIcon from '@mui/icons-material/Add';
import { CreateButton, FilterButton } from 'react-admin';
import { FoldingToolbar } from '../../../layout/FoldingToolbar';
import { PublicationImportAllButton } from './PublicationImportAllButton';
import { PublicationImportByIdButton } from './PublicationImportByIdButton';
import { PublicationResyncButton } from './PublicationResyncButton';

/** The list's top bar: publish a product, import one listing or all of them (folded into a menu on a phone). */
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
    <CreateButton label="app.mercadolibre.create.open" icon={<AddIcon />} />
  </FoldingToolbar>
);
