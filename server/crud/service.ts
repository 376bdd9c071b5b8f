import { versionFieldOf, type ResourceDeclaration } from '../../resources';
import { toColumn } from '../db/columns';
import type { DialectName } from '../db/connection';
import { isUniqueViolation } from '../db/dataErrors';
import { lockRow } from '../db/rowLock';
import { conflict, notFound, staleVersion } from '../http/errors';
import { fieldSaying } from '../http/fieldMessages';
import type { Executor, RemoveContext, ResourceHooks, WriteContext } from './hooks';
import { applyDeleteRules, checkReferences } from './references';
import { type ListQuery, ResourceRepository } from './repository';
import { isStale, nextVersion } from './versions';

type Row = Record<string, unknown>;
/** A stored record, and on update the row as it was (read under lock) before the change. */
type Stored = { record: Row; previous?: Row };

const takenMessage = 'Ya existe un registro con este valor';

/**
 * The generic calls' behaviour for one resource: defaults, uniqueness, references, hooks, not-found,
 * and versions: an update or delete locks the row first, and an update carrying an old version is refused.
 */
export class ResourceService {
  private readonly db: Executor;

  constructor(
    readonly repository: ResourceRepository,
    private readonly dialect: DialectName,
    private readonly hooks: ResourceHooks = {},
  ) {
    this.db = repository.executor;
  }

  get resource(): ResourceDeclaration {
    return this.repository.resource;
  }

  list(query: ListQuery) {
    return this.repository.list(query);
  }

  /** Whether `listJson` answers this resource's list pages (see `PageJson`). */
  get listsAsJson(): boolean {
    return this.repository.pageJson !== undefined;
  }

  /** A list page's whole answer as JSON text; only where `listsAsJson`. */
  listJson(query: ListQuery): Promise<string> {
    return this.repository.listJson(query);
  }

  async get(id: number): Promise<Row> {
    const record = await this.repository.get(id);
    if (!record) throw notFound('El registro no existe').worded('record_missing');
    return this.hooks.expand ? this.hooks.expand(record, this.db) : record;
  }

  /**
   * A record read or written inside a transaction as the API answers it, as a read by id does: with
   * its counted fields, counted after the write's hooks, then completed by the feature (`expand`).
   */
  private async answerOf(record: Row, trx: Executor): Promise<Row> {
    const counted = await this.repository.withCounts(record, trx);
    return this.hooks.expand ? this.hooks.expand(counted, trx) : counted;
  }

  private withAutoFields(data: Row, op: WriteContext['op']): Row {
    const now = new Date().toISOString();
    const columns = this.repository.toColumns(data);
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if (field.auto === 'updatedAt') columns[name] = nextVersion();
      else if (field.auto === 'createdAt' && op === 'create') columns[name] = now;
      else if (op === 'create' && columns[name] === undefined && field.default !== undefined) {
        columns[name] = toColumn(field, field.default);
      }
    }
    return columns;
  }

  private async write(data: Row, context: WriteContext, store: (columns: Row, trx: Executor) => Promise<Stored | undefined>): Promise<Row> {
    const prepared = this.hooks.beforeWrite ? await this.hooks.beforeWrite(data, context) : data;
    const columns = this.withAutoFields(prepared, context.op);
    const taken = await this.repository.takenUniqueField(columns, context.id);
    if (taken) throw conflict(takenMessage, { [taken]: fieldSaying(takenMessage, 'value_taken') }).worded('value_taken');
    try {
      const record = await this.db.transaction().execute(async (trx) => {
        await this.hooks.lockFirst?.(trx, context.id, data);
        const stored = await store(columns, trx);
        if (!stored) throw notFound('El registro no existe').worded('record_missing');
        // Inside the transaction, holding what is referenced until the write commits (on PostgreSQL;
        // SQLite writes one at a time). After the record's own row lock, as every transaction takes a
        // parent before what it points at: an order's edit holding its products first deadlocked
        // with its validation.
        await checkReferences(trx, this.resource, data, this.dialect === 'postgres');
        const id = Number(stored.record[this.resource.key]);
        const completed = await this.hooks.withinWrite?.(stored.record, prepared, { ...context, id, trx, previous: stored.previous });
        return this.answerOf(completed ?? stored.record, trx);
      });
      return record;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(takenMessage).worded('value_taken');
      throw error;
    }
  }

  async create(data: Row, actorId?: number): Promise<Row> {
    const context: WriteContext = { op: 'create', actorId };
    const record = await this.write(data, context, async (columns, trx) => ({ record: await this.repository.insert(columns, trx) }));
    await this.hooks.afterWrite?.(record, data, { ...context, id: Number(record[this.resource.key]) });
    return record;
  }

  async update(id: number, data: Row, actorId?: number): Promise<Row> {
    await this.get(id);
    const context: WriteContext = { op: 'update', id, actorId };
    const record = await this.write(data, context, async (columns, trx) => {
      const current = await this.lock(id, trx);
      if (!current) return undefined;
      if (isStale(this.resource, data, current)) throw staleVersion(await this.answerOf(current, trx));
      const version = versionFieldOf(this.resource);
      const record = await this.repository.update(id, version ? { ...columns, [version]: nextVersion(current[version]) } : columns, trx);
      return record && { record, previous: current };
    });
    await this.hooks.afterWrite?.(record, data, context);
    return record;
  }

  private async lock(id: number, trx: Executor): Promise<Row | undefined> {
    const row = await lockRow(trx, this.dialect, this.resource.table, this.resource.key, id);
    return row && this.repository.toRecord(row);
  }

  async remove(id: number, context: RemoveContext = { options: {} }): Promise<void> {
    await this.hooks.beforeRemove?.(id, context);
    await this.db.transaction().execute(async (trx) => {
      await this.hooks.lockFirst?.(trx, id, undefined);
      const record = await this.lock(id, trx);
      if (!record) throw notFound('El registro no existe').worded('record_missing');
      await applyDeleteRules(trx, this.resource, id);
      await this.repository.remove(id, trx);
      await this.hooks.withinRemove?.(record, trx, context);
    });
  }
}
