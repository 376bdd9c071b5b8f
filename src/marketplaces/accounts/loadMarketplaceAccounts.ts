import type { MercadoLibreUserInfo } from '../../../resources/mercadolibre';
import { connectedMarketplaces, credentialMarketplaces, type CredentialCalls, type CredentialMarketplace, type MarketplaceAccount } from '../credentialCalls';

/** A stored account plus, for MercadoLibre, the seller's user info (null when it could not be read). */
export type LoadedAccount = MarketplaceAccount & { readonly user_info?: MercadoLibreUserInfo | null };

export type MarketplaceAccounts = Readonly<Record<CredentialMarketplace, readonly LoadedAccount[]>>;

export const noAccounts: MarketplaceAccounts = { amazon: [], mercadolibre: [], walmart: [] };

// A credential or user-info call that fails is swallowed: one marketplace down must not stop the start-up.
const swallow = async <T>(call: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return await call();
  } catch {
    return fallback;
  }
};

const withUserInfo = (calls: Pick<CredentialCalls, 'getAccountUserInfo'>, account: MarketplaceAccount): Promise<LoadedAccount> =>
  swallow<LoadedAccount>(
    async () => {
      const userInfo = await calls.getAccountUserInfo(account.id);
      return { ...account, User_id: userInfo.User_id ?? account.User_id, user_info: userInfo };
    },
    { ...account, user_info: null },
  );

/**
 * The start-up loading: one get-credentials call per marketplace the server connects to, and one
 * user-info call per MercadoLibre account, all in parallel; the others have no accounts yet.
 */
export const loadMarketplaceAccounts = async (calls: Pick<CredentialCalls, 'getCredentials' | 'getAccountUserInfo'>): Promise<MarketplaceAccounts> => {
  const lists = await Promise.all(
    credentialMarketplaces.map((marketplace) =>
      connectedMarketplaces.includes(marketplace) ? swallow(() => calls.getCredentials(marketplace), [] as MarketplaceAccount[]) : [],
    ),
  );
  const [amazon = [], mercadolibre = [], walmart = []] = lists.map((list) => (Array.isArray(list) ? list : []));
  return {
    amazon,
    walmart,
    mercadolibre: await Promise.all(mercadolibre.map((account) => withUserInfo(calls, account))),
  };
};

/** The account the screens act on: the one flagged active. */
export const activeAccountOf = (accounts: readonly LoadedAccount[]): LoadedAccount | undefined => accounts.find((account) => account.active);
