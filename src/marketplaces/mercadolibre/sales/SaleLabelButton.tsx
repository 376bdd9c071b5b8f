import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { failureReason } from '../../../schema-ui/serverReason';

/** MercadoLibre prints labels of Mercado Envíos shipments ready to ship that it does not ship itself (Full). */
const offersLabel = (record: Record<string, unknown> | undefined) => record?.shipment_status === 'ready_to_ship' && record.logistic_type !== 'fulfillment';

/** "Imprimir etiqueta": opens MercadoLibre's label PDF in a new tab, when the shipment has one. */
export const SaleLabelButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const print = useMutation({
    mutationFn: () => dataProvider.saleLabel(record?.id ?? 0),
    onSuccess: (pdf) => {
      const url = URL.createObjectURL(pdf);
      window.open(url, '_blank');
      // The tab has read it by then; the blob is not kept for the page's lifetime.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    onError: (error) => notify('app.mercadolibre.sales.detail.label_failed', { type: 'error', messageArgs: { reason: failureReason(error, translate) } }),
  });
  if (!offersLabel(record)) return null;
  return (
    <Button size="small" startIcon={<PrintIcon />} onClick={() => print.mutate()} disabled={print.isPending}>
      {translate('app.mercadolibre.sales.detail.print_label')}
    </Button>
  );
};
