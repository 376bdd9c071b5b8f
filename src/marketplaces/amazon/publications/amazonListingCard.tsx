import { TextField } from 'react-admin';
import { AmazonListingOfferField, AmazonListingStatusField } from './AmazonListingFields';
import { AmazonListingRowMenu } from './AmazonListingRowMenu';

/** A listing as a phone card, wherever listings are listed: SKU and title, status and offer, and its "⋯" menu. */
export const amazonListingCard = {
  primaryText: (
    <>
      <TextField source="sku" /> · <TextField source="title" />
    </>
  ),
  secondaryText: (
    <>
      <AmazonListingStatusField />
      <AmazonListingOfferField />
    </>
  ),
  rowAction: () => <AmazonListingRowMenu />,
};
