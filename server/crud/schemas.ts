import { type FieldDeclaration, listLimits, type ResourceDeclaration, sortableFieldsOf } from '../../resources';
import { wideIntegerColumnRange } from '../http/boundedSchema';

type JsonSchema = Record<string, unknown>;

const nullable = (schema: JsonSchema, allowNull: boolean): JsonSchema =>
  allowNull && typeof schema.type === 'string' ? { ...schema, type: [schema.type, 'null'] } : schema;

const textSchema = (field: FieldDeclaration): JsonSchema => ({
  type: 'string',
  ...(field.required ? { minLength: Math.max(1, field.min ?? 1), pattern: '\\S' } : field.min ? { minLength: field.min } : {}),
  ...(field.max ? { maxLength: field.max } : {}),
  // `x-message` and its sentence `x-sentence` travel with validation errors (Ajv's verbose mode) to become the field's message.
  ...(field.pattern
    ? { pattern: field.pattern, ...(field.patternMessage ? { 'x-message': field.patternMessage.text, 'x-sentence': field.patternMessage.sentence } : {}) }
    : {}),
});

/** A `json` field declared with `items`: a bounded list of records of those fields. */
const recordListSchema = (field: FieldDeclaration, items: Readonly<Record<string, FieldDeclaration>>): JsonSchema => ({
  type: 'array',
  maxItems: field.max ?? 100,
  items: {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.entries(items).map(([name, item]) => [name, fieldWriteSchema(item)])),
    required: Object.entries(items)
      .filter(([, item]) => item.required)
      .map(([name]) => name),
  },
});

/** A number's declared bounds; a wide integer without them keeps to its 64-bit column (boundedSchema gives others the 32-bit one). */
const boundedNumber = (type: 'integer' | 'number', field: FieldDeclaration): JsonSchema => {
  const range = type === 'integer' && field.wide ? wideIntegerColumnRange : undefined;
  const minimum = field.min ?? range?.minimum;
  const maximum = field.max ?? range?.maximum;
  return { type, ...(minimum !== undefined ? { minimum } : {}), ...(maximum !== undefined ? { maximum } : {}) };
};

/** The schema a client's value must satisfy for one declared field. */
export function fieldWriteSchema(field: FieldDeclaration): JsonSchema {
  if (field.readOnly) return {};
  const allowNull = !field.required;
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'password':
      return nullable(textSchema(field), allowNull);
    case 'email':
      return nullable({ ...textSchema(field), format: 'email' }, allowNull);
    case 'reference':
      if (field.many) return nullable({ type: 'array', maxItems: field.max ?? 100, items: { type: 'integer', minimum: 1 } }, allowNull);
      return nullable(boundedNumber('integer', field), allowNull);
    case 'integer':
      return nullable(boundedNumber('integer', field), allowNull);
    case 'number':
      return nullable(boundedNumber('number', field), allowNull);
    case 'boolean':
      return nullable({ type: 'boolean' }, allowNull);
    case 'date':
      return nullable({ type: 'string', format: 'date' }, allowNull);
    case 'datetime':
      return nullable({ type: 'string', format: 'date-time' }, allowNull);
    case 'enum':
      return { enum: allowNull ? [...(field.values ?? []), null] : [...(field.values ?? [])] };
    case 'tags':
      return nullable({ type: 'array', maxItems: field.max ?? 50, items: { type: 'string', minLength: 1, maxLength: 80 } }, allowNull);
    case 'json':
      return field.items ? nullable(recordListSchema(field, field.items), allowNull) : { type: ['object', 'array', 'null'] };
  }
}

/** Body of create (`required` enforced) and update (partial: only sent fields change). */
export function writeBodySchema(resource: ResourceDeclaration, mode: 'create' | 'update'): JsonSchema {
  const properties: Record<string, JsonSchema> = { [resource.key]: {}, ...(resource.key === 'rowid' ? { id: {} } : {}) };
  for (const [name, field] of Object.entries(resource.fields)) properties[name] = fieldWriteSchema(field);
  const required =
    mode === 'create'
      ? Object.entries(resource.fields)
          .filter(([, field]) => field.required && !field.readOnly)
          .map(([name]) => name)
      : [];
  return { type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) };
}

export const requiredFieldsOf = (resource: ResourceDeclaration) =>
  new Set(
    Object.entries(resource.fields)
      .filter(([, field]) => field.required)
      .map(([name]) => name),
  );

export function listQuerySchema(resource: ResourceDeclaration): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { type: 'integer', minimum: 1, maximum: listLimits.maxPage, default: listLimits.defaultPage },
      size: { type: 'integer', minimum: 1, maximum: listLimits.maxSize, default: listLimits.defaultSize },
      search: { type: 'string', maxLength: listLimits.maxSearch },
      sort: { enum: sortableFieldsOf(resource) },
      order: { enum: ['ASC', 'DESC', 'asc', 'desc'] },
    },
  };
}

const filterValue = (field: FieldDeclaration): JsonSchema => {
  const single = fieldWriteSchema({ ...field, required: false, readOnly: false, min: undefined, max: undefined, pattern: undefined });
  return { anyOf: [single, { type: 'array', maxItems: listLimits.maxSize, items: single }] };
};

/** Filter body of `POST {base}q/`: the search text, filterable fields, references and the key. */
export function filterBodySchema(resource: ResourceDeclaration): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    busqueda: { type: ['string', 'null'], maxLength: listLimits.maxSearch },
    [resource.key]: filterValue({ kind: 'integer' }),
  };
  if (resource.key === 'rowid') properties.id = filterValue({ kind: 'integer' });
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!field.virtual && (field.filterable || field.kind === 'reference')) properties[name] = filterValue(field);
  }
  for (const [name, filter] of Object.entries(resource.filters ?? {})) {
    if (filter.kind === 'related') properties[name] = filterValue({ kind: 'integer' });
    else properties[name] = filter.kind === 'since' ? { type: 'string', format: 'date-time' } : { type: 'boolean' };
  }
  // A former name takes what the filter that replaced it takes; an unknown one is refused.
  for (const [former, current] of Object.entries(resource.formerFilters ?? {})) {
    const taken = properties[current];
    if (taken) properties[former] = taken;
  }
  return { type: 'object', additionalProperties: false, properties };
}

/** What a record looks like on the wire; serialising through it drops anything undeclared (password hashes). */
export function recordSchema(resource: ResourceDeclaration): JsonSchema {
  const properties: Record<string, JsonSchema> = { [resource.key]: { type: 'integer' } };
  if (resource.key === 'rowid') properties.id = { type: 'integer' };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind === 'password') continue;
    const write = fieldWriteSchema({ ...field, required: false, readOnly: false, min: undefined, max: undefined, pattern: undefined });
    properties[name] = field.kind === 'json' ? {} : write;
  }
  return { type: 'object', properties };
}

/**
 * A record of a list page: a wide record's page carries only its declared `listFields`, so its
 * serializer need not look for every other field in each row.
 */
export function listRecordSchema(resource: ResourceDeclaration): JsonSchema {
  const record = recordSchema(resource);
  if (!resource.listFields) return record;
  const properties = record.properties as Record<string, JsonSchema>;
  const listed = [resource.key, ...(resource.key === 'rowid' ? ['id'] : []), ...resource.listFields];
  return { ...record, properties: Object.fromEntries(listed.filter((name) => properties[name]).map((name) => [name, properties[name]])) };
}

export const batchBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      minItems: 1,
      maxItems: listLimits.maxBatch,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['op'],
        properties: {
          op: { enum: ['create', 'update', 'delete'] },
          id: { type: 'integer', minimum: 1 },
          data: { type: 'object' },
          options: { type: 'object' },
        },
      },
    },
  },
} as const;
