import { useRecordContext } from 'react-admin';
import { OrderTotalsPanel } from './OrderTotalsPanel';

/** The totals the server computed for a saved order. */
export const OrderTotalsField = () => {
  const record = useRecordContext();
  if (!record) return null;
  return <OrderTotalsPanel totals={{ subtotal: Number(record.subtotal ?? 0), tax: Number(record.tax ?? 0), total: Number(record.total ?? 0) }} />;
};
