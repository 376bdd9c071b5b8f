import AddIcon from '@mui/icons-material/Add';
import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { PublicationImportAllButton } from './PublicationImportAllButton';
import { PublicationImportByIdButton } from './PublicationImportByIdButton';

/** The list's top bar: publish a product, import one listing or all of them. */
export const PublicationListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton label="app.mercadolibre.create.open" icon={<AddIcon />} />
    <PublicationImportByIdButton />
    <PublicationImportAllButton />
  </TopToolbar>
);
