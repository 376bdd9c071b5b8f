import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MercadoLibreClaim } from '../../../../resources/mercadolibre/claims';
import { SaleLink } from '../sales/SaleLink';
import { ClaimDueChip } from './ClaimDueChip';
import { ClaimSaleLine } from './ClaimSaleLine';
import { claimReasonKey, claimsResource, claimWordKey } from './claimsResource';

/**
 * The claim's stage, status, due date, what it is about and its return in words: what the seller
 * needs to see first. With `saleLink` the sale's id leads to the sale's page; a card, itself a
 * link, keeps it text.
 */
export const ClaimSummary = ({ now, saleLink = false }: { now: number; saleLink?: boolean }) => {
  const translate = useTranslate();
  const claim = useRecordContext<MercadoLibreClaim>();
  if (!claim) return null;
  const word = (field: Parameters<typeof claimWordKey>[0], code: string | null | undefined) =>
    code ? translate(claimWordKey(field, code), { _: code }) : null;
  const labelled = (field: string, text: string | null) => `${translate(`resources.${claimsResource}.fields.${field}`)}: ${text ?? ''}`;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="subtitle1" component="span">
          {translate(`resources.${claimsResource}.fields.ml_id`)} {claim.ml_id}
        </Typography>
        {/* Labelled: beside "Reclamo 5000000001", a bare "Reclamo" stage read as the title said twice. */}
        {claim.stage ? <Chip size="small" label={labelled('stage', word('stage', claim.stage))} /> : null}
        {claim.status ? <Chip size="small" variant="outlined" label={word('status', claim.status)} /> : null}
        {claim.next_due_date ? <ClaimDueChip dueDate={claim.next_due_date} now={now} /> : null}
      </Stack>
      <ClaimSaleLine />
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {translate(`resources.${claimsResource}.fields.ml_order_id`)}{' '}
        {saleLink && claim.ml_order_id ? <SaleLink saleId={claim.ml_order_id} orderId={claim.order_id?.toString()} /> : claim.ml_order_id}
        {claim.reason_id ? ` · ${labelled('reason_id', translate(claimReasonKey(claim.reason_id), { _: claim.reason_id }))}` : ''}
        {claim.our_role ? ` · ${labelled('our_role', word('our_role', claim.our_role))}` : ''}
        {claim.return_status ? ` · ${labelled('return_status', word('return_status', claim.return_status))}` : ''}
        {claim.restock_decision ? ` · ${word('restock_decision', claim.restock_decision)}` : ''}
      </Typography>
    </>
  );
};

const CardLink = ({ children }: { children: ReactNode }) => {
  const claim = useRecordContext<MercadoLibreClaim>();
  const createPath = useCreatePath();
  if (!claim) return null;
  return (
    <CardActionArea component={Link} to={createPath({ resource: claimsResource, id: claim.id, type: 'show' })}>
      {children}
    </CardActionArea>
  );
};

/** One claim of the list: its summary, opening its page. */
export const ClaimCard = ({ now }: { now: number }) => (
  <Card variant="outlined">
    <CardLink>
      <CardContent>
        <ClaimSummary now={now} />
      </CardContent>
    </CardLink>
  </Card>
);
