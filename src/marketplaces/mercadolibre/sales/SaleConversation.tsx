import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type Identifier, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { SaleMessage } from '../../../../resources/mercadolibre/messages';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { blockedReasonWords } from './saleBlockedReason';
import { SaleMessageForm } from './SaleMessageForm';
import { formatDateTime } from '../../../i18n/dateTime';
import { failureReason } from '../../../schema-ui/serverReason';

const t = (key: string) => `app.mercadolibre.sales.conversation.${key}`;

const MessageBubble = ({ message }: { readonly message: SaleMessage }) => {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  const when = formatDateTime(message.date_created, locale);
  return (
    <Box
      data-testid="sale-message"
      sx={{
        alignSelf: message.from_seller ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        bgcolor: message.from_seller ? 'primary.light' : 'action.hover',
        color: message.from_seller ? 'primary.contrastText' : 'text.primary',
        borderRadius: 2,
        px: 1.5,
        py: 1,
        overflowWrap: 'anywhere',
      }}
    >
      <Typography variant="caption" component="div">
        {translate(t(message.from_seller ? 'you' : 'buyer'))} · {when}
        {message.moderation_status && !['clean', 'non_moderated'].includes(message.moderation_status) && ` · ${translate(t('moderated'))}`}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {message.text}
      </Typography>
      {message.attachments.map((attachment) => (
        <Typography key={attachment.id} variant="caption" component="div">
          📎 {attachment.filename}
        </Typography>
      ))}
    </Box>
  );
};

/**
 * The sale's post-sale conversation, read from MercadoLibre on opening (and after each send), the
 * buyer's messages on the left and the seller's on the right; the send box, or why MercadoLibre
 * blocked the conversation.
 */
export const SaleConversation = ({ orderId }: { readonly orderId: Identifier }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const conversation = useQuery({ queryKey: ['mercadolibre/ventas', 'conversation', orderId], queryFn: () => dataProvider.saleConversation(orderId) });
  const data = conversation.data;
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {translate(t('title'))}
      </Typography>
      {conversation.isPending && <CircularProgress size={24} />}
      {conversation.isError && <Alert severity="error">{translate(t('loading_failed'), { reason: failureReason(conversation.error, translate) })}</Alert>}
      {data && (
        <>
          <Stack spacing={1}>
            {data.messages.length === 0 && <Typography color="text.secondary">{translate(t('empty'))}</Typography>}
            {data.messages.map((message) => (
              <MessageBubble key={message.ml_id} message={message} />
            ))}
          </Stack>
          {data.blocked_reason ? (
            <Alert severity="warning">
              <strong>{translate(t('blocked'))}</strong>
              <div>{blockedReasonWords(translate, data.blocked_reason)}</div>
            </Alert>
          ) : (
            <SaleMessageForm orderId={orderId} afterSend={() => void conversation.refetch()} />
          )}
        </>
      )}
    </Stack>
  );
};
