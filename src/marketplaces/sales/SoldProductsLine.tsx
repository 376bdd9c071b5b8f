import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRecordContext, useTranslate } from 'react-admin';
import { type SoldProduct, useOrderProducts } from './OrderProducts';

/** The products of a sale as the seller reads them: "2 × Cafetera de goteo 12 tazas · Molino de café". */
export const useSoldProductsWords = () => {
  const translate = useTranslate();
  return (products: readonly SoldProduct[]) =>
    products.map(({ title, quantity }) => (quantity > 1 ? translate('app.sold_products.units', { quantity, title }) : title)).join(' · ');
};

/**
 * What was sold, on a line of its own under the sale's title (a card's) or id (a table row's). Two
 * lines at most, the rest cut with an ellipsis: a card or row of a long title or many products stays
 * the size of its neighbours. Nothing until the products are read, or for an order without any.
 */
export const SoldProductsLine = ({ sx }: { readonly sx?: SxProps<Theme> }) => {
  const words = useSoldProductsWords()(useOrderProducts(useRecordContext()?.id));
  if (!words) return null;
  return (
    <Box
      component="span"
      sx={[
        { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere', color: 'text.primary' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {words}
    </Box>
  );
};
