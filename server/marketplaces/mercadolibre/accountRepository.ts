import { type Kysely, type Selectable, sql } from 'kysely';
import type { AccountStatus, MercadoLibreAccount } from '../../../resources/mercadolibre/accounts';
import type { DialectName } from '../../db/connection';
import type { Tables } from '../../db/tables';
import type { MercadoLibreAccountTable } from './accountTables';
import type { TokenCipher } from '../shared/tokenCipher';

export type AccountRow = Selectable<MercadoLibreAccountTable>;

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
}

/** The wire form: never a token. */
export function toAccountRecord(row: AccountRow): MercadoLibreAccount {
  const userId = Number(row.user_id);
  return {
    id: Number(row.id),
    marketplace: 'mercadolibre',
    user_id: userId,
    User_id: userId,
    nickname: row.nickname,
    site_id: row.site_id,
    active: Number(row.active) === 1,
    status: row.status as AccountStatus,
    status_reason: row.status_reason,
    expires_at: row.expires_at,
    last_refresh_at: row.last_refresh_at,
    created_at: row.created_at,
    sales_stock_moment: row.sales_stock_moment === 'created' ? 'created' : 'paid',
    sales_warehouse_id: row.sales_warehouse_id === null ? null : Number(row.sales_warehouse_id),
    sales_settings_version: row.sales_settings_version ?? null,
  };
}

/** Seller accounts with their tokens encrypted at rest. */
export class AccountRepository {
  constructor(
    readonly db: Kysely<Tables>,
    private readonly cipher: TokenCipher,
    private readonly dialect: DialectName,
  ) {}

  list(): Promise<AccountRow[]> {
    return this.db.selectFrom('mercadolibre_accounts').selectAll().orderBy('id').execute();
  }

  get(id: number, executor: Kysely<Tables> = this.db): Promise<AccountRow | undefined> {
    return executor.selectFrom('mercadolibre_accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byUserId(userId: number): Promise<AccountRow | undefined> {
    return this.db.selectFrom('mercadolibre_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  active(): Promise<AccountRow | undefined> {
    return this.db.selectFrom('mercadolibre_accounts').selectAll().where('active', '=', 1).executeTakeFirst();
  }

  tokensOf(row: AccountRow): TokenSet {
    return { accessToken: this.cipher.decrypt(row.access_token), refreshToken: this.cipher.decrypt(row.refresh_token), expiresAt: row.expires_at };
  }

  /** Stores a connection (new or again): connected, tokens replaced; the first account becomes active. */
  async connect(user: { id: number; nickname: string; site_id: string }, tokens: TokenSet): Promise<AccountRow> {
    const now = new Date().toISOString();
    const secret = {
      access_token: this.cipher.encrypt(tokens.accessToken),
      refresh_token: this.cipher.encrypt(tokens.refreshToken),
      expires_at: tokens.expiresAt,
    };
    const state = {
      ...secret,
      nickname: user.nickname,
      site_id: user.site_id,
      status: 'connected',
      status_reason: null,
      last_refresh_at: now,
      updated_at: now,
    };
    await this.db.transaction().execute(async (trx) => {
      const anyActive = await trx.selectFrom('mercadolibre_accounts').select('id').where('active', '=', 1).executeTakeFirst();
      await trx
        .insertInto('mercadolibre_accounts')
        .values({ user_id: user.id, ...state, active: anyActive ? 0 : 1, created_at: now })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(state))
        .execute();
    });
    const row = await this.byUserId(user.id);
    if (!row) throw new Error('The account vanished');
    return row;
  }

  /** The rotated pair, written in one statement so a crash never leaves one token without the other. */
  async storeTokens(id: number, tokens: TokenSet, executor: Kysely<Tables> = this.db): Promise<void> {
    const now = new Date().toISOString();
    await executor
      .updateTable('mercadolibre_accounts')
      .set({
        access_token: this.cipher.encrypt(tokens.accessToken),
        refresh_token: this.cipher.encrypt(tokens.refreshToken),
        expires_at: tokens.expiresAt,
        last_refresh_at: now,
        updated_at: now,
        status: 'connected',
        status_reason: null,
      })
      .where('id', '=', id)
      .execute();
  }

  async setStatus(id: number, status: AccountStatus, reason: string | null, executor: Kysely<Tables> = this.db): Promise<void> {
    await executor
      .updateTable('mercadolibre_accounts')
      .set({ status, status_reason: reason, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async setActive(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('mercadolibre_accounts').set({ active: 0 }).where('id', '!=', id).execute();
      await trx.updateTable('mercadolibre_accounts').set({ active: 1 }).where('id', '=', id).execute();
    });
  }

  /**
   * Deletes the account; when it was the active one, the first connected account left (else the
   * first left) becomes active, so the calls that act on "the active account" keep working. Every
   * account row is held meanwhile (PostgreSQL; SQLite runs one transaction at a time), so racing
   * deletes never leave the remaining accounts without an active one. Answers the active account, if any.
   */
  async remove(id: number): Promise<AccountRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      if (this.dialect === 'postgres') await sql`select id from mercadolibre_accounts order by id for update`.execute(trx);
      await trx.deleteFrom('mercadolibre_accounts').where('id', '=', id).execute();
      const active = await trx.selectFrom('mercadolibre_accounts').selectAll().where('active', '=', 1).executeTakeFirst();
      if (active) return active;
      const next = await trx
        .selectFrom('mercadolibre_accounts')
        .select('id')
        .orderBy(sql`case when status = 'connected' then 0 else 1 end`)
        .orderBy('id')
        .executeTakeFirst();
      if (!next) return undefined;
      await trx.updateTable('mercadolibre_accounts').set({ active: 1 }).where('id', '=', Number(next.id)).execute();
      return this.get(Number(next.id), trx);
    });
  }
}
