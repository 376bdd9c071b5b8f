import { useRecordContext, useTranslate } from 'react-admin';

/** An unknown code is still said as words (`in_transit` → "in transit"), never shown raw. */
const spoken = (code: string) => code.replace(/_/g, ' ');

/** marketplaceStatus: where the sale stands for the marketplace (pending payment, paid, cancelled). */
export const AmazonMarketplaceStatusField = () => {
  const translate = useTranslate();
  const status = useRecordContext()?.marketplace_status;
  if (typeof status !== 'string') return null;
  return <span>{translate(`resources.pedidos.values.marketplace_status.${status}`, { _: spoken(status) })}</span>;
};

/**
 * deliverStatus, said once: Amazon's own order status in words (Unshipped, PartiallyShipped…),
 * which tells more than the shipment's state derived from it (both Unshipped and PartiallyShipped are
 * being prepared); a status without words, the shipment's state; neither, nothing.
 */
export const AmazonDeliverStatusField = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const shipment =
    typeof record?.shipment_status === 'string'
      ? translate(`resources.pedidos.values.shipment_status.${record.shipment_status}`, { _: spoken(record.shipment_status) })
      : undefined;
  const amazonStatus = typeof record?.shipment_substatus === 'string' && record.shipment_substatus !== '' ? record.shipment_substatus : undefined;
  const words = amazonStatus ? translate(`app.amazon.sales.order_statuses.${amazonStatus}`, { _: shipment ?? spoken(amazonStatus) }) : shipment;
  return words === undefined ? null : <span>{words}</span>;
};
