import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
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

/**
 * Mercado Libre's accounts as the screens name them: by nickname, else by number. `several` says
 * whether there is an account to choose: with one connected, a filter or column of accounts only
 * takes room.
 */
export const useMercadoLibreAccountNames = () => {
  const { mercadolibre } = useMarketplaceAccounts().accounts;
  return useMemo(() => {
    const nameOf = (id: unknown): string =>
      id === null || id === undefined ? '' : (mercadolibre.find((account) => account.id === id)?.nickname ?? `#${String(id)}`);
    return { several: mercadolibre.length > 1, nameOf, choices: mercadolibre.map((account) => ({ id: account.id, name: nameOf(account.id) })) };
  }, [mercadolibre]);
};

export const useActiveMercadoLibreAccount = (): LoadedAccount | undefined => activeAccountOf(useMarketplaceAccounts().accounts.mercadolibre);

/** Reloads the accounts after a change (connect, set active, delete). */
export const useReloadMarketplaceAccounts = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: marketplaceAccountsKey }), [queryClient]);
};
