import { badInput } from '../../http/errors';
import type { MercadoLibreFeature } from './mercadoLibreFeature';

/** The publications of one account in a bulk call, in the order they were named. */
export interface AccountPublications {
  accountId: number;
  publicationIds: number[];
}

// A refusal names this many missing publications at most, so a long list keeps a readable message.
const namedAtMost = 10;

function missingMessage(missing: readonly number[]): string {
  if (missing.length === 1) return `La publicación ${missing[0]} no existe`;
  const named = missing.slice(0, namedAtMost).join(', ');
  const rest = missing.length - namedAtMost;
  return `Las publicaciones ${named}${rest > 0 ? ` y ${rest} más` : ''} no existen`;
}

/**
 * The named publications split by their account, accounts in the order of their first publication:
 * tasks are paced per account, so each account's publications make a task of their own. Every
 * publication must exist (a missing one, wherever it is named, refuses the call and creates nothing);
 * one without an account acts on the active account, as a single call would.
 */
export async function publicationsByAccount(feature: MercadoLibreFeature, publicationIds: readonly number[]): Promise<AccountPublications[]> {
  const accounts = await feature.publications.accountsOf(publicationIds);
  const missing = publicationIds.filter((id) => !accounts.has(id));
  if (missing.length > 0) throw badInput({ publicationId: missingMessage(missing) });
  let active: number | undefined;
  const groups = new Map<number, number[]>();
  for (const id of publicationIds) {
    const accountId = accounts.get(id) ?? (active ??= Number((await feature.accountFor()).id));
    const group = groups.get(accountId) ?? [];
    if (group.length === 0) groups.set(accountId, group);
    group.push(id);
  }
  for (const accountId of groups.keys()) await feature.accountFor(accountId);
  return [...groups].map(([accountId, ids]) => ({ accountId, publicationIds: ids }));
}
