import DeleteIcon from '@mui/icons-material/Delete';
import InventoryIcon from '@mui/icons-material/Inventory';
import StarIcon from '@mui/icons-material/Star';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { Button } from '../../../layout/Button';
import type { AmazonAccount } from '../amazonAccountCalls';
import { useAmazonAccountAction } from './useAmazonAccountAction';

/** Per account: make it the active one, push our stock and prices to its listings, or disconnect it (confirmed). */
export const AmazonAccountActions = ({ account }: { account: AmazonAccount }) => {
  const setActive = useAmazonAccountAction('set_active');
  const syncStock = useAmazonAccountAction('sync_stock');
  const remove = useAmazonAccountAction('delete');
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {!account.active && (
        <Button label="app.amazon.accounts.set_active" size="small" onClick={() => setActive.run(account.id)} disabled={setActive.isPending}>
          <StarIcon />
        </Button>
      )}
      <Button
        label="app.amazon.accounts.sync_stock"
        size="small"
        onClick={() => syncStock.run(account.id)}
        disabled={syncStock.isPending || account.status === 'reauthorize'}
      >
        <InventoryIcon />
      </Button>
      <Button label="app.amazon.accounts.delete" size="small" color="error" onClick={() => setConfirming(true)} disabled={remove.isPending}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={remove.isPending}
        title="app.amazon.accounts.delete_title"
        content="app.amazon.accounts.delete_content"
        translateOptions={{ name: account.name }}
        onConfirm={() => {
          setConfirming(false);
          remove.run(account.id);
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
