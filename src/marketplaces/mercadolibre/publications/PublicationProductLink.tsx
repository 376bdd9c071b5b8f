import LinkIcon from '@mui/icons-material/Link';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReferenceField, useDataProvider, useNotify, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { Button } from '../../../layout/Button';
import { linkToProductSheet } from '../../../catalogue/products/productPaths';
import { serverReason } from '../../../schema-ui/serverReason';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { PublicationLinkDialog } from './PublicationLinkDialog';
import { publicationsResource } from './publicationsResource';

/** The product the publication sells, with "Vincular a producto…" to link or re-link it by hand. */
export const PublicationProductLink = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (productId: Identifier) => dataProvider.linkToProduct(record!.id, productId),
    onSuccess: () => {
      setOpen(false);
      notify('app.mercadolibre.links.linked', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: [publicationsResource] });
    },
    onError: (error) => notify('app.mercadolibre.links.link_error', { type: 'error', messageArgs: { reason: serverReason(error, translate) ?? '' } }),
  });
  if (!record) return null;
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <ReferenceField source="product_id" reference="productos" link={linkToProductSheet} emptyText={translate('app.mercadolibre.links.none')} />
      <Button label="app.mercadolibre.links.open" onClick={() => setOpen(true)}>
        <LinkIcon />
      </Button>
      <PublicationLinkDialog open={open} loading={isPending} onClose={() => setOpen(false)} onLink={mutate} />
    </Stack>
  );
};
