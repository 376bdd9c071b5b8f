import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
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
import { claimPartyKey, claimPartyOf } from './claimParties';
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

interface ClaimMessagesProps {
  /** Whom the seller chose to write to ('' until they choose: the first MercadoLibre allows). */
  readonly chosen: ClaimMessageReceiver | '';
  readonly onChoose: (receiver: ClaimMessageReceiver) => void;
  /** The message's text box, which the actions' "Escribir al comprador" leads to. */
  readonly messageBox: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The claim's thread as MercadoLibre has it (a loading sign until it comes, a sentence when it is
 * empty), each message said from whom to whom as the seller knows them (the buyer, you, Mercado
 * Libre), and a box to write to the buyer or the mediator when MercadoLibre allows it.
 */
export const ClaimMessages = ({ chosen, onChoose, messageBox }: ClaimMessagesProps) => {
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
  const party = (role: string) => translate(claimPartyKey(role, claim.our_role));
  const ours = (role: string) => claimPartyOf(role, claim.our_role) === 'you';
  const tooLong = text.length > maxClaimMessageLength;
  return (
    <Stack spacing={1}>
      <Typography variant="h6">{translate(`${messages}.title`)}</Typography>
      {thread.isPending ? <LinearProgress aria-label={translate(`${messages}.loading`)} /> : null}
      {thread.isError ? <Typography color="error">{translate(`${messages}.load_error`)}</Typography> : null}
      {thread.data?.length === 0 ? <Typography color="text.secondary">{translate(`${messages}.empty`)}</Typography> : null}
      {thread.data?.map((message, index) => (
        <Paper
          key={`${message.date_created}-${index}`}
          variant="outlined"
          sx={{ p: 1, ml: ours(message.sender_role) ? 4 : 0, mr: ours(message.sender_role) ? 0 : 4 }}
        >
          <Typography variant="caption" color="text.secondary">
            {translate(`${messages}.from_to`, { from: party(message.sender_role), to: party(message.receiver_role) })} ·{' '}
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
            onChange={(event) => onChoose(event.target.value as ClaimMessageReceiver)}
            sx={{ maxWidth: 240 }}
          >
            {receivers.map((option) => (
              <MenuItem key={option} value={option}>
                {party(option)}
              </MenuItem>
            ))}
          </TextField>
          <CountedMessageField
            label={translate(messageLabels.message)}
            inputRef={messageBox}
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
