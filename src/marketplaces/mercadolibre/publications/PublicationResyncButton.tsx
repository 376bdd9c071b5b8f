import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Button } from '../../../layout/Button';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { useNotifyFailure } from '../../../schema-ui/useNotifyFailure';

/** "Corregir desincronizadas": the ERP's stock pushed again to every listing out of sync. */
export const PublicationResyncButton = () => {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.resyncListings(),
    onSuccess: ({ products }) => {
      notify('app.mercadolibre.stock_sync.fixed_all', { type: 'success', messageArgs: { smart_count: products } });
      refresh();
    },
    onError: (error) => notifyFailure('app.mercadolibre.stock_sync.fix_error', error),
  });
  return (
    <Button label="app.mercadolibre.stock_sync.fix_all" onClick={() => mutate()} disabled={isPending}>
      <SyncProblemIcon />
    </Button>
  );
};
