import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Tables } from '../db/tables';

type Row = Record<string, unknown>;

/** A transaction (or the database itself) in the loosely typed form the generic code uses. */
export type Executor = Kysely<Tables>;

export interface WriteContext {
  op: 'create' | 'update';
  id?: number;
  /** The signed-in user making the change. */
  actorId?: number;
}

/** What the caller of a delete asked for besides removing the row (the delete's query, a batch item's `options`). */
export interface RemoveContext {
  options: Readonly<Record<string, unknown>>;
}

/** What a feature adds to a generic resource: only the difference from plain storage. */
export interface ResourceHooks {
  /** Turns validated wire data into what is stored (e.g. hashing a password). */
  beforeWrite?(data: Row, context: WriteContext): Promise<Row>;
  /**
   * Runs in the transaction of the write, after the row is stored (related rows, derived totals);
   * what it returns replaces the record. Throwing undoes the whole write.
   */
  withinWrite?(record: Row, data: Row, context: WriteContext & { id: number; trx: Executor; previous?: Row }): Promise<Row | void>;
  /**
   * Runs first in the transaction of a write or delete (`id` absent on create), before the record's
   * own row is locked: locks the rows the change depends on (a parent order, a product). Every
   * change of a family locks parent before child, so two transactions never wait on each other.
   */
  lockFirst?(trx: Executor, id: number | undefined, data: Row | undefined): Promise<void>;
  /** Runs after the write is committed. */
  afterWrite?(record: Row, data: Row, context: WriteContext): Promise<void>;
  /** Runs before the delete's transaction (work outside the database it needs first); throwing keeps the row. */
  beforeRemove?(id: number, context: RemoveContext): Promise<void>;
  /** Runs in the delete's transaction once the row is gone (derived totals); throwing keeps the row. */
  withinRemove?(record: Row, trx: Executor, context: RemoveContext): Promise<void>;
  /** Completes a single record for GET by id and the answers of create and update (not lists). */
  expand?(record: Row, executor: Executor): Promise<Row>;
}

export type HooksFactory = (context: AppContext) => ResourceHooks;
