import type { ResourceDeclaration } from '../../resources';
import { ApiError, asApiError, badInput } from '../http/errors';
import { blankField, type ErrorDetail, fieldErrorsFrom } from '../http/fieldMessages';
import { compileBodySchema } from '../http/validation';
import { requiredFieldsOf, writeBodySchema } from './schemas';
import type { ResourceService } from './service';

type Row = Record<string, unknown>;

export interface BatchItem {
  op: 'create' | 'update' | 'delete';
  id?: number;
  data?: Row;
  /** A delete's options, as the delete's query would carry them. */
  options?: Row;
}

export type BatchResult =
  | { ok: true; id: number; record?: Row }
  | { ok: false; id?: number; error: string; message: string; fields?: Record<string, string>; detail?: ErrorDetail; current?: unknown };

const failure = (id: number | undefined, thrown: unknown): BatchResult => {
  const error = asApiError(thrown);
  if (error instanceof ApiError) return { ok: false, id, ...error.body() };
  throw error;
};

/** Runs each item on its own: one bad item is reported and does not stop the others. */
export function createBatchRunner(resource: ResourceDeclaration, service: ResourceService) {
  const validators = {
    create: compileBodySchema(writeBodySchema(resource, 'create')),
    update: compileBodySchema(writeBodySchema(resource, 'update')),
  };
  const required = requiredFieldsOf(resource);

  const runOne = async (item: BatchItem, actorId: number | undefined): Promise<BatchResult> => {
    if (item.op !== 'create' && item.id === undefined) {
      return { ok: false, ...new ApiError(400, 'validation', 'Falta el identificador', { id: blankField }).worded('id_missing').body() };
    }
    try {
      if (item.op === 'delete') {
        await service.remove(item.id!, { options: item.options ?? {} });
        return { ok: true, id: item.id! };
      }
      const validate = validators[item.op];
      const data = item.data ?? {};
      if (!validate(data)) {
        return { ok: false, id: item.id, ...badInput(fieldErrorsFrom(validate.errors ?? [], required)).body() };
      }
      const record = item.op === 'create' ? await service.create(data, actorId) : await service.update(item.id!, data, actorId);
      return { ok: true, id: Number(record[resource.key]), record };
    } catch (error) {
      return failure(item.id, error);
    }
  };

  return async (items: BatchItem[], actorId: number | undefined) => {
    const results: BatchResult[] = [];
    for (const item of items) results.push(await runOne(item, actorId));
    return results;
  };
}
