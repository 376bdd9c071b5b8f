import type { TaskConfig } from '../config';

/** How a worker runs items; every value has an embedded default, so a start needs no settings. */
export interface TaskWorkerOptions {
  /** Items running at once per marketplace account (TASK_CONCURRENCY). */
  concurrency: number;
  /** How often the worker looks for due retries and for work created by other processes. */
  pollMs: number;
  /** How long a claim holds without renewal; a dead process's items are taken back after it. */
  leaseMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * How long an item keeps retrying transient failures, counted from the first failure of the
   * streak (TASK_RETRY_WINDOW_SECONDS): a marketplace outage shorter than this delays the task but
   * does not fail it.
   */
  retryWindowMs: number;
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
  retryWindowMs: 30 * 60_000,
  progressThrottleMs: 250,
  stopGraceMs: 10_000,
};

/** The worker options that configuration sets (TASK_CONCURRENCY, TASK_RETRY_WINDOW_SECONDS, TASK_LEASE_SECONDS). */
export function taskWorkerOptionsFrom(tasks: TaskConfig): TaskWorkerOptions {
  return { ...defaultTaskWorkerOptions, concurrency: tasks.concurrency, retryWindowMs: tasks.retryWindowSeconds * 1000, leaseMs: tasks.leaseSeconds * 1000 };
}

/** Exponential backoff with jitter, so a marketplace's burst of 429s is not retried in lockstep. */
export function retryDelayMs(options: Pick<TaskWorkerOptions, 'retryBaseMs' | 'retryMaxMs'>, attempt: number): number {
  const ceiling = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}
