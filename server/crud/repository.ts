import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources';
import { fromColumn, toColumn } from '../db/columns';
import { fullTextCondition, searchWords } from '../db/fullText';
import type { Tables } from '../db/tables';
import { filterConditions } from './listFilters';
import { listTotalsOf } from './listTotals';

type Row = Record<string, unknown>;
type AnyDatabase = Kysely<Record<string, Row>>;

export interface ListQuery {
  page: number;
  size: number;
  search?: string | null;
  sort?: string;
  order?: string;
  filter?: Record<string, unknown>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Reads and writes one declared resource's table; values cross it in their wire form. */
export class ResourceRepository {
  private readonly db: AnyDatabase;

  constructor(
    db: Kysely<Tables>,
    readonly resource: ResourceDeclaration,
  ) {
    this.db = db as unknown as AnyDatabase;
  }

  /** A stored row in its wire form (password hashes dropped). */
  toRecord(row: Row): Row {
    const record: Row = { [this.resource.key]: Number(row[this.resource.key]) };
    if (this.resource.key === 'rowid') record.id = record.rowid;
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if (field.kind !== 'password' && !field.virtual && name in row) record[name] = fromColumn(field, row[name]);
    }
    return record;
  }

  toColumns(data: Row): Row {
    const columns: Row = {};
    for (const [name, value] of Object.entries(data)) {
      const field = this.resource.fields[name];
      if (field && !field.readOnly && !field.virtual) columns[name] = toColumn(field, value);
    }
    return columns;
  }

  private searchCondition(eb: ExpressionBuilder<Record<string, Row>, string>, search: string): Expression<SqlBool> {
    const { resource } = this;
    if (resource.fullTextSearch) {
      const words = searchWords(search);
      return words.length ? fullTextCondition(this.db, resource, words) : sql<SqlBool>`1 = 1`;
    }
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    return eb.or(resource.search.map((name) => eb(sql`lower(${sql.ref(name)})`, 'like', sql`${pattern} escape '\\'`)));
  }

  async list(query: ListQuery): Promise<{ data: Row[]; total: number }> {
    const { resource } = this;
    const search = query.search?.trim();
    const base = this.db.selectFrom(resource.table).where((eb) => {
      const conditions = filterConditions(eb, resource, query.filter ?? {});
      if (search) conditions.push(this.searchCondition(eb, search));
      return eb.and(conditions);
    });
    const cache = resource.cacheLists ? listTotalsOf(this.db) : undefined;
    const sort = query.sort ?? resource.sort.field;
    const order = (query.order ?? resource.sort.order).toLowerCase() === 'desc' ? 'desc' : 'asc';
    const queryKey = JSON.stringify([resource.table, search ?? '', query.filter ?? {}]);
    const pageKey = `${queryKey}:${sort}:${order}:${query.page}:${query.size}`;
    const cached = cache?.get<{ data: Row[]; total: number }>(pageKey);
    if (cached) return cached;
    let total = cache?.get<number>(queryKey);
    if (total === undefined) {
      const counted = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
      total = Number(counted.total);
      cache?.set(queryKey, total);
    }
    let page = (resource.listFields ? base.select([resource.key, ...resource.listFields]) : base.selectAll()).orderBy(sort, order);
    if (sort !== resource.key) page = page.orderBy(resource.key, order);
    const rows = await page.limit(query.size).offset((query.page - 1) * query.size).execute();
    const answer = { data: rows.map((row) => this.toRecord(row)), total };
    cache?.set(pageKey, answer);
    return answer;
  }

  /** The database in the loosely typed form hooks and transactions use. */
  get executor(): AnyDatabase {
    return this.db;
  }

  async get(id: number, executor: AnyDatabase = this.db): Promise<Row | undefined> {
    const row = await executor.selectFrom(this.resource.table).selectAll().where(this.resource.key, '=', id).executeTakeFirst();
    return row && this.toRecord(row);
  }

  /** Returns the unique field already holding one of the values in `columns`, if any. */
  async takenUniqueField(columns: Row, exceptId?: number): Promise<string | undefined> {
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if (!field.unique || columns[name] === undefined || columns[name] === null) continue;
      let query = this.db.selectFrom(this.resource.table).select(this.resource.key).where(name, '=', columns[name]);
      if (exceptId !== undefined) query = query.where(this.resource.key, '!=', exceptId);
      if (await query.executeTakeFirst()) return name;
    }
    return undefined;
  }

  async insert(columns: Row, executor: AnyDatabase = this.db): Promise<Row> {
    const row = await executor.insertInto(this.resource.table).values(columns).returningAll().executeTakeFirstOrThrow();
    return this.toRecord(row);
  }

  async update(id: number, columns: Row, executor: AnyDatabase = this.db): Promise<Row | undefined> {
    if (Object.keys(columns).length === 0) return this.get(id, executor);
    const row = await executor
      .updateTable(this.resource.table)
      .set(columns)
      .where(this.resource.key, '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && this.toRecord(row);
  }

  async remove(id: number, executor: AnyDatabase = this.db): Promise<boolean> {
    const result = await executor.deleteFrom(this.resource.table).where(this.resource.key, '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
