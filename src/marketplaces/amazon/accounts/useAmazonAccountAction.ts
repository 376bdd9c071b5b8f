import { useMutation } from '@tanstack/react-query';
import { createElement } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useReloadMarketplaceAccounts } from '../../accounts/useMarketplaceAccounts';
import type { AmazonDataProvider } from '../amazonDataProvider';
import { useNotifyFailure } from '../../../schema-ui/useNotifyFailure';
import { TaskCreatedToast } from '../../TaskCreatedToast';

export type AmazonAccountAction = 'set_active' | 'sync_stock' | 'delete';

/**
 * Make an account the active one, sync its stock (a task, so the toast links to /tareas) or
 * disconnect it; then the start-up's accounts are read again.
 */
export const useAmazonAccountAction = (action: AmazonAccountAction) => {
  const dataProvider = useDataProvider<AmazonDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const reloadAccounts = useReloadMarketplaceAccounts();
  const { mutate, isPending } = useMutation({
    mutationFn: async (accountId: number): Promise<void> => {
      if (action === 'set_active') await dataProvider.setActiveAmazonAccount(accountId);
      if (action === 'delete') await dataProvider.deleteAmazonAccount(accountId);
      if (action === 'sync_stock') {
        const task = await dataProvider.syncAmazonAccountStock(accountId);
        notify(createElement(TaskCreatedToast, { taskIds: [task.id] }), { type: 'success' });
      }
    },
    onSuccess: () => {
      if (action !== 'sync_stock') notify(`app.amazon.accounts.done.${action}`, { type: 'success' });
      void reloadAccounts();
    },
    onError: (error) => notifyFailure(`app.amazon.accounts.failed.${action}`, error),
  });
  return { run: mutate, isPending };
};
