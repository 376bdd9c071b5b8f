import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { amountOf, type SettlementLine, SettlementTable } from '../../sheet/SettlementTable';
import { paymentsResource } from './paymentsResource';

/** Cents, so a cost worked out from two stored amounts reads as the seller's figure. */
const round = (amount: number) => Math.round(amount * 100) / 100;

/**
 * A payment's money as the seller reads a settlement: the amount, less Mercado Libre's fee, the
 * shipping and the taxes, giving the net; then the net less the cost of the order's products,
 * giving the profit. The cost is what the net and the profit differ by; with no profit known
 * (no ERP order, or a product without its cost) that line is left out and a note says why.
 */
export const PaymentSettlement = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const field = (source: string) => translate(`resources.${paymentsResource}.fields.${source}`);
  const net = amountOf(record.net_amount);
  const profit = amountOf(record.profit);
  const lines: SettlementLine[] = [
    { label: field('transaction_amount'), amount: amountOf(record.transaction_amount) },
    { label: field('marketplace_fee'), amount: amountOf(record.marketplace_fee), deducted: true },
    { label: field('shipping_cost'), amount: amountOf(record.shipping_cost), deducted: true },
    { label: field('taxes_amount'), amount: amountOf(record.taxes_amount), deducted: true },
    { label: field('net_amount'), amount: net, total: true },
    ...(net !== undefined && profit !== undefined
      ? [{ label: translate('app.mercadolibre.payments.sheet.product_cost'), amount: round(net - profit), deducted: true }]
      : []),
    { label: field('profit'), amount: profit, total: true },
  ];
  return (
    <>
      <SettlementTable label={translate('app.mercadolibre.payments.sheet.settlement')} lines={lines} />
      {profit === undefined && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('app.mercadolibre.payments.sheet.profit_unknown')}
        </Typography>
      )}
    </>
  );
};
