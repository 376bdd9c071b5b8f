import { type Kysely, sql } from 'kysely';
import type { ListingSyncState } from '../../../resources/inventory/listingRules';
import type { PublicationStatus } from '../../../resources/mercadolibre/publicationStatuses';
import type { MercadoLibrePublication } from '../../../resources/mercadolibre/publications';
import { mercadoLibrePublications as declaration } from '../../../resources/mercadolibre/publications';
import { ResourceRepository } from '../../crud/repository';
import { isUniqueViolation } from '../../db/dataErrors';
import type { Tables } from '../../db/tables';
import { recordProductChanges } from '../../catalogue/stock/stockChangeOutbox';
import { notFound } from '../../http/errors';
import { type EventNote, kindOfChange, PublicationEventLog } from './publicationEvents';

/** A publication in its wire form (JSON fields parsed). */
export type Publication = MercadoLibrePublication;

/** What a bulk call needs of each publication: its account, and its title and MercadoLibre id, by which the seller knows it. */
export type PublicationHeading = Pick<Publication, 'account_id' | 'title' | 'ml_id'>;

export type PublicationChanges = Partial<Omit<Publication, 'id' | 'created_at' | 'updated_at'>>;

const table = declaration.table;
const idChunk = 500;

/** Statuses in which an item is still offered to buyers. */
export const liveStatuses: readonly PublicationStatus[] = ['published', 'paused', 'under_review'];

/** Our publication records: reads through the generic repository, writes stamped with updated_at. */
export class PublicationRepository {
  readonly generic: ResourceRepository;
  readonly events: PublicationEventLog;
  private readonly db: Kysely<Tables>;

  constructor(db: Kysely<Tables>) {
    this.generic = new ResourceRepository(db, declaration);
    this.events = new PublicationEventLog(db);
    this.db = db;
  }

  async find(id: number): Promise<Publication | undefined> {
    return (await this.generic.get(id)) as Publication | undefined;
  }

  async get(id: number): Promise<Publication> {
    const found = await this.find(id);
    if (!found) throw notFound('La publicación no existe').worded('publication_missing');
    return found;
  }

  async byMlId(mlId: string): Promise<Publication | undefined> {
    const row = await this.db.selectFrom(table).select('id').where('ml_id', '=', mlId).executeTakeFirst();
    return row ? this.find(Number(row.id)) : undefined;
  }

  private async findDraft(productId: number, accountId: number): Promise<Publication | undefined> {
    const row = await this.db
      .selectFrom(table)
      .select('id')
      .where('product_id', '=', productId)
      .where('account_id', '=', accountId)
      .where('ml_id', 'is', null)
      .executeTakeFirst();
    return row ? this.find(Number(row.id)) : undefined;
  }

  /**
   * The product's draft on the account (a publication not on MercadoLibre yet), created from
   * `initial` when it has none. The database holds one draft per product and account, so of two
   * racing calls one inserts and the other reads what it inserted.
   */
  async draftOf(productId: number, accountId: number, initial: PublicationChanges): Promise<Publication> {
    const existing = await this.findDraft(productId, accountId);
    if (existing) return existing;
    try {
      return await this.insert({ ...initial, product_id: productId, account_id: accountId });
    } catch (error) {
      const raced = isUniqueViolation(error) ? await this.findDraft(productId, accountId) : undefined;
      if (!raced) throw error;
      return raced;
    }
  }

  async insert(changes: PublicationChanges, note: EventNote = {}): Promise<Publication> {
    const now = new Date().toISOString();
    const { status = declaration.fields.status.default, sold_quantity = declaration.fields.sold_quantity.default, ...rest } = changes;
    const columns = this.generic.toColumns(rest);
    const row = await this.db
      .insertInto(table)
      .values({ ...columns, status, sold_quantity, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await this.get(Number(row.id));
    await this.events.record(created.id, note.kind ?? 'created', created.status, note);
    await this.checkFirstSync(created);
    return created;
  }

  /**
   * Every write passes here, so the history records each status change; `note.kind` records one
   * regardless. A copy of the item older than the one stored (by MercadoLibre's `last_updated`:
   * a notification read before our own edit reached MercadoLibre, a sync overtaken by a webhook)
   * changes nothing and records nothing, in the same statement, so racing writers agree.
   */
  async update(id: number, changes: PublicationChanges, note: EventNote = {}): Promise<Publication> {
    const before = changes.status === undefined && !note.kind ? undefined : await this.find(id);
    const columns = this.generic.toColumns(changes);
    let write = this.db
      .updateTable(table)
      .set({ ...columns, ...this.driftAfter(changes), updated_at: new Date().toISOString() })
      .where('id', '=', id);
    if (changes.ml_updated) write = write.where(sql<boolean>`coalesce(${sql.ref('ml_updated')}, '') <= ${changes.ml_updated}`);
    const written = await write.executeTakeFirst();
    const after = await this.get(id);
    if (Number(written.numUpdatedRows) === 0) return after;
    const kind = note.kind ?? (before && before.status !== after.status ? kindOfChange(before.status, after.status) : undefined);
    if (kind) await this.events.record(id, kind, after.status, note);
    await this.checkFirstSync(after);
    return after;
  }

  /** The publication's MercadoLibre record as stored (JSON text), for a write made only over it. */
  async recordTextOf(id: number): Promise<string | null> {
    const row = await this.db.selectFrom(table).select('ml_json').where('id', '=', id).executeTakeFirst();
    return row?.ml_json ?? null;
  }

  /**
   * Stores `changes` only while the publication's MercadoLibre record is still `seen` (as read by
   * the caller): of two runs deciding from one record, only the first one writes. Answers whether
   * this one did.
   */
  async updateIfRecordIs(id: number, seen: string | null, changes: PublicationChanges): Promise<boolean> {
    const written = await this.db
      .updateTable(table)
      .set({ ...this.generic.toColumns(changes), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where((eb) => (seen === null ? eb('ml_json', 'is', null) : eb('ml_json', '=', seen)))
      .executeTakeFirst();
    return Number(written.numUpdatedRows) === 1;
  }

  /**
   * What the marketplace now shows decides the drift against the ERP's last computed quantity; a
   * push on its way stays pending until the inventory records its outcome.
   */
  private driftAfter(changes: PublicationChanges) {
    const shown = changes.available_quantity;
    if (shown === undefined || shown === null || changes.sync_state !== undefined) return {};
    return {
      sync_state: sql<ListingSyncState | null>`case when erp_quantity is null or sync_state = 'pending' then sync_state when erp_quantity = ${shown} then 'in_sync' else 'out_of_sync' end`,
    };
  }

  /** A live listing of a product whose stock the inventory never compared yet (just published, imported or linked): it is, now. */
  private async checkFirstSync(publication: Publication): Promise<void> {
    if (publication.sync_state || !publication.product_id || !publication.ml_id || !liveStatuses.includes(publication.status)) return;
    await recordProductChanges(this.db, [publication.product_id]);
  }

  async remove(id: number): Promise<void> {
    const deleted = await this.db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound('La publicación no existe').worded('publication_missing');
    await this.events.removeOf(id);
  }

  /** The account and how the seller knows each named publication that exists, by its id; read in chunks well under the databases' parameter limits. */
  async headingsOf(ids: readonly number[]): Promise<Map<number, PublicationHeading>> {
    const headings = new Map<number, PublicationHeading>();
    for (let start = 0; start < ids.length; start += idChunk) {
      const rows = await this.db
        .selectFrom(table)
        .select(['id', 'account_id', 'title', 'ml_id'])
        .where('id', 'in', ids.slice(start, start + idChunk))
        .execute();
      for (const row of rows)
        headings.set(Number(row.id), { account_id: row.account_id === null ? null : Number(row.account_id), title: row.title, ml_id: row.ml_id });
    }
    return headings;
  }

  /** Every publication listed on MercadoLibre for an account (stock sync). */
  async listedOf(accountId: number): Promise<Publication[]> {
    const rows = await this.db
      .selectFrom(table)
      .select('id')
      .where('account_id', '=', accountId)
      .where('ml_id', 'is not', null)
      .where('status', 'in', ['published', 'paused'])
      .execute();
    return Promise.all(rows.map((row) => this.get(Number(row.id))));
  }
}
