import { toApiError } from './mercadoLibreErrors';

/** Runs a route's work, turning marketplace failures into our API errors (422 refused, 502 unreachable). */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toApiError(error);
  }
}

export const errorSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
};

export const errorResponses = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema, 502: errorSchema };

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } };
