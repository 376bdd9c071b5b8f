import type { ResourceDeclaration } from '../../resources';
import { conflict, notFound } from '../http/errors';
import type { ResourceHooks, WriteContext } from './hooks';
import { type ListQuery, ResourceRepository } from './repository';

type Row = Record<string, unknown>;

const takenMessage = 'Ya existe un registro con este valor';

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

/** The generic calls' behaviour for one resource: defaults, uniqueness, hooks, not-found. */
export class ResourceService {
  constructor(
    readonly repository: ResourceRepository,
    private readonly hooks: ResourceHooks = {},
  ) {}

  get resource(): ResourceDeclaration {
    return this.repository.resource;
  }

  list(query: ListQuery) {
    return this.repository.list(query);
  }

  async get(id: number): Promise<Row> {
    const record = await this.repository.get(id);
    if (!record) throw notFound('El registro no existe');
    return record;
  }

  private withAutoFields(data: Row, op: WriteContext['op']): Row {
    const now = new Date().toISOString();
    const columns = this.repository.toColumns(data);
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if (field.auto === 'updatedAt' || (field.auto === 'createdAt' && op === 'create')) columns[name] = now;
      else if (op === 'create' && columns[name] === undefined && field.default !== undefined) {
        columns[name] = this.repository.toColumns({ [name]: field.default })[name];
      }
    }
    return columns;
  }

  private async write<T>(data: Row, context: WriteContext, store: (columns: Row) => Promise<T>): Promise<T> {
    const prepared = this.hooks.beforeWrite ? await this.hooks.beforeWrite(data, context) : data;
    const columns = this.withAutoFields(prepared, context.op);
    const taken = await this.repository.takenUniqueField(columns, context.id);
    if (taken) throw conflict(takenMessage, { [taken]: takenMessage });
    try {
      return await store(columns);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(takenMessage);
      throw error;
    }
  }

  async create(data: Row, actorId?: number): Promise<Row> {
    const context: WriteContext = { op: 'create', actorId };
    const record = await this.write(data, context, (columns) => this.repository.insert(columns));
    await this.hooks.afterWrite?.(record, data, { ...context, id: Number(record[this.resource.key]) });
    return record;
  }

  async update(id: number, data: Row, actorId?: number): Promise<Row> {
    await this.get(id);
    const context: WriteContext = { op: 'update', id, actorId };
    const record = await this.write(data, context, (columns) => this.repository.update(id, columns));
    if (!record) throw notFound('El registro no existe');
    await this.hooks.afterWrite?.(record, data, context);
    return record;
  }

  async remove(id: number): Promise<void> {
    if (!(await this.repository.remove(id))) throw notFound('El registro no existe');
  }
}
