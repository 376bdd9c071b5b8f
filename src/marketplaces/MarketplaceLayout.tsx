import type { ReactNode } from 'react';
import { Layout } from '../layout/Layout';
import { MarketplaceAccountsLoader } from './accounts/MarketplaceAccountsLoader';

/** The app layout plus the start-up loading of marketplace accounts (SPEC.md section 1). */
export const MarketplaceLayout = ({ children }: { children: ReactNode }) => (
  <Layout>
    <MarketplaceAccountsLoader>{children}</MarketplaceAccountsLoader>
  </Layout>
);
