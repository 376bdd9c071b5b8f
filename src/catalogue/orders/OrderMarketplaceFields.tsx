import Stack from '@mui/material/Stack';
import { Labeled, TextField, useRecordContext } from 'react-admin';
import { orders } from '../../../resources/catalogue';
import { SchemaField } from '../../schema-ui/SchemaField';

const statusFields = ['marketplace_status', 'payment_status', 'shipment_status', 'stock_state'] as const;

/** A marketplace sale's channel, ids and statuses (as words), and what its stock could not cover; nothing for an ERP order. */
export const OrderMarketplaceFields = () => {
  const record = useRecordContext();
  if (!record?.channel) return null;
  // One column, spaced as the sheet's own rows: the sheet lays out its direct children only, so these would sit side by side.
  return (
    <Stack spacing={1}>
      <Labeled source="channel">
        <SchemaField resource="pedidos" source="channel" field={orders.fields.channel} />
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
    </Stack>
  );
};
