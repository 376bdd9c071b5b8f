import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link, useRecordContext } from 'react-admin';
import { defaultGlobalMarketplace, globalMarketplacePath, isGlobalMarketplace } from '../../../../resources/globalMarketplace';
import { filteredListPath } from '../../../../resources/listLinks';
import { noValue } from '../../../schema-ui/noValue';

// Inside a clickable row (a return's, a payment's): following the link must not also open the row.
const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * The sale a record of the global screens is about (a return, a payment), by its order id, a link to
 * its marketplace's sales list searching for it, where the sale's row shows what was sold and its
 * shipment. The sales list shows the ERP orders sales became: a sale not imported (no `order_id`)
 * is its id as text; a dash where there is none (a charge to the account). `source` names the field for its label.
 */
export const AmazonSaleLinkField = (_props: { readonly source?: string }) => {
  const record = useRecordContext();
  const orderId = record?.amazon_order_id;
  const text = typeof orderId === 'string' && orderId !== '' ? orderId : undefined;
  if (!text || !record?.order_id)
    return (
      <Typography variant="body2" component="span">
        {text ?? noValue}
      </Typography>
    );
  const marketplace = isGlobalMarketplace(record?.channel) ? record.channel : defaultGlobalMarketplace;
  return (
    <Link to={filteredListPath(globalMarketplacePath(marketplace, 'ventas'), { busqueda: text })} onClick={stop} variant="body2">
      {text}
    </Link>
  );
};
