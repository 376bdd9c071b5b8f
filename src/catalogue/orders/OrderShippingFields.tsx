import { Labeled, type RaRecord, TextField, useRecordContext } from 'react-admin';

const sources = ['shipping_method', 'tracking_number', 'notes'] as const;

/** The shipping method, tracking number and notes an order has: a marketplace sale has none of them. */
const presentIn = (record: RaRecord | undefined) => sources.filter((source) => String(record?.[source] ?? '').trim() !== '');

export const hasShippingFields = (record: RaRecord | undefined) => presentIn(record).length > 0;

/** The order's shipping method, tracking number and notes, each only when it has one: a sheet of empty labels reads as missing data. */
export const OrderShippingFields = () => {
  const record = useRecordContext();
  return presentIn(record).map((source) => (
    <Labeled key={source} source={source}>
      <TextField source={source} sx={{ whiteSpace: 'pre-line' }} />
    </Labeled>
  ));
};
