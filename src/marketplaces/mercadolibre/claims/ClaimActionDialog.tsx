import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { type MercadoLibreClaim, type PerformedClaimAction, returnReviewFailReasons } from '../../../../resources/mercadolibre/claims';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { reasonOf } from './claimErrors';

const messages = 'app.mercadolibre.claims';

/** One action MercadoLibre offers on the claim: a button opening its confirmation, with the percentage or the reason it needs. */
export const ClaimActionDialog = ({ action }: { action: PerformedClaimAction }) => {
  const claim = useRecordContext<MercadoLibreClaim>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const [open, setOpen] = useState(false);
  const [percentage, setPercentage] = useState('');
  const [reason, setReason] = useState('');
  const label = translate(`${messages}.actions.${action}`);
  const perform = useMutation({
    mutationFn: () =>
      dataProvider.performClaimAction(claim?.id ?? 0, action, {
        ...(action === 'allow_partial_refund' ? { percentage: Number(percentage) } : {}),
        ...(action === 'return_review_fail' ? { reason_id: reason } : {}),
      }),
    onSuccess: () => {
      setOpen(false);
      notify(`${messages}.done`, { type: 'success', messageArgs: { action: label } });
      refresh();
    },
    onError: (error) => notify(`${messages}.failed`, { type: 'error', messageArgs: { reason: reasonOf(error) } }),
  });
  if (!claim) return null;
  const percent = Number(percentage);
  const incomplete =
    (action === 'allow_partial_refund' && !(percentage !== '' && percent > 0 && percent < 100)) || (action === 'return_review_fail' && !reason);
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{label}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`${messages}.confirm.${action}`)}</DialogContentText>
          {action === 'allow_partial_refund' ? (
            <TextField
              label={translate(`${messages}.percentage`)}
              type="number"
              value={percentage}
              onChange={(event) => setPercentage(event.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 99 } }}
              fullWidth
              size="small"
            />
          ) : null}
          {action === 'return_review_fail' ? (
            <TextField select label={translate(`${messages}.reason`)} value={reason} onChange={(event) => setReason(event.target.value)} fullWidth size="small">
              {returnReviewFailReasons.map((code) => (
                <MenuItem key={code} value={code}>
                  {translate(`${messages}.fail_reasons.${code}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate(`${messages}.cancel`)}</Button>
          <Button variant="contained" disabled={incomplete || perform.isPending} onClick={() => perform.mutate()}>
            {translate(`${messages}.confirm_button`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
