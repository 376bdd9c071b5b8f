import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AmazonReturn } from '../../../../resources/amazon/returns';
import { amazonReturnsResource } from './amazonReturnsResource';

const messages = `resources.${amazonReturnsResource}`;

/** Why a return has no decision on its units yet: Amazon has not closed it, it has no ERP order to take stock back into, or the seller is to decide. */
const pendingReason = (entry: AmazonReturn): string =>
  entry.status !== 'Closed' ? 'when_closed' : entry.order_id === null || entry.order_id === undefined ? 'no_order' : 'to_decide';

/**
 * A return's units: back on the shelf or not once decided; before that, why there is nothing yet, in
 * words, so an empty cell does not read as a missing value.
 */
export const AmazonReturnStockField = (_props: { readonly source?: string }) => {
  const translate = useTranslate();
  const entry = useRecordContext<AmazonReturn>();
  if (!entry) return null;
  if (entry.restock_decision) return <>{translate(`${messages}.values.restock_decision.${entry.restock_decision}`)}</>;
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {translate(`${messages}.restock_pending.${pendingReason(entry)}`)}
    </Typography>
  );
};
