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

/** Answers an injected transport-level fault; token faults are left to the caller. */
export async function applyTransportFault(runtime: MercadoLibreRuntime, fault: FaultRule | undefined): Promise<void> {
  if (!fault) return;
  if (fault.kind === 'rate_limited') {
    throw new MercadoLibreApiError(429, 'too_many_requests', 'Too many requests', [], { 'retry-after': String(fault.retryAfterSeconds ?? 1) });
  }
  if (fault.kind === 'server_error') throw new MercadoLibreApiError(500, 'internal_server_error', 'Internal server error');
  if (fault.kind === 'timeout' || fault.kind === 'latency') {
    await runtime.sleep(Math.min(fault.delayMs ?? 30_000, runtime.state.settings.maxHangMs));
    if (fault.kind === 'timeout') throw new MercadoLibreApiError(504, 'gateway_timeout', 'Gateway timeout');
  }
}

/** Every API call: injected faults, then `Authorization: Bearer`, then the application's rate limit. */
export function installRequestGuard(app: FastifyInstance, runtime: MercadoLibreRuntime): void {
  const { state } = runtime;
  app.addHook('preHandler', async (request) => {
    const fault = runtime.faults.take(request.method, apiPath(request));
    await applyTransportFault(runtime, fault);

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
