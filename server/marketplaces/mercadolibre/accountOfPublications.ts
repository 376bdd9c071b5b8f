import { ApiError, badInput } from '../../http/errors';
import { type FieldMessage, fieldSaying } from '../../http/fieldMessages';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import type { PublicationHeading } from './publicationRepository';

// A refusal names this many missing publications at most, so a long list keeps a readable message.
const namedAtMost = 10;

function missingMessage(missing: readonly number[]): FieldMessage {
  if (missing.length === 1) return fieldSaying(`La publicación ${missing[0]} no existe`, 'publication_id_missing', { id: missing[0] });
  const ids = missing.slice(0, namedAtMost).join(', ');
  const rest = missing.length - namedAtMost;
  return rest > 0
    ? fieldSaying(`Las publicaciones ${ids} y ${rest} más no existen`, 'publications_ids_missing_more', { ids, rest })
    : fieldSaying(`Las publicaciones ${ids} no existen`, 'publications_ids_missing', { ids });
}

const severalAccountsMessage = 'Las publicaciones de una acción en bloque deben ser de una misma cuenta';
const severalAccounts = fieldSaying(severalAccountsMessage, 'publications_of_several_accounts');

/**
 * The account a bulk call by publication acts on. Its one task is paced on that account, so every
 * publication named must be of it: publications of several accounts, or one that does not exist
 * wherever it is named, refuse the call before any task exists. A publication without an account
 * acts on the active account, as a single call would.
 */
export async function accountOfPublications(
  feature: MercadoLibreFeature,
  publicationIds: readonly number[],
  stored: ReadonlyMap<number, PublicationHeading>,
): Promise<number> {
  const missing = publicationIds.filter((id) => !stored.has(id));
  if (missing.length > 0) throw badInput({ publicationId: missingMessage(missing) });
  const accounts = new Set<number>();
  for (const accountId of new Set([...stored.values()].map((heading) => heading.account_id)))
    accounts.add(accountId ?? Number((await feature.accountFor()).id));
  if (accounts.size > 1)
    throw new ApiError(400, 'validation', severalAccountsMessage, { publicationId: severalAccounts }).worded('publications_of_several_accounts');
  const [accountId] = accounts;
  return accountId;
}
