import type { AppContext } from '../context';

export interface WriteContext {
  op: 'create' | 'update';
  id?: number;
  /** The signed-in user making the change. */
  actorId?: number;
}

/** What a feature adds to a generic resource: only the difference from plain storage. */
export interface ResourceHooks {
  /** Turns validated wire data into what is stored (e.g. hashing a password). */
  beforeWrite?(data: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>>;
  afterWrite?(record: Record<string, unknown>, data: Record<string, unknown>, context: WriteContext): Promise<void>;
}

export type HooksFactory = (context: AppContext) => ResourceHooks;
