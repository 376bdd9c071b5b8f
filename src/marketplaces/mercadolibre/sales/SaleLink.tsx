import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link, useCreatePath } from 'react-admin';
import { salesResource } from './salesResource';

/**
 * A Mercado Libre sale by its id, a link to the sale's page. The sales screen's records are the ERP
 * orders sales became, so `orderId` is the sale's record: without it (the sale not imported yet)
 * the sale's id shows as text.
 */
export const SaleLink = ({ saleId, orderId }: { readonly saleId: string; readonly orderId: string | undefined }) => {
  const createPath = useCreatePath();
  if (!orderId)
    return (
      <Typography variant="body2" component="span">
        {saleId}
      </Typography>
    );
  // Inside a clickable row (a payment's): following the link must not also open the row.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Link to={createPath({ resource: salesResource, id: orderId, type: 'show' })} onClick={stop} variant="body2">
      {saleId}
    </Link>
  );
};
