import type { ReactNode } from 'react';
import { useMarketplaceAccounts } from './useMarketplaceAccounts';

/** Mounted once inside the signed-in layout, so the accounts load right after sign-in. */
export const MarketplaceAccountsLoader = ({ children }: { children?: ReactNode }) => {
  useMarketplaceAccounts();
  return <>{children}</>;
};
