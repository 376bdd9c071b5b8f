import { useMutation } from '@tanstack/react-query';
import { createElement } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNotifyFailure } from '../../schema-ui/useNotifyFailure';
import { useReloadMarketplaceAccounts } from '../../marketplaces/accounts/useMarketplaceAccounts';
import { TaskCreatedToast } from '../../marketplaces/TaskCreatedToast';
import type { MarketplaceDataProvider } from '../../marketplaces/marketplaceDataProvider';

export type AccountAction = 'set_active' | 'sync_stock' | 'delete';

/** Set active, sync stock (a task, so the toast links to /tareas) and delete, each one request. */
export const useMercadoLibreAccountAction = (action: AccountAction) => {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const reloadAccounts = useReloadMarketplaceAccounts();
  const call = async (accountId: number): Promise<void> => {
    if (action === 'set_active') await dataProvider.setActiveAccount(accountId);
    if (action === 'delete') await dataProvider.deleteAccount(accountId);
    if (action === 'sync_stock') {
      const task = await dataProvider.syncAccountStock(accountId);
      notify(createElement(TaskCreatedToast, { taskIds: [task.id] }), { type: 'success' });
    }
  };
  const { mutate, isPending } = useMutation({
    mutationFn: call,
    onSuccess: () => {
      if (action !== 'sync_stock') notify(`app.settings.mercadolibre.done.${action}`, { type: 'success' });
      void reloadAccounts();
    },
    onError: (error) => notifyFailure(`app.settings.mercadolibre.failed.${action}`, error),
  });
  return { run: mutate, isPending };
};
