import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import {
  Form,
  NumberInput,
  SaveButton,
  TextInput,
  Toolbar,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
  type RaRecord,
  type HttpError,
} from 'react-admin';
import { Button } from '../../../layout/Button';
import { amazonListingPatchFields } from '../../../../resources/amazon/listings';
import type { AmazonDataProvider } from '../amazonDataProvider';
import type { AmazonListingChange } from './amazonListingCalls';
import { fieldValidators } from '../../../schema-ui/fieldValidators';
import { failureReason } from '../../../schema-ui/serverReason';
import { amazonListingsResource } from './amazonListingsResource';

interface AmazonListingEditDialogProps {
  readonly listing: RaRecord;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

const { title, price, quantity } = amazonListingPatchFields;

/** Only what the seller changed goes to Amazon, so an untouched value is not sent again. */
function changeOf(listing: RaRecord, values: AmazonListingChange): AmazonListingChange {
  const changed = Object.entries(values).filter(([name, value]) => value !== undefined && value !== null && value !== listing[name]);
  return Object.fromEntries(changed) as AmazonListingChange;
}

/** "Editar precio y stock": the listing's title, price and units, patched on Amazon on save. */
export const AmazonListingEditDialog = ({ listing, onClose, onSaved }: AmazonListingEditDialogProps) => {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<AmazonDataProvider>();
  const { mutate, isPending } = useMutation({
    mutationFn: (change: AmazonListingChange) => dataProvider.patchAmazonListing(Number(listing.id), change),
    onSuccess: () => {
      notify('app.amazon.listings.edit.saved', { type: 'success' });
      onSaved();
      onClose();
    },
    onError: (error: HttpError) =>
      notify('app.amazon.listings.edit.error', { type: 'error', messageArgs: { reason: failureReason(error, translate, amazonListingsResource) } }),
  });
  const save = (values: Record<string, unknown>) => {
    const change = changeOf(listing, values as AmazonListingChange);
    if (Object.keys(change).length === 0) onClose();
    else mutate({ ...change, updated_at: listing.updated_at as string | undefined });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.amazon.listings.edit.title', { sku: listing.sku })}</DialogTitle>
      <Form record={{ title: listing.title, price: listing.price, quantity: listing.quantity }} onSubmit={save} noValidate>
        <DialogContent sx={{ pt: 1 }}>
          <TextInput source="title" resource={amazonListingsResource} fullWidth inputProps={{ maxLength: title.max }} />
          <NumberInput source="price" resource={amazonListingsResource} validate={fieldValidators(price, false, locale)} fullWidth />
          <NumberInput source="quantity" resource={amazonListingsResource} validate={fieldValidators(quantity, false, locale)} fullWidth />
          <Typography variant="caption" color="text.secondary">
            {translate('app.amazon.listings.edit.hint')}
          </Typography>
        </DialogContent>
        <Toolbar sx={{ gap: 1 }}>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton label="app.amazon.listings.edit.save" alwaysEnable disabled={isPending} />
        </Toolbar>
      </Form>
    </Dialog>
  );
};
