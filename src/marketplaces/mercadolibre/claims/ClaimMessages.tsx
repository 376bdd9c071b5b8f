import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import {
  type ClaimActionOffer,
  claimMessageReceivers,
  type ClaimMessageReceiver,
  maxClaimMessageLength,
  type MercadoLibreClaim,
  messageActionOf,
} from '../../../../resources/mercadolibre/claims';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { CountedMessageField } from '../CountedMessageField';
import { claimWordKey } from './claimsResource';
import { formatDateTime } from '../../../i18n/dateTime';
import { failureReason } from '../../../schema-ui/serverReason';

const messages = 'app.mercadolibre.claims.messages';
/** The message's fields as its form labels them, by which a refusal's toast names them. */
const messageLabels = { receiver_role: `${messages}.to`, message: `${messages}.text` };

/** Whom MercadoLibre lets the seller write to now: the buyer while it is between the two, the mediator once it mediates. */
const receiversOf = (claim: MercadoLibreClaim): ClaimMessageReceiver[] => {
  const offered = new Set(((claim.available_actions ?? []) as ClaimActionOffer[]).map((offer) => offer.action));
  return claimMessageReceivers.filter((receiver) => offered.has(messageActionOf(receiver)));
};

/** The claim's thread as MercadoLibre has it, and a box to write to the buyer or the mediator when MercadoLibre allows it. */
export const ClaimMessages = () => {
  const claim = useRecordContext<MercadoLibreClaim>();
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const claimId = claim?.id ?? 0;
  const thread = useQuery({ queryKey: ['claimMessages', claimId, claim?.last_updated], queryFn: () => dataProvider.claimMessages(claimId), enabled: !!claim });
  const receivers = claim ? receiversOf(claim) : [];
  const [chosen, setChosen] = useState<ClaimMessageReceiver | ''>('');
  const [text, setText] = useState('');
  const receiver = chosen && receivers.includes(chosen) ? chosen : receivers[0];
  const send = useMutation({
    mutationFn: () => dataProvider.sendClaimMessage(claimId, receiver as ClaimMessageReceiver, text),
    onSuccess: () => {
      setText('');
      notify(`${messages}.sent`, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['claimMessages', claimId] });
      refresh();
    },
    onError: (error) => notify('app.mercadolibre.claims.failed', { type: 'error', messageArgs: { reason: failureReason(error, translate, messageLabels) } }),
  });
  if (!claim) return null;
  const role = (code: string) => translate(claimWordKey('our_role', code), { _: code });
  const tooLong = text.length > maxClaimMessageLength;
  return (
    <Stack spacing={1}>
      <Typography variant="h6">{translate(`${messages}.title`)}</Typography>
      {thread.data?.length === 0 ? <Typography color="text.secondary">{translate(`${messages}.empty`)}</Typography> : null}
      {thread.data?.map((message, index) => (
        <Paper
          key={`${message.date_created}-${index}`}
          variant="outlined"
          sx={{ p: 1, ml: message.sender_role === 'respondent' ? 4 : 0, mr: message.sender_role === 'respondent' ? 0 : 4 }}
        >
          <Typography variant="caption" color="text.secondary">
            {translate(`${messages}.from_to`, { from: role(message.sender_role), to: role(message.receiver_role) })} ·{' '}
            {formatDateTime(message.date_created, locale)}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{message.message}</Typography>
        </Paper>
      ))}
      {receiver ? (
        <Stack spacing={1} component="form" onSubmit={(event) => (event.preventDefault(), send.mutate())}>
          <TextField
            select
            size="small"
            label={translate(messageLabels.receiver_role)}
            value={receiver}
            onChange={(event) => setChosen(event.target.value as ClaimMessageReceiver)}
            sx={{ maxWidth: 240 }}
          >
            {receivers.map((option) => (
              <MenuItem key={option} value={option}>
                {role(option)}
              </MenuItem>
            ))}
          </TextField>
          <CountedMessageField
            label={translate(messageLabels.message)}
            value={text}
            onChange={setText}
            max={maxClaimMessageLength}
            counter={`${messages}.counter`}
          />
          <Button type="submit" variant="contained" size="small" disabled={!text.trim() || tooLong || send.isPending} sx={{ alignSelf: 'flex-end' }}>
            {translate(`${messages}.send`)}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
};
