import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DialectName } from '../../db/connection';
import type { Tables } from '../../db/tables';
import type { TokenCipher } from '../shared/tokenCipher';
import type { AmazonAccountRow } from './accountTables';

export type AccountRow = Selectable<AmazonAccountRow>;

/** The seller a consent authorised, as the connector learnt it. */
export interface ConnectedSeller {
  sellingPartnerId: string;
  name: string;
  marketplaceId: string;
  refreshToken: string;
}

/** Connected Amazon accounts, their refresh tokens encrypted at rest; at most one is active. */
export class AccountRepository {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly cipher: TokenCipher,
    private readonly dialect: DialectName,
  ) {}

  list(): Promise<AccountRow[]> {
    return this.db.selectFrom('amazon_accounts').selectAll().orderBy('id').execute();
  }

  get(id: number, db: Kysely<Tables> = this.db): Promise<AccountRow | undefined> {
    return db.selectFrom('amazon_accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  refreshTokenOf(row: AccountRow): string {
    return this.cipher.decrypt(row.refresh_token);
  }

  /**
   * Stores a new authorisation (a reconnect replaces the token and clears a `reauthorize`). The first
   * account becomes the active one; the accounts are held meanwhile so two first connects do not both.
   */
  async connect(seller: ConnectedSeller): Promise<AccountRow> {
    const now = new Date().toISOString();
    const state = {
      marketplace_id: seller.marketplaceId,
      refresh_token: this.cipher.encrypt(seller.refreshToken),
      status: 'connected',
      status_reason: null,
      updated_at: now,
    };
    return this.db.transaction().execute(async (trx) => {
      await this.holdAccounts(trx);
      const anyActive = await trx.selectFrom('amazon_accounts').select('id').where('active', '=', 1).executeTakeFirst();
      await trx
        .insertInto('amazon_accounts')
        .values({ selling_partner_id: seller.sellingPartnerId, name: seller.name, ...state, active: anyActive ? 0 : 1, created_at: now })
        .onConflict((conflict) => conflict.column('selling_partner_id').doUpdateSet(state))
        .execute();
      return trx.selectFrom('amazon_accounts').selectAll().where('selling_partner_id', '=', seller.sellingPartnerId).executeTakeFirstOrThrow();
    });
  }

  /** The name the seller knows the account by: its store's name on the marketplace. */
  async rename(id: number, name: string): Promise<void> {
    await this.db.updateTable('amazon_accounts').set({ name, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
  }

  async markRefreshed(id: number): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .updateTable('amazon_accounts')
      .set({ last_refresh_at: now, status: 'connected', status_reason: null, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async markReauthorize(id: number, reason: string): Promise<void> {
    await this.db
      .updateTable('amazon_accounts')
      .set({ status: 'reauthorize', status_reason: reason, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async setActive(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.holdAccounts(trx);
      await trx.updateTable('amazon_accounts').set({ active: 0 }).where('id', '!=', id).execute();
      await trx.updateTable('amazon_accounts').set({ active: 1 }).where('id', '=', id).execute();
    });
  }

  /** Deletes the account; when it was the active one, the first connected one left takes over. Answers the active account, if any. */
  async remove(id: number): Promise<AccountRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await this.holdAccounts(trx);
      await trx.deleteFrom('amazon_listings').where('account_id', '=', id).execute();
      await trx.deleteFrom('amazon_accounts').where('id', '=', id).execute();
      const active = await trx.selectFrom('amazon_accounts').selectAll().where('active', '=', 1).executeTakeFirst();
      if (active) return active;
      const next = await trx
        .selectFrom('amazon_accounts')
        .select('id')
        .orderBy(sql`case when status = 'connected' then 0 else 1 end`)
        .orderBy('id')
        .executeTakeFirst();
      if (!next) return undefined;
      await trx.updateTable('amazon_accounts').set({ active: 1 }).where('id', '=', Number(next.id)).execute();
      return this.get(Number(next.id), trx);
    });
  }

  /** PostgreSQL: one writer of the active flag at a time, rows or none (SQLite runs one transaction at a time). */
  private async holdAccounts(trx: Transaction<Tables>): Promise<void> {
    if (this.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('amazon_accounts'))`.execute(trx);
  }
}
