import type { Identifier, RaRecord } from 'react-admin';

/** The selected publications of one account, in the order they were selected. */
export interface AccountSelection {
  /** Null for publications stored without an account: the server acts on the active account for them. */
  readonly accountId: number | null;
  readonly ids: Identifier[];
}

/**
 * The selected rows grouped by their account, accounts in the order of their first row: a bulk call
 * names publications of one account only (its task is paced on that account), so a selection that
 * spans accounts is sent as one call per account.
 */
export const selectionByAccount = (selectedIds: readonly Identifier[], rows: readonly RaRecord[] | undefined): AccountSelection[] => {
  const groups = new Map<number | null, Identifier[]>();
  for (const id of selectedIds) {
    const accountId = rows?.find((row) => row.id === id)?.account_id as number | null | undefined;
    const key = accountId ?? null;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups].map(([accountId, ids]) => ({ accountId, ids }));
};
