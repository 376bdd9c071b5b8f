import { HttpError } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';

type Row = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The record as stored now, when the error is the server refusing an update based on an old version. */
export const conflictingRecordOf = (error: unknown): Row | undefined => {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const current = (error.body as { current?: unknown } | undefined)?.current;
  return typeof current === 'object' && current !== null ? (current as Row) : undefined;
};

/**
 * The declared fields whose stored value differs from the one the form started from (server-set ones
 * left out), naming what the other user changed: a field the server derived from another changed
 * one (the price with tax, when the price changed) is that change's consequence, not listed apart.
 */
export const changedSince = (declaration: ResourceDeclaration | undefined, current: Row, previous: Row | undefined): [string, unknown][] => {
  const changed = Object.entries(current).filter(([name, value]) => {
    const field = declaration?.fields[name];
    if (!field || field.auto || field.kind === 'password') return false;
    return !same(value, previous?.[name]);
  });
  const names = new Set(changed.map(([name]) => name));
  const consequences = new Set(
    (declaration?.derived ?? [])
      .filter(({ from, when = {} }) => Object.entries(when).every(([name, value]) => current[name] === value) && from.some((name) => names.has(name)))
      .map(({ field }) => field),
  );
  return changed.filter(([name]) => !consequences.has(name));
};

/**
 * The fields the user changed in the refused save to something other than what is stored now: writable
 * declared fields whose submitted value differs from the one the form started from. Server-set ones
 * (the version among them) are never the user's, even when the form moved them itself; a field both
 * users set to the same value is no longer the user's change.
 */
export const ownChanges = (declaration: ResourceDeclaration | undefined, submitted: Row, previous: Row | undefined, stored: Row): string[] =>
  Object.keys(submitted).filter((name) => {
    const field = declaration?.fields[name];
    if (!field || field.readOnly || field.auto) return false;
    return !same(submitted[name], previous?.[name]) && !same(submitted[name], stored[name]);
  });
