import { Confirm, useTranslate } from 'react-admin';
import type { BlockingListing } from './useDeleteClosingListings';

interface ProductDeleteListedConfirmProps {
  readonly listings: BlockingListing[] | null;
  readonly loading: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** Names the live listings that keep the product and offers to close them and delete in one step. */
export const ProductDeleteListedConfirm = ({ listings, loading, onConfirm, onClose }: ProductDeleteListedConfirmProps) => {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={listings !== null}
      loading={loading}
      title="app.catalogue.products.delete_listed.title"
      content={translate('app.catalogue.products.delete_listed.content', {
        listings: (listings ?? []).map((listing) => `${listing.listingId} (${listing.title})`).join(', '),
      })}
      confirm="app.catalogue.products.delete_listed.confirm"
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
