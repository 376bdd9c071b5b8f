import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { createElement, useState } from 'react';
import {
  AutocompleteArrayInput,
  Form,
  ReferenceArrayInput,
  SaveButton,
  SelectInput,
  TextInput,
  Toolbar,
  required,
  useDataProvider,
  useNotify,
  useTranslate,
  type HttpError,
  type RaRecord,
} from 'react-admin';
import { Button } from '../../../layout/Button';
import { amazonProductTypes, amazonPublishFields, type AmazonListingIssue } from '../../../../resources/amazon/listings';
import type { AmazonDataProvider } from '../amazonDataProvider';
import type { AmazonPublishChoice } from './amazonListingCalls';
import { AmazonListingIssues } from './AmazonListingFields';
import { TaskCreatedToast } from '../../TaskCreatedToast';
import { failureReason } from '../../../schema-ui/serverReason';

/** Searching the catalogue starts at this many characters. */
const minSearchLength = 3;

const productText = (product: RaRecord) => [product.ref, product.label].filter(Boolean).join(' — ');

const productTypeChoices = amazonProductTypes.map((type) => ({ id: type, name: `app.amazon.listings.product_types.${type}` }));

/** The choices' fields as the dialog labels them (one product or several), by which a refusal's toast names them. */
const publishLabels = {
  product_id: 'app.amazon.listings.publish.products',
  product_ids: 'app.amazon.listings.publish.products',
  product_type: 'app.amazon.listings.publish.product_type',
  brand: 'app.amazon.listings.publish.brand',
};

interface PublishValues extends AmazonPublishChoice {
  readonly product_ids: number[];
}

/** A refusal's issues as the server named them: each attribute with what Amazon said. */
const issuesOf = (error: HttpError): AmazonListingIssue[] => {
  const fields = (error.body as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  return Object.entries(fields).map(([attribute, message]) => ({ attribute, message, code: '', severity: 'ERROR' }));
};

interface AmazonPublishDialogProps {
  /** The product to publish, when the dialog opens from its sheet. */
  readonly productId?: number;
  readonly onClose: () => void;
  readonly onPublished: () => void;
}

/**
 * "Publicar desde el catálogo": the products, their product type and brand. One product is
 * submitted at once, and a refusal shows Amazon's issues per attribute here, to fix and publish
 * again; several become a task.
 */
export const AmazonPublishDialog = ({ productId, onClose, onPublished }: AmazonPublishDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AmazonDataProvider>();
  const [issues, setIssues] = useState<AmazonListingIssue[] | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: async ({ product_ids, product_type, brand }: PublishValues) => {
      const choice = { product_type, brand: brand || null };
      if (product_ids.length === 1) return { listing: await dataProvider.publishAmazonListing(product_ids[0], choice) };
      return { task: await dataProvider.publishAmazonListings(product_ids, choice) };
    },
    onSuccess: (done) => {
      if (done.listing) notify('app.amazon.listings.publish.published', { type: 'success', messageArgs: { sku: done.listing.sku } });
      if (done.task) notify(createElement(TaskCreatedToast, { taskIds: [done.task.id] }), { type: 'success' });
      onPublished();
      onClose();
    },
    onError: (error: HttpError) => {
      if (error.status === 422) setIssues(issuesOf(error));
      else notify('app.amazon.listings.publish.error', { type: 'error', messageArgs: { reason: failureReason(error, translate, publishLabels) } });
      onPublished();
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.amazon.listings.publish.title')}</DialogTitle>
      <Form
        defaultValues={{ product_ids: productId === undefined ? [] : [productId], product_type: 'PRODUCT', brand: '' }}
        onSubmit={(values: Record<string, unknown>) => mutate(values as unknown as PublishValues)}
      >
        <DialogContent sx={{ pt: 1 }}>
          <ReferenceArrayInput
            source="product_ids"
            reference="productos"
            enableGetChoices={({ busqueda }: { busqueda?: string }) => (busqueda ?? '').trim().length >= minSearchLength}
          >
            <AutocompleteArrayInput
              label={publishLabels.product_ids}
              optionText={productText}
              filterToQuery={(busqueda: string) => ({ busqueda })}
              noOptionsText="app.amazon.listings.publish.products_hint"
              helperText="app.amazon.listings.publish.products_hint"
              validate={required()}
              fullWidth
            />
          </ReferenceArrayInput>
          <SelectInput source="product_type" label={publishLabels.product_type} choices={productTypeChoices} validate={required()} fullWidth />
          <TextInput source="brand" label={publishLabels.brand} inputProps={{ maxLength: amazonPublishFields.brand.max }} fullWidth />
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('app.amazon.listings.publish.from_product')}
          </Typography>
          {issues && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate('app.amazon.listings.publish.refused')}
              <AmazonListingIssues issues={issues} />
            </Alert>
          )}
        </DialogContent>
        <Toolbar sx={{ gap: 1 }}>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton label="app.amazon.listings.publish.submit" alwaysEnable disabled={isPending} />
        </Toolbar>
      </Form>
    </Dialog>
  );
};
