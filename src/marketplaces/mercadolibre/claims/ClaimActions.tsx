import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import {
  type ClaimActionOffer,
  claimMessageReceivers,
  type ClaimMessageReceiver,
  type MercadoLibreClaim,
  messageActionOf,
  performedClaimActions,
  type PerformedClaimAction,
} from '../../../../resources/mercadolibre/claims';
import { ClaimActionDialog } from './ClaimActionDialog';
import { ClaimAttachmentDialog } from './ClaimAttachmentDialog';
import { ClaimDueChip } from './ClaimDueChip';

const performable = (action: string): action is PerformedClaimAction => (performedClaimActions as readonly string[]).includes(action);
const receiverOf = (action: string) => claimMessageReceivers.find((receiver) => messageActionOf(receiver) === action);

interface ClaimActionsProps {
  readonly now: number;
  /** Leads to the message form below, set to write to this receiver. */
  readonly onWrite: (receiver: ClaimMessageReceiver) => void;
}

/** The one due date every action shares (MercadoLibre usually gives the same to all), if they do. */
const sharedDueDate = (offers: readonly ClaimActionOffer[]) => {
  const [first] = offers;
  return first?.due_date && offers.every((offer) => offer.due_date === first.due_date) ? first.due_date : undefined;
};

/**
 * Every action MercadoLibre offers now, in words with its due date: those done from here open their
 * dialog, and writing to the buyer or the mediator leads to the message form below. A due date all
 * the actions share is said once, beside the heading, rather than repeated on each one.
 */
export const ClaimActions = ({ now, onWrite }: ClaimActionsProps) => {
  const translate = useTranslate();
  const claim = useRecordContext<MercadoLibreClaim>();
  const titleId = useId();
  if (!claim) return null;
  const offers = (claim.available_actions ?? []) as ClaimActionOffer[];
  if (offers.length === 0) return <Typography color="text.secondary">{translate('app.mercadolibre.claims.no_actions')}</Typography>;
  const shared = sharedDueDate(offers);
  // Buttons alone (their date said once, none marked mandatory) follow one another on a line.
  const inline = shared !== undefined && !offers.some((offer) => offer.mandatory);
  return (
    // An action with a chip of its own (its date, "mandatory") takes a line: on a phone the two stack, closer
    // together than to the next action, so a chip that no longer fits beside its action does not read as the
    // next one's. Buttons alone follow one another on a line, wrapping under the heading; on a phone the
    // heading's date, wrapped under it, stays nearer to it than to the first button.
    <Stack
      direction={inline ? 'row' : 'column'}
      spacing={{ xs: 2, sm: 1 }}
      useFlexGap
      flexWrap="wrap"
      alignItems={inline ? 'center' : undefined}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ flexBasis: '100%' }}>
        <Typography variant="h6" id={titleId}>
          {translate('resources.mercadolibre/devoluciones.fields.available_actions')}
        </Typography>
        {shared ? <ClaimDueChip dueDate={shared} now={now} /> : null}
      </Stack>
      {offers.map((offer) => {
        const receiver = receiverOf(offer.action);
        return (
          <Stack
            key={offer.action}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 1 }}
            useFlexGap
            flexWrap="wrap"
            alignItems={{ xs: 'flex-start', sm: 'center' }}
          >
            {performable(offer.action) ? (
              <ClaimActionDialog action={offer.action} />
            ) : offer.action === 'send_attachments' ? (
              <ClaimAttachmentDialog />
            ) : receiver ? (
              <Button variant="outlined" size="small" onClick={() => onWrite(receiver)}>
                {translate(`app.mercadolibre.claims.actions.${offer.action}`)}
              </Button>
            ) : (
              <Typography>{translate(`app.mercadolibre.claims.actions.${offer.action}`, { _: offer.action })}</Typography>
            )}
            {offer.due_date && !shared ? <ClaimDueChip dueDate={offer.due_date} now={now} /> : null}
            {offer.mandatory ? <Chip size="small" variant="outlined" label={translate('app.mercadolibre.claims.mandatory')} /> : null}
          </Stack>
        );
      })}
    </Stack>
  );
};
