import { HttpError } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';

type Row = Record<string, unknown>;

/** The record as stored now, when the error is the server refusing an update based on an old version. */
export const conflictingRecordOf = (error: unknown): Row | undefined => {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const current = (error.body as { current?: unknown } | undefined)?.current;
  return typeof current === 'object' && current !== null ? (current as Row) : undefined;
};

/** The declared fields whose stored value differs from the one the form started from (server-set ones left out). */
export const changedSince = (declaration: ResourceDeclaration | undefined, current: Row, previous: Row | undefined): [string, unknown][] =>
  Object.entries(current).filter(([name, value]) => {
    const field = declaration?.fields[name];
    if (!field || field.auto || field.kind === 'password') return false;
    return JSON.stringify(value) !== JSON.stringify(previous?.[name]);
  });
