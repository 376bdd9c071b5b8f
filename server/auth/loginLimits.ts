import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { databaseRateLimitStore } from './databaseRateLimitStore';

export const tooManyAttempts = (seconds: number) =>
  new ApiError(429, 'too_many_attempts', 'Demasiados intentos de inicio de sesión, inténtalo más tarde', undefined, {
    'retry-after': String(Math.max(1, seconds)),
  });

/** The account a login names, as stored: emails are kept trimmed and in lower case. */
export const accountOf = (request: FastifyRequest) =>
  String((request.body as { username?: unknown } | undefined)?.username ?? '')
    .trim()
    .toLowerCase();

export interface LoginLimits {
  /** Seconds this address must wait before trying this account again, or 0 when it may try now. */
  waitBeforeTrying(request: FastifyRequest): Promise<number>;
  /** Counts a failed login and waits as long as the account and address pair has earned. */
  recordFailure(request: FastifyRequest): Promise<void>;
  /** Forgets the pair's failures once it signs in: a few typos a day must not add up to a lock. */
  recordSuccess(request: FastifyRequest): Promise<void>;
  /** The `rateLimit` route option of login and refresh: requests per address per minute. */
  requestLimit: { max: number; timeWindow: number };
}

/**
 * How long to hold back the answer to a failed login: nothing for the first half of the allowed
 * failures (a mistyped password), then doubling from `slowdownMs`, so guessing slows to a crawl
 * well before the lock. Capped at 16 steps of `slowdownMs` to keep connections from piling up.
 */
export const failureDelayMs = (failures: number, allowed: number, slowdownMs: number) => {
  const free = Math.floor(allowed / 2);
  return failures > free ? slowdownMs * Math.min(16, 2 ** (failures - free - 1)) : 0;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Failed logins are counted per account AND address, so an attacker elsewhere cannot lock the owner
 * out, and per address across accounts, so one address cannot try thousands of them; its cap is
 * generous because a whole office may sign in through one proxy. A successful login clears only
 * the pair's count: an address that owns one account must not reset its count across the others
 * by signing in between guesses. `request.ip` honours X-Forwarded-For only when TRUST_PROXY says
 * so. Counters live in the database, so every process counts alike.
 */
export async function installLoginLimits(app: FastifyInstance, { config, database }: AppContext): Promise<LoginLimits> {
  const counters = databaseRateLimitStore(database.db);
  await app.register(rateLimit, {
    global: false,
    store: counters.Store,
    errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
  });
  const timeWindow = config.loginWindowSeconds * 1000;
  const pairKey = (request: FastifyRequest) => `login:${accountOf(request)}|${request.ip}`;
  const limiters = [
    app.createRateLimit({ max: config.loginAttemptsPerWindow, timeWindow, keyGenerator: pairKey }),
    app.createRateLimit({ max: config.loginAddressAttempts, timeWindow, keyGenerator: (request) => `login-address:${request.ip}` }),
  ];
  return {
    async waitBeforeTrying(request) {
      const states = await Promise.all(limiters.map((limiter) => limiter(request, { increment: false })));
      return Math.max(0, ...states.map((state) => (!state.isAllowed && state.remaining === 0 ? state.ttlInSeconds : 0)));
    },
    async recordFailure(request) {
      const [pair] = await Promise.all(limiters.map((limiter) => limiter(request)));
      // `remaining` is what the pair has left once this failure is counted (no allow list here, so it is always given).
      const failures = 'remaining' in pair ? config.loginAttemptsPerWindow - pair.remaining : 0;
      await sleep(failureDelayMs(failures, config.loginAttemptsPerWindow, config.loginSlowdownMs));
    },
    recordSuccess: (request) => counters.forget(pairKey(request)),
    requestLimit: { max: config.authRequestsPerMinute, timeWindow: 60_000 },
  };
}
