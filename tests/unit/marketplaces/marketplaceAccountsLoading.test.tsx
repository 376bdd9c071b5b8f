import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMarketplaceAccounts } from '../../../src/marketplaces/accounts/loadMarketplaceAccounts';
import { MarketplaceAccountsLoader } from '../../../src/marketplaces/accounts/MarketplaceAccountsLoader';
import { useActiveMercadoLibreAccount } from '../../../src/marketplaces/accounts/useMarketplaceAccounts';
import { renderInAdmin } from '../support/renderInAdmin';
import { outlet, tienda } from './publicationFixtures';

const ActiveNickname = () => <p>activa: {useActiveMercadoLibreAccount()?.nickname ?? 'ninguna'}</p>;

describe('start-up loading of marketplace accounts', () => {
  it('reads the accounts of the connected marketplaces only (Amazon, MercadoLibre) and the user info of each MercadoLibre one, swallowing failures', async () => {
    const getCredentials = vi.fn((marketplace: string) =>
      marketplace === 'mercadolibre' ? Promise.resolve([tienda, outlet]) : Promise.reject(new Error('Not Found')),
    );
    const getAccountUserInfo = vi.fn((id: number) =>
      id === tienda.id ? Promise.resolve({ User_id: 5001, id: 5001, nickname: 'TIENDA_MX', site_id: 'MLM' }) : Promise.reject(new Error('502')),
    );
    const accounts = await loadMarketplaceAccounts({ getCredentials, getAccountUserInfo });
    expect(getCredentials.mock.calls.map(([marketplace]) => marketplace)).toEqual(['amazon', 'mercadolibre']);
    expect(getAccountUserInfo).toHaveBeenCalledTimes(2);
    expect(accounts.amazon).toEqual([]);
    expect(accounts.walmart).toEqual([]);
    expect(accounts.mercadolibre.map((account) => [account.nickname, account.User_id, account.user_info?.nickname ?? null])).toEqual([
      ['TIENDA_MX', 5001, 'TIENDA_MX'],
      ['OUTLET_MX', 5002, null],
    ]);
  });

  it('exposes the account flagged active to the screens, and no error toast when every call fails', async () => {
    const { unmount } = renderInAdmin(
      <MarketplaceAccountsLoader>
        <ActiveNickname />
      </MarketplaceAccountsLoader>,
      { dataProvider: { getCredentials: () => Promise.resolve([outlet, tienda]), getAccountUserInfo: () => Promise.reject(new Error('x')) } as never },
    );
    expect(await screen.findByText('activa: TIENDA_MX')).toBeInTheDocument();
    unmount();

    renderInAdmin(
      <MarketplaceAccountsLoader>
        <ActiveNickname />
      </MarketplaceAccountsLoader>,
      { dataProvider: { getCredentials: () => Promise.reject(new Error('down')) } as never },
    );
    await waitFor(() => expect(screen.getByText('activa: ninguna')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
