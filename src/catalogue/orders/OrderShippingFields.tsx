import Stack from '@mui/material/Stack';
import { Labeled, TextField, useRecordContext } from 'react-admin';

const sources = ['shipping_method', 'tracking_number', 'notes'] as const;

/**
 * The order's shipping method, tracking number and notes, each only when it has one: a sheet of
 * empty labels (a marketplace sale has none of them) reads as missing data.
 */
export const OrderShippingFields = () => {
  const record = useRecordContext();
  const present = sources.filter((source) => String(record?.[source] ?? '').trim() !== '');
  if (present.length === 0) return null;
  // One column, spaced as the sheet's own rows: the sheet lays out its direct children only.
  return (
    <Stack spacing={1}>
      {present.map((source) => (
        <Labeled key={source} source={source}>
          <TextField source={source} sx={{ whiteSpace: 'pre-line' }} />
        </Labeled>
      ))}
    </Stack>
  );
};
