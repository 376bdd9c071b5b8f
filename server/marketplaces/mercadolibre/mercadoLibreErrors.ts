import { ApiError } from '../../http/errors';

export interface MercadoLibreCause {
  code?: string;
  type?: string;
  message?: string;
  references?: string[];
  cause_id?: number | null;
  department?: string;
}

/**
 * A failed MercadoLibre call. `status` 0 means it never answered (network error or timeout).
 * `transient`: worth retrying later (429, 5xx, timeouts, an optimistic-lock 409).
 */
export class MercadoLibreError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly causes: MercadoLibreCause[] = [],
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500 || (this.status === 409 && this.code === 'conflict');
  }

  /** The marketplace's own words: the blocking causes' messages, else its message. */
  get reason(): string {
    const errors = this.causes.filter((cause) => cause.type !== 'warning' && cause.message).map((cause) => cause.message);
    return errors.length > 0 ? errors.join('; ') : this.message;
  }
}

/** The account cannot call MercadoLibre until the seller connects it again. */
export class AccountDisconnectedError extends Error {}

/** How a failed marketplace call reaches our API's caller: 422 refused, 502 unreachable, 409 reconnect. */
export function toApiError(error: unknown): unknown {
  if (error instanceof AccountDisconnectedError) return new ApiError(409, 'account_disconnected', error.message);
  if (!(error instanceof MercadoLibreError)) return error;
  if (error.transient) {
    return new ApiError(502, 'marketplace_unreachable', `Mercado Libre no respondió: ${error.message}`);
  }
  return new ApiError(422, 'marketplace_rejected', `Mercado Libre rechazó la operación: ${error.reason}`);
}

export const isTransientMarketplaceError = (error: unknown): boolean => error instanceof MercadoLibreError && error.transient;
