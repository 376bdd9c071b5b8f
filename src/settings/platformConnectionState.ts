import type { LoadedAccount } from '../marketplaces/accounts/loadMarketplaceAccounts';

export type ConnectionState = 'connected' | 'attention' | 'not_connected';

/**
 * Connected when an account works; "attention" when every stored account lost its grant or could
 * not be reached (it needs reconnecting); not connected without accounts.
 */
export const platformConnectionState = (accounts: readonly LoadedAccount[]): ConnectionState => {
  if (accounts.length === 0) return 'not_connected';
  if (accounts.some((account) => account.status === undefined || account.status === 'connected')) return 'connected';
  return 'attention';
};
