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

/** deliverStatus: the shipment's state, then Amazon's own order status (Unshipped, PartiallyShipped…) as words. */
export const AmazonDeliverStatusField = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const words: string[] = [];
  if (typeof record?.shipment_status === 'string')
    words.push(translate(`resources.pedidos.values.shipment_status.${record.shipment_status}`, { _: spoken(record.shipment_status) }));
  if (typeof record?.shipment_substatus === 'string' && record.shipment_substatus !== '')
    words.push(translate(`app.amazon.sales.order_statuses.${record.shipment_substatus}`, { _: spoken(record.shipment_substatus) }));
  return <span>{words.join(' · ')}</span>;
};
