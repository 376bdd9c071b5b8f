import DeleteIcon from '@mui/icons-material/Delete';
import InventoryIcon from '@mui/icons-material/Inventory';
import StarIcon from '@mui/icons-material/Star';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { Button } from '../../layout/Button';
import type { LoadedAccount } from '../../marketplaces/accounts/loadMarketplaceAccounts';
import { useMercadoLibreAccountAction } from './useMercadoLibreAccountAction';

/** Per account: make it the active one, push our stock to its listings, or remove it (confirmed). */
export const MercadoLibreAccountActions = ({ account }: { account: LoadedAccount }) => {
  const setActive = useMercadoLibreAccountAction('set_active');
  const syncStock = useMercadoLibreAccountAction('sync_stock');
  const remove = useMercadoLibreAccountAction('delete');
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {!account.active && (
        <Button label="app.settings.mercadolibre.set_active" size="small" onClick={() => setActive.run(account.id)} disabled={setActive.isPending}>
          <StarIcon />
        </Button>
      )}
      <Button
        label="app.settings.mercadolibre.sync_stock"
        size="small"
        onClick={() => syncStock.run(account.id)}
        disabled={syncStock.isPending || account.status === 'revoked'}
      >
        <InventoryIcon />
      </Button>
      <Button label="app.settings.mercadolibre.delete" size="small" color="error" onClick={() => setConfirming(true)} disabled={remove.isPending}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={remove.isPending}
        title="app.settings.mercadolibre.delete_title"
        content="app.settings.mercadolibre.delete_content"
        translateOptions={{ nickname: account.nickname ?? String(account.id) }}
        onConfirm={() => {
          setConfirming(false);
          remove.run(account.id);
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
