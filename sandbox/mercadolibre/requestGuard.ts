import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, invalidToken, MercadoLibreApiError } from './apiErrors';
import type { FaultRule } from './faults';
import type { MercadoLibreRuntime } from './runtime';
import { liveAccessToken, revokeGrant } from './tokens';

/** The seller (and application) behind the bearer token of a request. */
export interface Caller {
  userId: number;
  clientId: string;
}

const callers = new WeakMap<FastifyRequest, Caller>();

export function callerOf(request: FastifyRequest): Caller {
  const caller = callers.get(request);
  if (!caller) throw invalidToken();
  return caller;
}

export function apiPath(request: FastifyRequest): string {
  return request.url.replace(/^\/mercadolibre/, '').split('?')[0];
}

const lateAnswers = new WeakMap<FastifyRequest, number>();

/**
 * Answers an injected transport-level fault; token faults are left to the caller. A `latency`
 * fault lets the request be carried out now and holds its answer back (see `installLateAnswers`),
 * the way a slow marketplace stores a new item before the client hears about it.
 */
export async function applyTransportFault(runtime: MercadoLibreRuntime, fault: FaultRule | undefined, request: FastifyRequest): Promise<void> {
  if (!fault) return;
  const delayMs = Math.min(fault.delayMs ?? 30_000, runtime.state.settings.maxHangMs);
  if (fault.kind === 'rate_limited') {
    throw new MercadoLibreApiError(429, 'too_many_requests', 'Too many requests', [], { 'retry-after': String(fault.retryAfterSeconds ?? 1) });
  }
  if (fault.kind === 'server_error') throw new MercadoLibreApiError(500, 'internal_server_error', 'Internal server error');
  if (fault.kind === 'connection_reset') {
    // The client sees the connection drop; the error below has nowhere left to go.
    request.raw.socket.destroy();
    throw new MercadoLibreApiError(503, 'service_unavailable', 'Connection reset');
  }
  if (fault.kind === 'latency') lateAnswers.set(request, delayMs);
  if (fault.kind === 'timeout' || fault.kind === 'slow_processing') {
    await runtime.sleep(delayMs);
    if (fault.kind === 'timeout') throw new MercadoLibreApiError(504, 'gateway_timeout', 'Gateway timeout');
  }
}

/** Holds back the answer of a request that drew a `latency` fault, after its route has run. */
export function installLateAnswers(app: FastifyInstance, runtime: MercadoLibreRuntime): void {
  app.addHook('onSend', async (request) => {
    const delayMs = lateAnswers.get(request);
    if (delayMs !== undefined) await runtime.sleep(delayMs);
  });
}

/** Every API call: injected faults, then `Authorization: Bearer`, then the application's rate limit. */
export function installRequestGuard(app: FastifyInstance, runtime: MercadoLibreRuntime): void {
  const { state } = runtime;
  app.addHook('preHandler', async (request) => {
    const fault = runtime.faults.take(request.method, apiPath(request));
    await applyTransportFault(runtime, fault, request);

    const header = request.headers.authorization;
    if (!header) throw new MercadoLibreApiError(401, 'unauthorized', 'authorization value not present');
    const token = header.replace(/^Bearer\s+/i, '').trim();
    if (!/^APP_USR-[\w-]+$/.test(token)) throw badRequest(`Malformed access_token: ${token}`);
    const accessToken = liveAccessToken(state, token);
    if (!accessToken) throw invalidToken();
    if (fault?.kind === 'expired_token') {
      accessToken.expiresAt = state.now();
      throw invalidToken();
    }
    if (fault?.kind === 'revoked_grant') {
      revokeGrant(state, accessToken.userId, accessToken.clientId);
      throw invalidToken();
    }

    const verdict = runtime.rateLimiter.take(accessToken.clientId);
    if (!verdict.allowed) {
      const headers: Record<string, string> = state.settings.sendRetryAfter ? { 'retry-after': String(verdict.retryAfterSeconds) } : {};
      throw new MercadoLibreApiError(429, 'too_many_requests', 'Too many requests', [], headers);
    }
    callers.set(request, { userId: accessToken.userId, clientId: accessToken.clientId });
  });
}
