import type { ResourceDeclaration } from '../../resources';
import { toColumn } from '../db/columns';
import { conflict, notFound } from '../http/errors';
import type { Executor, ResourceHooks, WriteContext } from './hooks';
import { applyDeleteRules, checkReferences } from './references';
import { type ListQuery, ResourceRepository } from './repository';

type Row = Record<string, unknown>;

const takenMessage = 'Ya existe un registro con este valor';

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

/** The generic calls' behaviour for one resource: defaults, uniqueness, references, hooks, not-found. */
export class ResourceService {
  private readonly db: Executor;

  constructor(
    readonly repository: ResourceRepository,
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

  async get(id: number): Promise<Row> {
    const record = await this.repository.get(id);
    if (!record) throw notFound('El registro no existe');
    return this.hooks.expand ? this.hooks.expand(record, this.db) : record;
  }

  private withAutoFields(data: Row, op: WriteContext['op']): Row {
    const now = new Date().toISOString();
    const columns = this.repository.toColumns(data);
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if (field.auto === 'updatedAt' || (field.auto === 'createdAt' && op === 'create')) columns[name] = now;
      else if (op === 'create' && columns[name] === undefined && field.default !== undefined) {
        columns[name] = toColumn(field, field.default);
      }
    }
    return columns;
  }

  private async write(data: Row, context: WriteContext, store: (columns: Row, trx: Executor) => Promise<Row | undefined>): Promise<Row> {
    await checkReferences(this.db, this.resource, data);
    const prepared = this.hooks.beforeWrite ? await this.hooks.beforeWrite(data, context) : data;
    const columns = this.withAutoFields(prepared, context.op);
    const taken = await this.repository.takenUniqueField(columns, context.id);
    if (taken) throw conflict(takenMessage, { [taken]: takenMessage });
    try {
      const record = await this.db.transaction().execute(async (trx) => {
        const stored = await store(columns, trx);
        if (!stored) throw notFound('El registro no existe');
        const id = Number(stored[this.resource.key]);
        const completed = await this.hooks.withinWrite?.(stored, prepared, { ...context, id, trx });
        const record = completed ?? stored;
        return this.hooks.expand ? this.hooks.expand(record, trx) : record;
      });
      return record;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(takenMessage);
      throw error;
    }
  }

  async create(data: Row, actorId?: number): Promise<Row> {
    const context: WriteContext = { op: 'create', actorId };
    const record = await this.write(data, context, (columns, trx) => this.repository.insert(columns, trx));
    await this.hooks.afterWrite?.(record, data, { ...context, id: Number(record[this.resource.key]) });
    return record;
  }

  async update(id: number, data: Row, actorId?: number): Promise<Row> {
    await this.get(id);
    const context: WriteContext = { op: 'update', id, actorId };
    const record = await this.write(data, context, (columns, trx) => this.repository.update(id, columns, trx));
    await this.hooks.afterWrite?.(record, data, context);
    return record;
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const record = await this.repository.get(id, trx);
      if (!record) throw notFound('El registro no existe');
      await applyDeleteRules(trx, this.resource, id);
      await this.repository.remove(id, trx);
      await this.hooks.withinRemove?.(record, trx);
    });
  }
}
