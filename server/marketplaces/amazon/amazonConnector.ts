import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connection';
import { RequestBudget } from '../shared/requestBudget';
import { amazonTokenColumns } from '../shared/tokenColumns';
import { tokenCipherFromKey } from '../shared/tokenCipher';
import { loadTokenKey } from '../shared/tokenKey';
import { AccountAuth } from './accountAuth';
import { type AccountRow, AccountRepository } from './accountRepository';
import { LwaClient, LwaError } from './lwaClient';
import { type SdkClients, sdkClients } from './sdkClients';

/** Amazon.com.mx. */
export const mexicoMarketplaceId = 'A1AM78C64UM0Y8';

interface AccountSession {
  auth: AccountAuth;
  clients: SdkClients;
}

/** The Amazon connector: per account one token refresher and the SDK clients, every request within the account's budget. */
export class AmazonConnector {
  readonly lwa: LwaClient;
  readonly budget: RequestBudget;
  /** Requests sent per account (the SDK's retries included): what tests and benches read. */
  readonly sent = new Map<number, number>();
  private readonly sessions = new Map<number, AccountSession>();
  private readonly connectedListeners = new Set<(account: AccountRow) => void>();

  constructor(
    readonly config: Config['amazon'],
    readonly accounts: AccountRepository,
  ) {
    this.lwa = new LwaClient({ tokenUrl: config.lwaUrl, clientId: config.clientId, clientSecret: config.clientSecret, timeoutMs: config.timeoutMs });
    this.budget = new RequestBudget(config.requestsPerSecond);
  }

  /** Whether this install has an Amazon application to authorise (its id and LWA credentials). */
  get configured(): boolean {
    return Boolean(this.config.applicationId && this.config.clientId && this.config.clientSecret);
  }

  /** Seller Central's consent page for this app; it sends the browser back to `redirectUri` with the code. */
  authorizationUrl(state: string): string {
    const url = new URL(this.config.consentUrl);
    url.searchParams.set('application_id', this.config.applicationId);
    url.searchParams.set('state', state);
    url.searchParams.set('redirect_uri', this.config.redirectUri);
    return url.toString();
  }

  /** Exchanges the consent's code for the seller's refresh token and stores the account. */
  async connect(code: string, sellingPartnerId: string): Promise<AccountRow> {
    const tokens = await this.lwa.exchangeCode(code, this.config.redirectUri);
    if (!tokens.refreshToken) throw new LwaError(502, 'invalid_response', 'Login with Amazon answered no refresh token');
    // A new account goes by its seller id until its store's name is read; a reconnect keeps the name it had.
    const stored = await this.accounts.connect({
      sellingPartnerId,
      name: sellingPartnerId,
      marketplaceId: mexicoMarketplaceId,
      refreshToken: tokens.refreshToken,
    });
    // A reconnect brings a new refresh token: the old session must not keep refreshing with the old one.
    this.forget(Number(stored.id));
    const row = await this.withStoreName(stored);
    for (const listener of this.connectedListeners) listener(row);
    return row;
  }

  /**
   * Names the account after the seller's store on Amazon.com.mx, which is how the seller knows it (the
   * seller id is a code). The consent is already stored: if Amazon does not answer, the account keeps
   * its name and the next reconnect reads it again.
   */
  private async withStoreName(row: AccountRow): Promise<AccountRow> {
    try {
      const participations = await (await this.clients(row)).sellers.getMarketplaceParticipations();
      const storeName = participations.find(({ marketplace }) => marketplace.id === mexicoMarketplaceId)?.storeName?.trim();
      if (!storeName || storeName === row.name) return row;
      await this.accounts.rename(Number(row.id), storeName);
      return { ...row, name: storeName };
    } catch {
      return row;
    }
  }

  /** Calls `listener` with each account connected from now on (its orders need a first read); the answer stops it. */
  onConnected(listener: (account: AccountRow) => void): () => void {
    this.connectedListeners.add(listener);
    return () => this.connectedListeners.delete(listener);
  }

  /** The SDK clients of one account, created once and kept with its refresher. */
  async clients(account: AccountRow): Promise<SdkClients> {
    return this.session(account).clients;
  }

  /** When the account's access token in memory expires; none before its first call. */
  accessTokenExpiry(accountId: number): Date | undefined {
    return this.sessions.get(accountId)?.auth.expiresAt;
  }

  forget(accountId: number): void {
    this.sessions.delete(accountId);
  }

  private session(account: AccountRow): AccountSession {
    const id = Number(account.id);
    const existing = this.sessions.get(id);
    if (existing) return existing;
    const credentials = { clientId: this.config.clientId, clientSecret: this.config.clientSecret, refreshToken: this.accounts.refreshTokenOf(account) };
    const auth = new AccountAuth(credentials, this.lwa, {
      refreshed: () => this.accounts.markRefreshed(id),
      refused: (error) => this.accounts.markReauthorize(id, error.message),
    });
    const clients = sdkClients({
      auth,
      baseUrl: this.config.apiUrl,
      beforeRequest: () => this.spend(id),
      retryThrottled: true,
      retryWaits: { screenMs: this.config.retryWaitSeconds * 1000, backgroundMs: this.config.backgroundRetryWaitSeconds * 1000 },
      timeoutMs: this.config.timeoutMs,
    });
    const session = { auth, clients };
    this.sessions.set(id, session);
    return session;
  }

  private async spend(accountId: number): Promise<void> {
    await this.budget.take(accountId);
    this.sent.set(accountId, (this.sent.get(accountId) ?? 0) + 1);
  }
}

export async function createAmazonConnector(config: Config, database: DatabaseHandle): Promise<AmazonConnector> {
  const key = await loadTokenKey(config, database.db, [amazonTokenColumns]);
  return new AmazonConnector(config.amazon, new AccountRepository(database.db, tokenCipherFromKey(key), database.dialect));
}
