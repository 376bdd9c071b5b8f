import { ApiError } from '../../http/errors';
import { marketplaceSpokenNames } from '../shared/marketplaceNames';
import { LwaError } from './lwaClient';
import { AmazonThrottledError } from './throttleWait';

const marketplace = marketplaceSpokenNames.amazon;

interface SpApiFailure {
  response?: { status: number; data?: { errors?: Array<{ code?: string; message?: string }> } };
}

/** What Amazon said, in its own words: the SP-API error list, else the HTTP failure. */
function reasonOf(error: SpApiFailure & Error): string {
  const errors = error.response?.data?.errors ?? [];
  return errors.length > 0 ? errors.map((entry) => `${entry.code ?? 'Error'}: ${entry.message ?? ''}`).join('; ') : error.message;
}

/**
 * Amazon's failures as our API's: a refused grant asks to connect again (409), throttling stays 429,
 * a throttled call whose retry would wait longer than the caller may is 503 with the wait, a
 * refusal of the request is 422 with Amazon's words, no answer or a 5xx is 502.
 */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError || !(error instanceof Error)) return error;
  if (error instanceof AmazonThrottledError) {
    return new ApiError(503, 'rate_limited', `Amazon limita las llamadas; inténtalo en ${error.waitSeconds} s`, undefined, {
      'retry-after': String(error.waitSeconds),
    }).worded('marketplace_wait', { marketplace, seconds: error.waitSeconds });
  }
  if (error instanceof LwaError) {
    if (error.status === 0 || error.status >= 500)
      return new ApiError(502, 'marketplace_unreachable', 'Login with Amazon no respondió; inténtalo de nuevo').worded('amazon_login_no_answer');
    const refused = new ApiError(409, 'amazon_reauthorize', `Amazon rechazó la autorización (${error.error}); vuelve a conectar la cuenta`);
    return refused.worded('account_disconnected', { marketplace });
  }
  const status = (error as SpApiFailure).response?.status;
  if (status === undefined || status >= 500)
    return new ApiError(502, 'marketplace_unreachable', 'Amazon no respondió; inténtalo de nuevo').worded('marketplace_no_answer', { marketplace });
  if (status === 429) return new ApiError(429, 'rate_limited', 'Amazon limitó las solicitudes de la cuenta; inténtalo más tarde').worded('amazon_rate_limited');
  const reason = reasonOf(error);
  return new ApiError(422, 'marketplace_rejected', `Amazon rechazó la solicitud: ${reason}`).worded('marketplace_answered', { marketplace, reason });
}

/** Throttling (however long Amazon asks to wait), an outage or no answer may pass; a refusal would be refused again. */
export function mayPass(error: unknown): boolean {
  const failure = toApiError(error);
  return failure instanceof ApiError && [429, 502, 503].includes(failure.status);
}

/** Runs a route's work, turning Amazon's failures into our API errors. */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toApiError(error);
  }
}
