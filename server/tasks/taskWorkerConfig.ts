import { ConfigError } from '../config';

/** How a worker runs items; every value has an embedded default (DESIGN.md section 4). */
export interface TaskWorkerOptions {
  /** Items running at once per marketplace account (TASK_CONCURRENCY). */
  concurrency: number;
  /** How often the worker looks for due retries and for work created by other processes. */
  pollMs: number;
  /** How long a claim holds without renewal; a dead process's items are taken back after it. */
  leaseMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  /** At most one progress message per task in this time, plus the final one. */
  progressThrottleMs: number;
  /** On stop, how long in-flight items may finish before they are given back. */
  stopGraceMs: number;
}

export const defaultTaskWorkerOptions: TaskWorkerOptions = {
  concurrency: 4,
  pollMs: 1_000,
  leaseMs: 60_000,
  retryBaseMs: 1_000,
  retryMaxMs: 60_000,
  maxAttempts: 5,
  progressThrottleMs: 250,
  stopGraceMs: 10_000,
};

const integer = (env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
};

/** TASK_CONCURRENCY, TASK_MAX_ATTEMPTS and TASK_LEASE_SECONDS; the rest keep their defaults. */
export function readTaskWorkerOptions(env: Record<string, string | undefined> = process.env): TaskWorkerOptions {
  return {
    ...defaultTaskWorkerOptions,
    concurrency: integer(env, 'TASK_CONCURRENCY', defaultTaskWorkerOptions.concurrency, 1, 256),
    maxAttempts: integer(env, 'TASK_MAX_ATTEMPTS', defaultTaskWorkerOptions.maxAttempts, 1, 100),
    leaseMs: integer(env, 'TASK_LEASE_SECONDS', defaultTaskWorkerOptions.leaseMs / 1000, 5, 3_600) * 1000,
  };
}

/** Exponential backoff with jitter, so a marketplace's burst of 429s is not retried in lockstep. */
export function retryDelayMs(options: Pick<TaskWorkerOptions, 'retryBaseMs' | 'retryMaxMs'>, attempt: number): number {
  const ceiling = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}
