import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { Button } from '../../../layout/Button';
import { PublicationProductPicker } from '../publicationCreate/PublicationProductPicker';

interface PublicationLinkDialogProps {
  readonly open: boolean;
  readonly loading: boolean;
  readonly onClose: () => void;
  readonly onLink: (productId: RaRecord['id']) => void;
}

/** "Vincular a producto…": the catalogue searched as the seller types, then one click links. */
export const PublicationLinkDialog = ({ open, loading, onClose, onLink }: PublicationLinkDialogProps) => {
  const translate = useTranslate();
  const [product, setProduct] = useState<RaRecord | null>(null);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.mercadolibre.links.dialog_title')}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <PublicationProductPicker onPick={setProduct} />
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <Button label="app.mercadolibre.links.link" variant="contained" disabled={!product || loading} onClick={() => product && onLink(product.id)} />
      </DialogActions>
    </Dialog>
  );
};
