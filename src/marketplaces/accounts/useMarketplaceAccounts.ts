import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { CredentialMarketplace } from '../credentialCalls';
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

/** How a seller knows an account: MercadoLibre's nickname, the name given to an Amazon account. */
const accountName = (account: LoadedAccount | undefined): string | undefined => account?.nickname ?? account?.name ?? undefined;

/**
 * A marketplace's accounts as the screens name them: by name, else by number. `several` says
 * whether there is an account to choose: with one connected, a filter or column of accounts only
 * takes room.
 */
export const useMarketplaceAccountNames = (marketplace: CredentialMarketplace) => {
  const accounts = useMarketplaceAccounts().accounts[marketplace];
  return useMemo(() => {
    const nameOf = (id: unknown): string =>
      id === null || id === undefined ? '' : (accountName(accounts.find((account) => account.id === Number(id))) ?? `#${String(id)}`);
    return { several: accounts.length > 1, nameOf, choices: accounts.map((account) => ({ id: account.id, name: nameOf(account.id) })) };
  }, [accounts]);
};

export const useActiveMercadoLibreAccount = (): LoadedAccount | undefined => activeAccountOf(useMarketplaceAccounts().accounts.mercadolibre);

/** Reloads the accounts after a change (connect, set active, delete). */
export const useReloadMarketplaceAccounts = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: marketplaceAccountsKey }), [queryClient]);
};
