import type { DataProvider, GetListResult, Identifier } from 'react-admin';
import { HttpError } from 'react-admin';
import { listLimits, resourceByName, versionFieldOf, type ResourceDeclaration } from '../../resources';
import { callsOf } from '../app/composeFeatures';
import { resourceAliasesOf } from '../app/resourceAliases';
import type { Feature } from '../app/feature';
import type { HttpClient } from './httpClient';
import { changedFields, creatableFields, fromWire, toWireField } from './recordMapping';

export interface ListAnswer {
  readonly data: Record<string, unknown>[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

type BatchResult =
  | { ok: true; id: Identifier; record?: Record<string, unknown> }
  | { ok: false; id?: Identifier; error: string; message: string; fields?: Record<string, string> };

interface ListQuery {
  readonly page: number;
  readonly size: number;
  readonly sort?: string;
  readonly order?: string;
  readonly search?: string;
}

const baseOf = (declaration: ResourceDeclaration): string => `/${declaration.path}`;

const queryString = (query: ListQuery): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
};

/**
 * Maps every react-admin call onto the generic calls of the declared resources, plus each feature's
 * named methods (its `calls`), which features reach with `useDataProvider<TheirCalls>()`.
 */
export const createDataProvider = (http: HttpClient, features: readonly Feature[]): DataProvider => {
  const resourceAliases = resourceAliasesOf(features);
  const declarationOf = (resource: string): ResourceDeclaration => {
    const declaration = resourceByName(resourceAliases[resource] ?? resource);
    if (!declaration) throw new Error(`Unknown resource: ${resource}`);
    return declaration;
  };

  const list = async (declaration: ResourceDeclaration, query: ListQuery, filterBody?: Record<string, unknown>): Promise<GetListResult> => {
    const base = baseOf(declaration);
    const { json } = filterBody
      ? await http.request<ListAnswer>(`${base}q/?${queryString(query)}`, { method: 'POST', body: filterBody })
      : await http.request<ListAnswer>(`${base}?${queryString(query)}`);
    return { data: json.data.map((record) => fromWire(declaration, record)), total: json.total };
  };

  /** A delete's options (`meta.options`, e.g. closing what the record keeps alive), sent as the delete's query or a batch item's `options`. */
  const deleteOptionsOf = (meta: unknown): Record<string, string | number | boolean> | undefined =>
    (meta as { options?: Record<string, string | number | boolean> } | undefined)?.options;

  const batch = async (declaration: ResourceDeclaration, items: unknown[]): Promise<Identifier[]> => {
    const { json } = await http.request<{ results: BatchResult[] }>(`${baseOf(declaration)}batch`, {
      method: 'POST',
      body: { items },
    });
    const failed = json.results.find((result) => !result.ok);
    if (failed && !failed.ok) throw new HttpError(failed.message, 400, { ...failed, results: json.results });
    return json.results.flatMap((result) => (result.ok ? [result.id] : []));
  };

  return {
    async getList(resource, { pagination, sort, filter = {} }) {
      const declaration = declarationOf(resource);
      const { busqueda, ...filters } = filter as Record<string, unknown>;
      const search = typeof busqueda === 'string' && busqueda.trim() !== '' ? busqueda.trim() : undefined;
      const query: ListQuery = {
        page: pagination?.page ?? listLimits.defaultPage,
        size: pagination?.perPage ?? listLimits.defaultSize,
        sort: sort ? toWireField(declaration, sort.field) : undefined,
        order: sort?.order,
      };
      if (Object.keys(filters).length === 0) return list(declaration, { ...query, search });
      return list(declaration, query, { ...(search ? { busqueda: search } : {}), ...filters });
    },

    async getOne(resource, { id }) {
      const declaration = declarationOf(resource);
      const { json } = await http.request<Record<string, unknown>>(`${baseOf(declaration)}${id}`);
      return { data: fromWire(declaration, json) };
    },

    async getMany(resource, { ids }) {
      const declaration = declarationOf(resource);
      const size = Math.min(Math.max(ids.length, 1), listLimits.maxSize);
      const { data } = await list(declaration, { page: 1, size }, { [declaration.key]: ids });
      return { data };
    },

    async getManyReference(resource, { target, id, pagination, sort, filter = {} }) {
      const declaration = declarationOf(resource);
      const { busqueda, ...filters } = filter as Record<string, unknown>;
      const body = { ...filters, ...(busqueda ? { busqueda } : {}), [target]: id };
      const query: ListQuery = {
        page: pagination.page,
        size: pagination.perPage,
        sort: toWireField(declaration, sort.field),
        order: sort.order,
      };
      return list(declaration, query, body);
    },

    async create(resource, { data }) {
      const declaration = declarationOf(resource);
      const { json } = await http.request<Record<string, unknown>>(baseOf(declaration), {
        method: 'POST',
        body: creatableFields(declaration, data),
      });
      return { data: fromWire(declaration, json) };
    },

    async update(resource, { id, data, previousData }) {
      const declaration = declarationOf(resource);
      // The version the form is based on (loaded with it, or moved by the form's own immediate
      // writes): the server refuses the change if another user's came first.
      const version = versionFieldOf(declaration);
      const basedOnVersion = version ? (data[version] ?? previousData?.[version]) : undefined;
      const basedOn = version && basedOnVersion !== undefined ? { [version]: basedOnVersion } : {};
      const { json } = await http.request<Record<string, unknown>>(`${baseOf(declaration)}${id}`, {
        method: 'PUT',
        body: { ...changedFields(declaration, data, previousData), ...basedOn },
      });
      return { data: fromWire(declaration, json) };
    },

    async updateMany(resource, { ids, data }) {
      const declaration = declarationOf(resource);
      const fields = changedFields(declaration, data);
      return {
        data: await batch(
          declaration,
          ids.map((id) => ({ op: 'update', id, data: fields })),
        ),
      };
    },

    async delete(resource, { id, previousData, meta }) {
      const declaration = declarationOf(resource);
      const options = deleteOptionsOf(meta);
      const query = options ? `?${new URLSearchParams(Object.entries(options).map(([name, value]) => [name, String(value)]))}` : '';
      await http.request(`${baseOf(declaration)}${id}${query}`, { method: 'DELETE' });
      return { data: previousData ?? fromWire(declaration, { [declaration.key]: id }) };
    },

    async deleteMany(resource, { ids, meta }) {
      const declaration = declarationOf(resource);
      const options = deleteOptionsOf(meta);
      return {
        data: await batch(
          declaration,
          ids.map((id) => ({ op: 'delete', id, ...(options ? { options } : {}) })),
        ),
      };
    },

    ...callsOf(features, http),
  };
};
