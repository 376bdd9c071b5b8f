import { useRecordContext } from 'react-admin';
import { OrderTotalsPanel } from './OrderTotalsPanel';

/** The totals the server computed for a saved order; a marketplace sale's prices hold their IVA (no IVA of its own). */
export const OrderTotalsField = () => {
  const record = useRecordContext();
  if (!record) return null;
  const totals = { subtotal: Number(record.subtotal ?? 0), tax: Number(record.tax ?? 0), total: Number(record.total ?? 0) };
  return <OrderTotalsPanel totals={totals} taxIncluded={Boolean(record.channel) && totals.tax === 0} />;
};
