import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useReloadMarketplaceAccounts } from '../../accounts/useMarketplaceAccounts';
import type { AmazonDataProvider } from '../amazonDataProvider';
import { useNotifyFailure } from '../../../schema-ui/useNotifyFailure';

export type AmazonAccountAction = 'set_active' | 'delete';

/** Make an account the active one, or disconnect it; then the start-up's accounts are read again. */
export const useAmazonAccountAction = (action: AmazonAccountAction) => {
  const dataProvider = useDataProvider<AmazonDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const reloadAccounts = useReloadMarketplaceAccounts();
  const { mutate, isPending } = useMutation({
    mutationFn: async (accountId: number): Promise<void> => {
      if (action === 'set_active') await dataProvider.setActiveAmazonAccount(accountId);
      else await dataProvider.deleteAmazonAccount(accountId);
    },
    onSuccess: () => {
      notify(`app.amazon.accounts.done.${action}`, { type: 'success' });
      void reloadAccounts();
    },
    onError: (error) => notifyFailure(`app.amazon.accounts.failed.${action}`, error),
  });
  return { run: mutate, isPending };
};
