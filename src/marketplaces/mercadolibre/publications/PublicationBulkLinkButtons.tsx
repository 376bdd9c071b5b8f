import AutoFixHigh from '@mui/icons-material/AutoFixHigh';
import LinkIcon from '@mui/icons-material/Link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate, useUnselectAll, type Identifier } from 'react-admin';
import { Button } from '../../../layout/Button';
import { serverReason } from '../../../schema-ui/serverReason';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { PublicationLinkDialog } from './PublicationLinkDialog';
import { publicationsResource } from './publicationsResource';

/** The selected publications linked by their SKU/GTIN, or all to one product the seller picks. */
export const PublicationBulkLinkButtons = () => {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const translate = useTranslate();
  const unselectAll = useUnselectAll(publicationsResource);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const done = () => {
    unselectAll();
    void queryClient.invalidateQueries({ queryKey: [publicationsResource] });
  };
  const failed = (error: unknown) =>
    notify('app.mercadolibre.links.link_error', { type: 'error', messageArgs: { reason: serverReason(error, translate) ?? '' } });
  const bySku = useMutation({
    mutationFn: () => dataProvider.linkManyBySku(selectedIds),
    onSuccess: (answer) => {
      notify('app.mercadolibre.links.by_sku_done', {
        type: answer.unmatched.length > 0 ? 'warning' : 'success',
        messageArgs: { linked: answer.linked.length, unmatched: answer.unmatched.length },
      });
      done();
    },
    onError: failed,
  });
  const toProduct = useMutation({
    mutationFn: (productId: Identifier) => dataProvider.linkManyToProduct(selectedIds, productId),
    onSuccess: (answer) => {
      setOpen(false);
      notify('app.mercadolibre.links.to_product_done', { type: 'success', messageArgs: { smart_count: answer.linked.length } });
      done();
    },
    onError: failed,
  });
  return (
    <>
      <Button label="app.mercadolibre.links.by_sku" disabled={bySku.isPending} onClick={() => bySku.mutate()}>
        <AutoFixHigh />
      </Button>
      <Button label="app.mercadolibre.links.open" onClick={() => setOpen(true)}>
        <LinkIcon />
      </Button>
      <PublicationLinkDialog open={open} loading={toProduct.isPending} onClose={() => setOpen(false)} onLink={toProduct.mutate} />
    </>
  );
};
