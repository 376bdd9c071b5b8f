import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { Button } from '../../../layout/Button';
import { FoldingToolbar } from '../../../layout/FoldingToolbar';
import { TableColumnsButton } from '../../../schema-ui/TableColumnsButton';
import { AmazonPublishDialog } from './AmazonPublishDialog';
import { useAmazonListingsRefresh } from './useAmazonListingsRefresh';

/** The list's top bar: the column chooser, and publish catalogue products on Amazon. */
export const AmazonListingListActions = () => {
  const [open, setOpen] = useState(false);
  const refresh = useAmazonListingsRefresh();
  return (
    <FoldingToolbar>
      <TableColumnsButton />
      <Button label="app.amazon.listings.publish.open" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      {open && <AmazonPublishDialog onClose={() => setOpen(false)} onPublished={() => void refresh()} />}
    </FoldingToolbar>
  );
};
