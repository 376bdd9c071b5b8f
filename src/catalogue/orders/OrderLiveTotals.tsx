import { useWatch } from 'react-hook-form';
import { type OrderLineValues, orderTotalsOf } from './orderTotals';
import { OrderTotalsPanel } from './OrderTotalsPanel';

/** The totals of the lines being edited, recomputed as the user types. */
export const OrderLiveTotals = () => {
  const lines = useWatch<{ lines?: OrderLineValues[] }, 'lines'>({ name: 'lines' });
  return <OrderTotalsPanel totals={orderTotalsOf(lines ?? [])} />;
};
