/** A sentence (`resources/messageDetail.ts`): its key and values. */
const sentenceProperties = { key: { type: 'string' }, params: { type: 'object', additionalProperties: { type: ['string', 'number'] } } } as const;

/** A sentence said beside a text of the answer, e.g. a validation issue's `detail`. */
export const sentenceSchema = { type: 'object', properties: sentenceProperties } as const;

/** The sentence of an error's message, and under `fields` each field message's (see fieldMessages.ts). */
const detailSchema = {
  type: 'object',
  properties: { ...sentenceProperties, fields: { type: 'object', additionalProperties: { type: 'object', properties: sentenceProperties } } },
} as const;

/** The API's one error body, `{ error, message, fields?, detail? }` (see errors.ts), for OpenAPI and serialisation. */
export const errorSchema = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    detail: detailSchema,
  },
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
