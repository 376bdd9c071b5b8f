import Box from '@mui/material/Box';
import { TextField, useRecordContext } from 'react-admin';
import { AmazonListingOfferField, AmazonListingStatusField } from './AmazonListingFields';
import { AmazonListingRowMenu } from './AmazonListingRowMenu';

/**
 * The card's title, the listing's SKU: one code, which broken over lines ("CUE-" over "000056")
 * reads as two. It stays on one line, cut with an ellipsis when the phone is narrower than it,
 * and whole in its tooltip.
 */
const SkuTitle = () => {
  const sku = useRecordContext()?.sku;
  if (typeof sku !== 'string') return null;
  return (
    <Box component="span" title={sku} sx={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {sku}
    </Box>
  );
};

/**
 * A listing as a phone card, wherever listings are listed: its SKU as the title, then the product's
 * title on Amazon, the status and the offer, and its "⋯" menu.
 */
export const amazonListingCard = {
  primaryText: <SkuTitle />,
  secondaryText: (
    <>
      <TextField source="title" sx={{ display: 'block' }} />
      <AmazonListingStatusField />
      <AmazonListingOfferField />
    </>
  ),
  rowAction: () => <AmazonListingRowMenu />,
};
