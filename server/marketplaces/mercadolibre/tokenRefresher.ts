import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/connection';
import type { AccountRepository, AccountRow, TokenSet } from './accountRepository';
import { AccountDisconnectedError, MercadoLibreError } from './mercadoLibreErrors';
import type { OauthClient } from './oauthClient';

/** Refresh this long before expiry, so a call never starts with a token about to die. */
const aheadMs = 5 * 60_000;

const revokedReason = 'Mercado Libre rechazó la renovación (permiso revocado, contraseña cambiada o token vencido): vuelve a conectar la cuenta';

/**
 * Hands out a live access token per account. Refresh tokens are single use, so exactly one
 * refresh runs per account: one promise per account in this process, and on PostgreSQL a row lock
 * so that other processes wait and then read the rotated tokens instead of refreshing again.
 */
export class TokenRefresher {
  private readonly inFlight = new Map<number, Promise<TokenSet>>();
  refreshes = 0;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly accounts: AccountRepository,
    private readonly oauth: OauthClient,
  ) {}

  /** A token valid for a while; `stale` is one MercadoLibre just refused (401): refresh unless already replaced. */
  async accessToken(accountId: number, stale?: string): Promise<string> {
    const row = await this.accounts.get(accountId);
    if (!row) throw new AccountDisconnectedError('La cuenta de Mercado Libre no existe');
    if (row.status === 'revoked') throw new AccountDisconnectedError(row.status_reason ?? revokedReason);
    const tokens = this.accounts.tokensOf(row);
    if (!this.needsRefresh(tokens, stale)) return tokens.accessToken;
    return (await this.refreshOnce(accountId, stale)).accessToken;
  }

  private needsRefresh(tokens: TokenSet, stale?: string): boolean {
    return tokens.accessToken === stale || Date.parse(tokens.expiresAt) - Date.now() < aheadMs;
  }

  private refreshOnce(accountId: number, stale?: string): Promise<TokenSet> {
    const running = this.inFlight.get(accountId);
    if (running) return running;
    const refresh = this.refreshLocked(accountId, stale).finally(() => this.inFlight.delete(accountId));
    this.inFlight.set(accountId, refresh);
    return refresh;
  }

  private async refreshLocked(accountId: number, stale?: string): Promise<TokenSet> {
    const { db, dialect } = this.database;
    if (dialect === 'sqlite') return this.refreshRow(await this.accounts.get(accountId), stale);
    const outcome = await db.transaction().execute(async (trx) => {
      await sql`select id from mercadolibre_accounts where id = ${accountId} for update`.execute(trx);
      try {
        // Another process may have refreshed while this one waited for the lock.
        return await this.refreshRow(await this.accounts.get(accountId, trx), stale, trx);
      } catch (error) {
        // Returned, not thrown, so the 'revoked' mark is committed.
        if (error instanceof AccountDisconnectedError) return error;
        throw error;
      }
    });
    if (outcome instanceof AccountDisconnectedError) throw outcome;
    return outcome;
  }

  private async refreshRow(row: AccountRow | undefined, stale: string | undefined, executor = this.database.db): Promise<TokenSet> {
    if (!row) throw new AccountDisconnectedError('La cuenta de Mercado Libre no existe');
    if (row.status === 'revoked') throw new AccountDisconnectedError(row.status_reason ?? revokedReason);
    const current = this.accounts.tokensOf(row);
    if (!this.needsRefresh(current, stale)) return current;
    try {
      this.refreshes += 1;
      const fresh = await this.oauth.refresh(current.refreshToken);
      await this.accounts.storeTokens(Number(row.id), fresh, executor);
      return fresh;
    } catch (error) {
      if (error instanceof MercadoLibreError && error.code === 'invalid_grant') {
        await this.accounts.setStatus(Number(row.id), 'revoked', revokedReason, executor);
        throw new AccountDisconnectedError(revokedReason);
      }
      throw error;
    }
  }
}
