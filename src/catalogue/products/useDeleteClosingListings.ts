import { useState } from 'react';
import { HttpError, useDelete, useDeleteMany, type Identifier } from 'react-admin';

/** A live listing that kept a product from being deleted, as the server names it. */
export interface BlockingListing {
  channel: string;
  listingId: string;
  title: string;
}

/** The live listings a refused delete names, if that is why it was refused. */
export const blockingListingsOf = (error: unknown): BlockingListing[] | undefined => {
  if (!(error instanceof HttpError)) return undefined;
  const { listings } = (error.body ?? {}) as { listings?: BlockingListing[] };
  return Array.isArray(listings) && listings.length > 0 ? listings : undefined;
};

/** The delete option that closes the products' live listings on their marketplaces before deleting. */
const closingListings = { options: { close_listings: true } };

/**
 * A product delete the server refused because of live listings, offered again closing them:
 * `refused` holds what to tell the seller until they confirm (`deleteClosing`) or give up (`dismiss`).
 */
export const useDeleteClosingListings = (ids: Identifier[], callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => {
  const [refused, setRefused] = useState<BlockingListing[] | null>(null);
  const [deleteOne, one] = useDelete();
  const [deleteMany, many] = useDeleteMany();
  const settle = {
    onSuccess: () => {
      setRefused(null);
      callbacks.onSuccess();
    },
    onError: (error: unknown) => {
      setRefused(null);
      callbacks.onError(error);
    },
  };
  const deleteClosing = () =>
    ids.length === 1
      ? deleteOne('productos', { id: ids[0], meta: closingListings }, { ...settle, mutationMode: 'pessimistic' })
      : deleteMany('productos', { ids, meta: closingListings }, { ...settle, mutationMode: 'pessimistic' });
  /** The delete's own error handler: a refusal for live listings opens the offer, anything else is reported. */
  const onError = (error: unknown) => {
    const listings = blockingListingsOf(error);
    if (listings) setRefused(listings);
    else callbacks.onError(error);
  };
  return { refused, onError, deleteClosing, dismiss: () => setRefused(null), isDeleting: one.isPending || many.isPending };
};
