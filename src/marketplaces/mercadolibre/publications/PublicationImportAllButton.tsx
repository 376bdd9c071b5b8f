import SyncIcon from '@mui/icons-material/Sync';
import { useMutation } from '@tanstack/react-query';
import { createElement, useState } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { Button } from '../../../layout/Button';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { useActiveMercadoLibreAccount } from '../../accounts/useMarketplaceAccounts';
import { TaskCreatedToast } from '../../TaskCreatedToast';
import { useNotifyFailure } from '../../../schema-ui/useNotifyFailure';

/** "Importar todas": every listing of the active seller, as a task (type 10), after confirmation. */
export const PublicationImportAllButton = () => {
  const account = useActiveMercadoLibreAccount();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (userId: number) => dataProvider.importAll(userId),
    onSuccess: (task) => notify(createElement(TaskCreatedToast, { taskIds: [task.id] }), { type: 'success' }),
    onError: (error) => notifyFailure('app.marketplace_tasks.create_error', error),
  });
  const userId = account?.User_id ?? account?.user_id;
  return (
    <>
      <Button label="app.mercadolibre.import.all" onClick={() => setOpen(true)} disabled={isPending || !userId}>
        <SyncIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.mercadolibre.import.all_title"
        content="app.mercadolibre.import.all_content"
        translateOptions={{ nickname: account?.nickname ?? '' }}
        onConfirm={() => {
          setOpen(false);
          if (userId) mutate(userId);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
