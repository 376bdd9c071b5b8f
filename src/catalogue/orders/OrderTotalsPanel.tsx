import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useMoneyFormat } from '../../i18n/money';
import type { OrderTotals } from './orderTotals';

/** Subtotal, IVA and total of an order. */
export const OrderTotalsPanel = ({ totals }: { readonly totals: OrderTotals }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const row = (key: 'subtotal' | 'tax' | 'total') => (
    <Stack direction="row" justifyContent="space-between" spacing={4} key={key}>
      <Typography fontWeight={key === 'total' ? 700 : 400}>{translate(`resources.pedidos.fields.${key}`)}</Typography>
      <Typography fontWeight={key === 'total' ? 700 : 400} data-testid={`order-${key}`}>
        {money(totals[key])}
      </Typography>
    </Stack>
  );
  return <Stack sx={{ minWidth: 260, alignSelf: 'flex-end', my: 2 }}>{(['subtotal', 'tax', 'total'] as const).map(row)}</Stack>;
};
