import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { type ClaimActionBody, claimActionForms } from '../../../../resources/mercadolibre/claimActionForms';
import type { MercadoLibreClaim, PerformedClaimAction } from '../../../../resources/mercadolibre/claims';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { ClaimActionField, type FieldValue, fieldLabelKey, fieldReady } from './ClaimActionField';
import { failureReason } from '../../../schema-ui/serverReason';

const messages = 'app.mercadolibre.claims';

/** The body of an action from what was typed: a percentage as a number, texts trimmed, empty optional fields left out. */
function bodyOf(action: PerformedClaimAction, values: Record<string, FieldValue>): ClaimActionBody {
  const body: ClaimActionBody = {};
  for (const field of claimActionForms[action]) {
    const value = values[field.name];
    if (Array.isArray(value)) {
      if (value.length > 0) body[field.name] = value;
    } else if (value !== undefined && value.trim() !== '') body[field.name] = field.kind === 'percentage' ? Number(value) : value.trim();
  }
  return body;
}

/** One action MercadoLibre offers on the claim: a button opening its confirmation, with the fields its form declares. */
export const ClaimActionDialog = ({ action }: { action: PerformedClaimAction }) => {
  const claim = useRecordContext<MercadoLibreClaim>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, FieldValue>>({});
  const label = translate(`${messages}.actions.${action}`);
  const form = claimActionForms[action];
  // A refusal's toast names each field as its input here labels it.
  const labels = Object.fromEntries(form.map((field) => [field.name, fieldLabelKey(field.name)]));
  const perform = useMutation({
    mutationFn: () => dataProvider.performClaimAction(claim?.id ?? 0, action, bodyOf(action, values)),
    onSuccess: () => {
      setOpen(false);
      notify(`${messages}.done`, { type: 'success', messageArgs: { action: label } });
      refresh();
    },
    onError: (error) => notify(`${messages}.failed`, { type: 'error', messageArgs: { reason: failureReason(error, translate, labels) } }),
  });
  if (!claim) return null;
  const ready = form.every((field) => fieldReady(field, values[field.name]));
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{label}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`${messages}.confirm.${action}`)}</DialogContentText>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {form.map((field) => (
              <ClaimActionField
                key={field.name}
                field={field}
                value={values[field.name]}
                onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate(`${messages}.cancel`)}</Button>
          <Button variant="contained" disabled={!ready || perform.isPending} onClick={() => perform.mutate()}>
            {translate(`${messages}.confirm_button`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
