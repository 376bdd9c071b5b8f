import { type Kysely, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources';
import { fromColumn, toColumn } from '../db/columns';
import type { Tables } from '../db/tables';

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
      if (field.kind !== 'password') record[name] = fromColumn(field, row[name]);
    }
    return record;
  }

  toColumns(data: Row): Row {
    const columns: Row = {};
    for (const [name, value] of Object.entries(data)) {
      const field = this.resource.fields[name];
      if (field && !field.readOnly) columns[name] = toColumn(field, value);
    }
    return columns;
  }

  async list(query: ListQuery): Promise<{ data: Row[]; total: number }> {
    const { resource } = this;
    let base = this.db.selectFrom(resource.table);
    const search = query.search?.trim();
    if (search) {
      const pattern = `%${escapeLike(search.toLowerCase())}%`;
      base = base.where((eb) =>
        eb.or(resource.search.map((name) => eb(sql`lower(${sql.ref(name)})`, 'like', sql`${pattern} escape '\\'`))),
      );
    }
    for (const [name, value] of Object.entries(query.filter ?? {})) {
      if (name === 'busqueda' || value === undefined) continue;
      const column = name === 'id' ? resource.key : name;
      const field = resource.fields[column];
      const stored = (item: unknown) => (field ? toColumn(field, item) : item);
      if (Array.isArray(value)) {
        base = value.length ? base.where(column, 'in', value.map(stored)) : base.where(sql<boolean>`1 = 0`);
      } else {
        base = value === null ? base.where(column, 'is', null) : base.where(column, '=', stored(value));
      }
    }
    const { total } = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
    const sort = query.sort ?? resource.sort.field;
    const order = (query.order ?? resource.sort.order).toLowerCase() === 'desc' ? 'desc' : 'asc';
    let page = base.selectAll().orderBy(sort, order);
    if (sort !== resource.key) page = page.orderBy(resource.key, order);
    const rows = await page.limit(query.size).offset((query.page - 1) * query.size).execute();
    return { data: rows.map((row) => this.toRecord(row)), total: Number(total) };
  }

  async get(id: number): Promise<Row | undefined> {
    const row = await this.db.selectFrom(this.resource.table).selectAll().where(this.resource.key, '=', id).executeTakeFirst();
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
    if (Object.keys(columns).length === 0) return this.get(id);
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
