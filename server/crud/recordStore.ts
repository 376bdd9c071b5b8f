import type { Kysely } from 'kysely';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources';
import { fromColumn, toColumn } from '../db/columns';
import { type CountedSelection, countedSelections } from '../db/countedFields';
import type { Tables } from '../db/tables';

type Row = Record<string, unknown>;
type AnyDatabase = Kysely<Tables>;

/** Reads and writes one declared resource's records one at a time; values cross it in their wire form. */
export class RecordStore {
  protected readonly db: AnyDatabase;
  /** The stored fields a record shows, by column name. */
  private readonly wireFields: ReadonlyMap<string, FieldDeclaration>;
  /** The counted fields (see `countedSelections`) a single record selects: all of them. */
  protected readonly recordCounts: CountedSelection[];

  constructor(
    db: AnyDatabase,
    readonly resource: ResourceDeclaration,
  ) {
    this.db = db;
    // A counted field is virtual but read with the record: the database counts it in the same statement.
    this.wireFields = new Map(Object.entries(resource.fields).filter(([, field]) => field.kind !== 'password' && (!field.virtual || field.counts)));
    this.recordCounts = countedSelections(resource);
  }

  /** A stored row in its wire form (password hashes dropped). */
  toRecord(row: Row): Row {
    const record: Row = { [this.resource.key]: Number(row[this.resource.key]) };
    if (this.resource.key === 'rowid') record.id = record.rowid;
    // Walks the row's own columns, not every declared field: a list page selects a few of a wide record's fields.
    for (const name in row) {
      const field = this.wireFields.get(name);
      if (field) record[name] = fromColumn(field, row[name]);
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

  /** The database in the loosely typed form hooks and transactions use. */
  get executor(): AnyDatabase {
    return this.db;
  }

  /** The record as a read by id answers it: its columns and its counted fields. */
  async get(id: number, executor: AnyDatabase = this.db): Promise<Row | undefined> {
    const { table, key } = this.resource;
    const row = await executor.selectFrom(table).selectAll(table).select(this.recordCounts).where(key, '=', id).executeTakeFirst();
    return row && this.toRecord(row);
  }

  /**
   * The record with its counted fields as a read by id gives them, counted through `executor`: a
   * write's transaction, which sees the write itself and what its hooks changed. A resource that
   * counts nothing gets its record back as it is, without a statement.
   */
  async withCounts(record: Row, executor: AnyDatabase = this.db): Promise<Row> {
    if (this.recordCounts.length === 0) return record;
    const { table, key } = this.resource;
    const counts = await executor.selectFrom(table).select(key).select(this.recordCounts).where(key, '=', Number(record[key])).executeTakeFirstOrThrow();
    return { ...record, ...this.toRecord(counts) };
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

  /** Stores a new row and returns it as stored, without its counted fields (see `withCounts`). */
  async insert(columns: Row, executor: AnyDatabase = this.db): Promise<Row> {
    const row = await executor.insertInto(this.resource.table).values(columns).returningAll().executeTakeFirstOrThrow();
    return this.toRecord(row);
  }

  /** Changes a row's columns (none: reads it) and returns it as stored, without its counted fields (see `withCounts`). */
  async update(id: number, columns: Row, executor: AnyDatabase = this.db): Promise<Row | undefined> {
    const { table, key } = this.resource;
    const row =
      Object.keys(columns).length === 0
        ? await executor.selectFrom(table).selectAll(table).where(key, '=', id).executeTakeFirst()
        : await executor.updateTable(table).set(columns).where(key, '=', id).returningAll().executeTakeFirst();
    return row && this.toRecord(row);
  }

  async remove(id: number, executor: AnyDatabase = this.db): Promise<boolean> {
    const result = await executor.deleteFrom(this.resource.table).where(this.resource.key, '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
