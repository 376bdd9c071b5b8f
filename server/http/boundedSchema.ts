type JsonSchema = Record<string, unknown>;

/**
 * An integer column is a 32-bit `integer` on PostgreSQL (ids are `serial`) unless declared `bigint`,
 * so an integer outside this range can never match or be stored; a schema that needs more declares
 * its own bounds (a `bigint` column's: wideIntegerColumnRange).
 */
export const integerColumnRange = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;

/**
 * A `bigint` column's values as the API takes them: a JSON number is exact up to
 * Number.MAX_SAFE_INTEGER, well inside PostgreSQL's 64-bit range, so nothing past it is accepted.
 */
export const wideIntegerColumnRange = { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } as const;

// PostgreSQL refuses the NUL character in text, and no field has a use for it.
const withoutNul: JsonSchema = { not: { type: 'string', pattern: '\\u0000' } };

const subschemaLists = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const subschemas = ['items', 'not', 'additionalProperties', 'contains', 'if', 'then', 'else'] as const;
const subschemaMaps = ['properties', 'patternProperties'] as const;

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (schema: JsonSchema): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);
const mapValues = (map: JsonSchema, change: (schema: JsonSchema) => JsonSchema) =>
  Object.fromEntries(Object.entries(map).map(([name, value]) => [name, isSchema(value) ? change(value) : value]));

/**
 * The schema with the limits every value must keep to reach the database safely, at any depth:
 * integers without declared bounds get the integer column's range, text may not hold NUL bytes.
 * (Numbers need nothing more: Ajv already refuses NaN and ±Infinity, and a double holds any finite JSON number.)
 */
export function boundedSchema(schema: JsonSchema): JsonSchema {
  const bounded: JsonSchema = { ...schema };
  for (const key of subschemaLists) {
    const list = schema[key];
    if (Array.isArray(list)) bounded[key] = list.map((item) => (isSchema(item) ? boundedSchema(item) : item));
  }
  for (const key of subschemas) {
    const value = schema[key];
    if (Array.isArray(value)) bounded[key] = value.map((item) => (isSchema(item) ? boundedSchema(item) : item));
    else if (isSchema(value)) bounded[key] = boundedSchema(value);
  }
  for (const key of subschemaMaps) {
    const map = schema[key];
    if (isSchema(map)) bounded[key] = mapValues(map, boundedSchema);
  }
  const types = typesOf(schema);
  if (types.includes('integer')) {
    bounded.minimum ??= integerColumnRange.minimum;
    bounded.maximum ??= integerColumnRange.maximum;
  }
  if (types.includes('string')) bounded.allOf = [...((bounded.allOf as unknown[] | undefined) ?? []), withoutNul];
  return bounded;
}
