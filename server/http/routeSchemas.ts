/** The API's one error body, `{ error, message, fields? }` (see errors.ts), for OpenAPI and serialisation. */
export const errorSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
} as const;

/** A route's error answers, one per status it may send, all with the one error body. */
export const errorResponsesFor = (...statuses: number[]): Readonly<Record<number, typeof errorSchema>> =>
  Object.fromEntries(statuses.map((status) => [status, errorSchema]));

/** The 409 of an update refused for an old version: it answers the record as it is now (`current`), so the client can show what changed. */
export const staleVersionResponse = (record: object) => ({ ...errorSchema, properties: { ...errorSchema.properties, current: record } });

/** The path parameters of a route on one record: `:id`, a positive integer. */
export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;
