import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connection';
import { AccountRepository } from './accountRepository';
import { callMercadoLibre, type HttpOptions, type HttpRequest } from './mercadoLibreHttp';
import { MercadoLibreError } from './mercadoLibreErrors';
import { OauthClient } from './oauthClient';
import { withoutNul } from '../shared/marketplaceAnswer';
import { RequestBudget } from '../shared/requestBudget';
import { mercadoLibreTokenColumns } from '../shared/tokenColumns';
import { tokenCipherFromKey } from '../shared/tokenCipher';
import { loadTokenKey } from '../shared/tokenKey';
import { TokenRefresher } from './tokenRefresher';

export type AccountRequest = Omit<HttpRequest, 'token'>;

/** The MercadoLibre connector: every call as one seller account, within its budget, with a live token. */
export class MercadoLibreConnector {
  readonly http: HttpOptions;
  readonly oauth: OauthClient;
  readonly tokens: TokenRefresher;
  readonly budget: RequestBudget;
  /** Requests sent per account (retries included): what the budget bench and tests read. */
  readonly sent = new Map<number, number>();

  constructor(
    readonly config: Config['mercadolibre'],
    readonly accounts: AccountRepository,
    database: DatabaseHandle,
  ) {
    this.http = { baseUrl: config.apiUrl, timeoutMs: config.timeoutMs, maxAttempts: 4, baseDelayMs: 250, maxDelayMs: 8_000 };
    this.oauth = new OauthClient(config, this.http);
    this.tokens = new TokenRefresher(database, accounts, this.oauth);
    this.budget = new RequestBudget(config.requestsPerSecond);
  }

  /** One call as the account; a 401 (token revoked or expired early) refreshes once and retries. */
  async request<T>(accountId: number, request: AccountRequest): Promise<T> {
    let token = await this.tokens.accessToken(accountId);
    for (let attempt = 1; ; attempt++) {
      // The budget is taken per HTTP attempt inside callMercadoLibre's retries too, via the wrapper below.
      try {
        // Every answer loses its NUL characters here, once: no column takes them (see withoutNul).
        return withoutNul(await callMercadoLibre<T>({ ...this.http, beforeAttempt: () => this.spend(accountId) }, { ...request, token }));
      } catch (error) {
        if (!(error instanceof MercadoLibreError) || error.status !== 401 || attempt > 1) throw error;
        token = await this.tokens.accessToken(accountId, token);
      }
    }
  }

  private async spend(accountId: number): Promise<void> {
    await this.budget.take(accountId);
    this.sent.set(accountId, (this.sent.get(accountId) ?? 0) + 1);
  }
}

export async function createMercadoLibreConnector(config: Config, database: DatabaseHandle): Promise<MercadoLibreConnector> {
  const accounts = new AccountRepository(
    database.db,
    tokenCipherFromKey(await loadTokenKey(config, database.db, [mercadoLibreTokenColumns])),
    database.dialect,
  );
  return new MercadoLibreConnector(config.mercadolibre, accounts, database);
}
