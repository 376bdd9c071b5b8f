import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useMoneyFormat } from '../../i18n/money';
import type { OrderTotals } from './orderTotals';

/**
 * Subtotal, IVA and total of an order; with `taxIncluded` (a marketplace sale, whose buyer's prices
 * hold their IVA, stored whole) the total alone, saying the IVA is in it rather than "IVA $0.00".
 */
export const OrderTotalsPanel = ({ totals, taxIncluded = false }: { readonly totals: OrderTotals; readonly taxIncluded?: boolean }) => {
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
  return (
    <Stack sx={{ minWidth: 260, alignSelf: 'flex-end', my: 2 }}>
      {taxIncluded ? row('total') : (['subtotal', 'tax', 'total'] as const).map(row)}
      {taxIncluded && (
        <Typography variant="caption" color="text.secondary" textAlign="right">
          {translate('app.catalogue.orders.tax_included')}
        </Typography>
      )}
    </Stack>
  );
};
