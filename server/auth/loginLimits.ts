import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { databaseRateLimitStore } from './databaseRateLimitStore';

export const tooManyAttempts = (seconds: number) =>
  new ApiError(429, 'too_many_attempts', 'Demasiados intentos de inicio de sesión, inténtalo más tarde', undefined, {
    'retry-after': String(Math.max(1, seconds)),
  }).worded('too_many_attempts');

/** The account a login names, as stored: emails are kept trimmed and in lower case. */
export const accountOf = (request: FastifyRequest) =>
  String((request.body as { username?: unknown } | undefined)?.username ?? '')
    .trim()
    .toLowerCase();

/** One login attempt, counted before its password is checked. */
export interface LoginAttempt {
  /** Seconds this address must wait before trying this account again, or 0 when the attempt may go on. */
  refusedForSeconds: number;
  /** Keeps the attempt counted as a failure and waits as long as the account and address pair has earned. */
  failed(): Promise<void>;
  /** Forgets the pair's failures and gives the attempt back to the address: only failures count against it. */
  succeeded(): Promise<void>;
}

export interface LoginLimits {
  /**
   * Counts an attempt against the pair and the address before the password is checked, so attempts
   * sent together cannot all pass a check made before any of them is counted as a failure.
   */
  startAttempt(request: FastifyRequest): Promise<LoginAttempt>;
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Failed logins are counted per account AND address, so an attacker elsewhere cannot lock the owner
 * out, and per address across accounts, so one address cannot try thousands of them; its cap is
 * generous because a whole office may sign in through one proxy. An attempt counts before its
 * password is checked, so no burst gets more checks than the limits allow; a successful one is
 * taken back. A successful login clears only the pair's count: an address that owns one account
 * must not reset its count across the others by signing in between guesses. `request.ip` honours
 * X-Forwarded-For only when TRUST_PROXY says so. Counters live in the database, so every process
 * counts alike.
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
  const addressKey = (request: FastifyRequest) => `login-address:${request.ip}`;
  const pairLimit = app.createRateLimit({ max: config.loginAttemptsPerWindow, timeWindow, keyGenerator: pairKey });
  const addressLimit = app.createRateLimit({ max: config.loginAddressAttempts, timeWindow, keyGenerator: addressKey });
  return {
    async startAttempt(request) {
      const counted = await Promise.all([pairLimit(request), addressLimit(request)]);
      const over = counted.filter((state) => 'isExceeded' in state && state.isExceeded);
      // `remaining` is what the pair has left with this attempt counted (no allow list here, so it is always given).
      const [pair] = counted;
      const failures = 'remaining' in pair ? config.loginAttemptsPerWindow - pair.remaining : 0;
      return {
        refusedForSeconds: over.length ? Math.max(1, ...over.map((state) => ('ttlInSeconds' in state ? state.ttlInSeconds : 1))) : 0,
        failed: () => sleep(failureDelayMs(failures, config.loginAttemptsPerWindow, config.loginSlowdownMs)),
        async succeeded() {
          await Promise.all([counters.forget(pairKey(request)), counters.giveBack(addressKey(request))]);
        },
      };
    },
    requestLimit: { max: config.authRequestsPerMinute, timeWindow: 60_000 },
  };
}
