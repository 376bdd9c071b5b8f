import type { ListingsItemSubmissionResponse } from '@sp-api-sdk/listings-items-api-2021-08-01';
import type { AmazonListingIssue } from '../../../resources/amazon/listings';
import type { MessageSentence } from '../../../resources/messageDetail';
import type { AppContext } from '../../context';
import { ApiError, conflict, notFound } from '../../http/errors';
import { type FieldErrors, marketplaceWords } from '../../http/fieldMessages';
import { type AmazonConnector, mexicoMarketplaceId } from './amazonConnector';
import type { AccountRow } from './accountRepository';
import { answering } from './amazonErrors';
import { type ListingLink, listingLinks } from './listingLinks';
import { attributePatches, issuesOf, offerAttributes, textAttribute } from './listingOffer';
import { putListing } from './listingPublishing';
import { productListing, type ProductListingRequest } from './productListing';

/** What the seller may change of a listing on Amazon. */
export interface ListingChange {
  title?: string;
  price?: number;
  quantity?: number;
}

/** The account to act on: the given one, else the active one; 409 when there is none. */
export async function accountFor(connector: AmazonConnector, accountId?: number | null): Promise<AccountRow> {
  const account = accountId ? await connector.accounts.get(accountId) : (await connector.accounts.list()).find((row) => Number(row.active) === 1);
  if (!account)
    throw accountId
      ? conflict('La cuenta de Amazon no existe').worded('amazon_account_missing')
      : conflict('No hay una cuenta de Amazon conectada y activa').worded('amazon_account_not_connected');
  return account;
}

/** Amazon's issues as our error's fields: each attribute with what Amazon said of it, in its words. */
function fieldsOf(issues: readonly AmazonListingIssue[]): FieldErrors {
  const said: Record<string, string> = {};
  for (const issue of issues.filter((entry) => entry.severity === 'ERROR' && entry.attribute))
    said[issue.attribute] = said[issue.attribute] ? `${said[issue.attribute]}; ${issue.message}` : issue.message;
  return Object.fromEntries(Object.entries(said).map(([attribute, text]) => [attribute, marketplaceWords(text)]));
}

/** An issue as the seller reads it: the attribute, then what Amazon said. */
const said = (issue: AmazonListingIssue) => (issue.attribute ? `${issue.attribute}: ${issue.message}` : issue.message);

/** A submission Amazon refused, as a 422 naming each attribute at fault; worded as `sentence` with Amazon's issues as its reason. */
export function refusal(message: string, submission: ListingsItemSubmissionResponse, sentence: MessageSentence): ApiError {
  const issues = issuesOf(submission.issues).filter((issue) => issue.severity === 'ERROR');
  const reason = issues.map(said).join('; ');
  return new ApiError(422, 'listing_invalid', `${message}: ${reason}`, fieldsOf(issues)).worded(sentence, { reason });
}

/**
 * Lists a catalogue product on the account. Amazon's answer is recorded either way, so a refused
 * listing shows its issues until the seller fixes them and publishes again; the refusal is also
 * this call's 422. Answers the listing's row.
 */
export async function publishProduct(
  context: AppContext,
  connector: AmazonConnector,
  request: ProductListingRequest & { accountId?: number | null },
): Promise<ListingLink> {
  const account = await accountFor(connector, request.accountId);
  const listing = await productListing(context, Number(account.id), request);
  const submission = await answering(() => putListing(context, connector, account, listing));
  if (submission.status !== 'ACCEPTED') throw refusal('Amazon rechazó la publicación', submission, 'amazon_listing_refused');
  return (await listingLinks.bySku(context.database.db, Number(account.id), listing.sku))!;
}

/** The listing and its account, for an action on Amazon; a listing Amazon never accepted has nothing there to change. */
async function listedOnAmazon(context: AppContext, connector: AmazonConnector, id: number) {
  const link = await listingLinks.get(context.database.db, id);
  if (!link) throw notFound('La publicación de Amazon no existe').worded('amazon_publication_missing');
  const account = await connector.accounts.get(Number(link.account_id));
  if (!account) throw notFound('La cuenta de la publicación ya no está conectada').worded('publication_account_disconnected');
  return { link, account, clients: await connector.clients(account) };
}

/** Changes the listing's title, price or units on Amazon (patchListingsItem); a refusal keeps its issues on the listing. */
export async function patchListing(context: AppContext, connector: AmazonConnector, id: number, change: ListingChange): Promise<ListingLink> {
  const db = context.database.db;
  const { link, account, clients } = await listedOnAmazon(context, connector, id);
  if (link.status === 'INVALID')
    throw conflict('Amazon no aceptó esta publicación todavía: corrige sus problemas y publícala de nuevo').worded('amazon_listing_not_accepted');
  const attributes = { ...(change.title !== undefined && { item_name: textAttribute(change.title) }), ...offerAttributes(change) };
  const { data: submission } = await answering(() =>
    clients.listings.patchListingsItem({
      sellerId: account.selling_partner_id,
      sku: link.sku,
      marketplaceIds: [mexicoMarketplaceId],
      body: { productType: link.product_type, patches: attributePatches(attributes) },
    }),
  );
  if (submission.status !== 'ACCEPTED') {
    await listingLinks.patchRefused(db, id, issuesOf(submission.issues));
    throw refusal('Amazon rechazó el cambio', submission, 'amazon_change_refused');
  }
  await listingLinks.accepted(db, id, change);
  return (await listingLinks.get(db, id))!;
}

/** Deletes the listing on Amazon (when it is there) and then our record of it. */
export async function deleteListing(context: AppContext, connector: AmazonConnector, id: number): Promise<void> {
  const { link, account, clients } = await listedOnAmazon(context, connector, id);
  if (link.status !== 'INVALID')
    await answering(() =>
      clients.listings
        .deleteListingsItem({ sellerId: account.selling_partner_id, sku: link.sku, marketplaceIds: [mexicoMarketplaceId] })
        // Already gone on Amazon (deleted in Seller Central): only our record is left to remove.
        .catch((error: { response?: { status: number } }) => (error.response?.status === 404 ? undefined : Promise.reject(error))),
    );
  await listingLinks.remove(context.database.db, id);
}
