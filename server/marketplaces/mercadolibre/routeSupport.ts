import { errorResponsesFor } from '../../http/routeSchemas';
import { toApiError } from './mercadoLibreErrors';

/** Runs a route's work, turning marketplace failures into our API errors (422 refused, 502 unreachable). */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toApiError(error);
  }
}

export const errorResponses = errorResponsesFor(400, 401, 404, 409, 422, 502);
