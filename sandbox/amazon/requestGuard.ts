import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AmazonApiError, invalidInput, unauthorized } from './apiErrors';
import type { AmazonRuntime } from './runtime';
import { mexicoMarketplaceId } from './settings';
import type { Operation } from './usagePlans';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The SP-API operation a route answers: its usage plan and faults. */
    operation?: Operation;
  }
  interface FastifyRequest {
    /** The selling partner whose access token came with the request. */
    sellerId: string;
  }
}

const errorMessages: Record<number, [string, string]> = {
  429: ['QuotaExceeded', 'You exceeded your quota for the requested resource.'],
  500: ['InternalFailure', 'We encountered an internal error. Please try again.'],
  503: ['ServiceUnavailable', 'Service temporarily unavailable. Please try again.'],
};

const throttled = (rate: number, retryAfterSeconds: number) =>
  new AmazonApiError(429, ...errorMessages[429], '', { 'x-amzn-RateLimit-Limit': String(rate), 'Retry-After': String(retryAfterSeconds) });

/**
 * Every SP-API call: a live `x-amz-access-token`, then the operation's usage plan (the applied
 * rate in `x-amzn-RateLimit-Limit`), then any injected fault.
 */
export function installRequestGuard(app: FastifyInstance, runtime: AmazonRuntime): void {
  app.decorateRequest('sellerId', '');
  app.addHook('preHandler', async (request: FastifyRequest, reply) => {
    const operation = request.routeOptions.config.operation;
    if (!operation) return;
    const token = request.headers['x-amz-access-token'];
    const grant = typeof token === 'string' ? runtime.state.accessTokens.get(token) : undefined;
    if (!grant) throw unauthorized('The access token you provided is revoked, malformed or invalid.');
    if (grant.expiresAt <= Date.now()) throw unauthorized('The access token you provided has expired.');
    request.sellerId = grant.sellerId;
    const plan = runtime.limiter.planOf(operation);
    const taken = runtime.limiter.take(operation, `${grant.sellerId}|${grant.clientId}`);
    if (!taken.allowed) throw throttled(plan.rate, taken.retryAfterSeconds);
    reply.header('x-amzn-RateLimit-Limit', String(plan.rate));
    const fault = runtime.faults.take(operation);
    if (fault?.latencyMs) await sleep(fault.latencyMs);
    if (fault?.status === 429) throw throttled(plan.rate, 1);
    if (fault?.status) {
      const [code, message] = errorMessages[fault.status] ?? ['InternalFailure', 'Injected failure'];
      throw new AmazonApiError(fault.status, code, message);
    }
  });
}

/** The sandbox's sellers sell on Amazon.com.mx only: any other marketplace id is refused as Amazon refuses it. */
export function requireMexico(marketplaceIds: string | undefined): void {
  const ids = (marketplaceIds ?? '').split(',').filter(Boolean);
  if (ids.length === 0) throw invalidInput('Missing required parameter: marketplaceIds');
  const other = ids.find((id) => id !== mexicoMarketplaceId);
  if (other) throw invalidInput(`Invalid marketplaceId ${other}`, 'The seller does not participate in this marketplace');
}
