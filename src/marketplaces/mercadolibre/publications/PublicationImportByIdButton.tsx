import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Button } from '../../../layout/Button';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { publicationsResource } from './publicationsResource';
import { failureReason } from '../../../schema-ui/serverReason';

/** "Importar por ID": brings one existing MercadoLibre listing (MLM…) into our publications. */
export const PublicationImportByIdButton = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [mlId, setMlId] = useState('');
  const { mutate, isPending } = useMutation({
    mutationFn: (id: string) => dataProvider.importById(id),
    onSuccess: () => {
      notify('app.mercadolibre.import.imported', { type: 'success' });
      setOpen(false);
      setMlId('');
      void queryClient.invalidateQueries({ queryKey: [publicationsResource] });
    },
    onError: (error) => notify('app.mercadolibre.import.error', { type: 'error', messageArgs: { reason: failureReason(error, translate) } }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mlId.trim()) mutate(mlId.trim());
  };
  return (
    <>
      <Button label="app.mercadolibre.import.by_id" onClick={() => setOpen(true)}>
        <CloudDownloadIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <form onSubmit={submit}>
          <DialogTitle>{translate('app.mercadolibre.import.by_id_title')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={translate('app.mercadolibre.import.ml_id')}
              placeholder="MLM1234567890"
              value={mlId}
              onChange={(event) => setMlId(event.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <Button label="app.mercadolibre.import.submit" type="submit" variant="contained" disabled={isPending || !mlId.trim()} />
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
