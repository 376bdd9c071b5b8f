import { TextField } from 'react-admin';
import { AmazonListingOfferField, AmazonListingStatusField, AmazonSkuField } from './AmazonListingFields';
import { AmazonListingRowMenu } from './AmazonListingRowMenu';

/**
 * A listing as a phone card, wherever listings are listed: its SKU as the title, then the product's
 * title on Amazon, the status and the offer, and its "⋯" menu.
 */
export const amazonListingCard = {
  primaryText: <AmazonSkuField />,
  secondaryText: (
    <>
      <TextField source="title" sx={{ display: 'block' }} />
      <AmazonListingStatusField />
      <AmazonListingOfferField />
    </>
  ),
  rowAction: () => <AmazonListingRowMenu />,
};
