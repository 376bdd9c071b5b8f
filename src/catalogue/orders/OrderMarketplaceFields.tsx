import { Labeled, TextField, useRecordContext, useTranslate } from 'react-admin';
import { orders } from '../../../resources/catalogue';
import { SchemaField } from '../../schema-ui/SchemaField';

const statusFields = ['marketplace_status', 'payment_status', 'shipment_status', 'stock_state'] as const;

/** The channel's name; its code is open (each later channel brings its own), so an unknown one shows as it is. */
const ChannelName = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{translate(`resources.pedidos.values.channel.${String(record?.channel)}`, { _: String(record?.channel) })}</>;
};

/** A marketplace sale's channel, ids and statuses (as words), and what its stock could not cover; nothing for an ERP order. */
export const OrderMarketplaceFields = () => {
  const record = useRecordContext();
  if (!record?.channel) return null;
  return (
    <>
      <Labeled source="channel">
        <ChannelName />
      </Labeled>
      <Labeled source="marketplace_order_id">
        <TextField source="marketplace_order_id" />
      </Labeled>
      {record.marketplace_order_ids !== record.marketplace_order_id && (
        <Labeled source="marketplace_order_ids">
          <TextField source="marketplace_order_ids" />
        </Labeled>
      )}
      {statusFields.map((source) => (
        <Labeled key={source} source={source}>
          <SchemaField resource="pedidos" source={source} field={orders.fields[source]} />
        </Labeled>
      ))}
      {record.stock_note && (
        <Labeled source="stock_note">
          <TextField source="stock_note" sx={{ whiteSpace: 'pre-line', color: 'warning.main' }} />
        </Labeled>
      )}
    </>
  );
};
