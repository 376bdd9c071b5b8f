import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { AmazonBuyerRequest } from '../../../../resources/amazon/buyerRequests';
import { AcceptCancelButton } from './AcceptCancelButton';
import { BuyerRequestAnswerForm } from './BuyerRequestAnswerForm';
import { DateTimeField } from '../../../schema-ui/DateTimeField';

/**
 * One buyer request: its order (a link to the ERP order it made, where there is one), products and date,
 * what the buyer asked and why in words, its state; while open, the message box to answer; until
 * accepted, the button that accepts it, on the send button's line while there is one.
 */
export const BuyerRequestCard = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const request = useRecordContext<AmazonBuyerRequest>();
  if (!request) return null;
  const order = translate('app.amazon.questions.order', { id: request.amazon_order_id });
  const accept = request.status !== 'accepted' && request.kind === 'cancel' ? <AcceptCancelButton /> : null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 1 }}>
          <Chip size="small" label={translate(`app.amazon.questions.statuses.${request.status}`, { _: request.status })} />
          <Typography variant="subtitle2">
            {request.order_id ? <Link to={createPath({ resource: 'pedidos', id: request.order_id, type: 'show' })}>{order}</Link> : order}
          </Typography>
          <DateTimeField source="requested_at" variant="caption" color="text.secondary" />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {request.products}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere', my: 1 }}>
          {translate(`app.amazon.questions.kinds.${request.kind}`, { _: request.kind })}
          {request.reason ? ` ${translate('app.amazon.questions.reason', { reason: request.reason })}` : ''}
        </Typography>
        {request.answer_text ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
            {translate('app.amazon.questions.answer')}: {request.answer_text}
          </Typography>
        ) : null}
        {request.status === 'open' ? (
          <BuyerRequestAnswerForm besideSend={accept} />
        ) : accept ? (
          <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
            {accept}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
};
