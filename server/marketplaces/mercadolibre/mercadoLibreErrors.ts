import type { MessageDetail, MessageParams } from '../../../resources/messageDetail';
import { ApiError } from '../../http/errors';
import { causeDetail, reasonParams } from './causeSentences';
import { marketplaceSpokenNames } from '../shared/marketplaceNames';

const marketplace = marketplaceSpokenNames.mercadolibre;

export interface MercadoLibreCause {
  code?: string;
  type?: string;
  message?: string;
  references?: string[];
  cause_id?: number | null;
  department?: string;
}

/** Why a call got no answer (a `MercadoLibreError` of status 0, by its code), as a sentence. */
const silenceDetail = (code: string, waitedMs: number | undefined): MessageDetail => {
  if (code === 'timeout' && waitedMs !== undefined) return { key: 'marketplace_timed_out', params: { marketplace, ms: waitedMs } };
  if (code === 'unreachable') return { key: 'marketplace_unconnected', params: { marketplace } };
  if (code === 'connection_cut') return { key: 'marketplace_connection_cut', params: { marketplace } };
  return { key: 'marketplace_no_answer', params: { marketplace } };
};

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
    /** How long a call that timed out waited for an answer. */
    readonly waitedMs?: number,
  ) {
    super(message);
  }

  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500 || (this.status === 409 && this.code === 'conflict');
  }

  /** The causes that block the call (a warning rides along with a success). */
  get blocking(): MercadoLibreCause[] {
    return this.causes.filter((cause) => cause.type !== 'warning' && cause.message);
  }

  /** The marketplace's own words: the blocking causes' messages, else its message. */
  get reason(): string {
    const errors = this.blocking.map((cause) => cause.message);
    return errors.length > 0 ? errors.join('; ') : this.message;
  }

  /**
   * The failure as a sentence each language words: our own refusals by their code, no answer or an
   * unreadable one in our words, anything MercadoLibre said inside our sentence (in our words too when
   * it is one cause we word).
   */
  /** MercadoLibre's reason as a sentence's values. */
  get reasonParams(): MessageParams {
    return reasonParams(this.reason, this.blocking.length === 1 ? causeDetail(this.blocking[0]) : undefined);
  }

  get detail(): MessageDetail {
    if (this.code === 'no_product') return { key: 'publication_without_product', params: {} };
    if (this.code === 'no_category') return { key: 'no_category_suggested', params: {} };
    if (this.status === 0) return silenceDetail(this.code, this.waitedMs);
    if (this.code === 'invalid_response') return { key: 'marketplace_invalid_answer', params: { marketplace } };
    return { key: 'marketplace_answered', params: { marketplace, ...this.reasonParams } };
  }
}

/** The account cannot call MercadoLibre until the seller connects it again. */
export class AccountDisconnectedError extends Error {
  readonly detail: MessageDetail = { key: 'account_disconnected', params: { marketplace } };
}

/** How a failed marketplace call reaches our API's caller: 422 refused, 502 unreachable, 409 reconnect. */
export function toApiError(error: unknown): unknown {
  if (error instanceof AccountDisconnectedError) return new ApiError(409, 'account_disconnected', error.message).worded(error.detail.key, error.detail.params);
  if (!(error instanceof MercadoLibreError)) return error;
  // No answer, or one that cannot be read, is said by its sentence: its message (`su respuesta no es JSON`) is ours, in Spanish.
  if (error.status === 0 || error.code === 'invalid_response')
    return new ApiError(502, 'marketplace_unreachable', `Mercado Libre no respondió: ${error.message}`).worded(error.detail.key, error.detail.params);
  if (error.transient) {
    return new ApiError(502, 'marketplace_unreachable', `Mercado Libre no respondió: ${error.message}`).worded('marketplace_unreachable', {
      marketplace,
      reason: error.message,
    });
  }
  return new ApiError(422, 'marketplace_rejected', `Mercado Libre rechazó la operación: ${error.reason}`).worded('marketplace_refused', {
    marketplace,
    ...error.reasonParams,
  });
}

export const isTransientMarketplaceError = (error: unknown): boolean => error instanceof MercadoLibreError && error.transient;
