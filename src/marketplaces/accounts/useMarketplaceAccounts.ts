import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { MarketplaceDataProvider } from '../marketplaceDataProvider';
import { activeAccountOf, loadMarketplaceAccounts, noAccounts, type LoadedAccount, type MarketplaceAccounts } from './loadMarketplaceAccounts';

export const marketplaceAccountsKey = ['marketplaceAccounts'] as const;

/** The accounts loaded at start-up, shared by every screen through the query cache. */
export const useMarketplaceAccounts = (): { accounts: MarketplaceAccounts; isPending: boolean } => {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: marketplaceAccountsKey,
    queryFn: () => loadMarketplaceAccounts(dataProvider),
    staleTime: 5 * 60_000,
  });
  return { accounts: data ?? noAccounts, isPending };
};

export const useActiveMercadoLibreAccount = (): LoadedAccount | undefined => activeAccountOf(useMarketplaceAccounts().accounts.mercadolibre);

/** Reloads the accounts after a change (connect, set active, delete). */
export const useReloadMarketplaceAccounts = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: marketplaceAccountsKey }), [queryClient]);
};
