import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useMoneyFormat } from '../../../i18n/money';
import { noValue } from '../../../schema-ui/noValue';
import { paymentsResource } from './paymentsResource';

const amountOf = (value: unknown): number | undefined => (value === undefined || value === null || value === '' ? undefined : Number(value));

/** Cents, so a cost worked out from two stored amounts reads as the seller's figure. */
const round = (amount: number) => Math.round(amount * 100) / 100;

interface SettlementLine {
  readonly label: string;
  readonly amount: number | undefined;
  /** Taken off the line above, so it reads with a minus sign. */
  readonly deducted?: boolean;
  /** What the lines above come to: set apart by a rule and in bold. */
  readonly total?: boolean;
}

/**
 * A payment's money as the seller reads a settlement: the amount, less Mercado Libre's fee, the
 * shipping and the taxes, giving the net; then the net less the cost of the order's products,
 * giving the profit. The cost is what the net and the profit differ by; with no profit known
 * (no ERP order, or a product without its cost) that line is left out and a note says why.
 */
export const PaymentSettlement = () => {
  const translate = useTranslate();
  const money = useMoneyFormat();
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
  // A deduction of nothing is 0, not "-0".
  const shown = ({ amount, deducted }: SettlementLine) => (amount === undefined ? noValue : money(deducted && amount !== 0 ? -amount : amount));
  return (
    <>
      <Table size="small" aria-label={translate('app.mercadolibre.payments.sheet.settlement')}>
        <TableBody>
          {lines.map((line) => {
            // Flush with the section's title: no cell padding at the sides, the first cell's included.
            const cell = {
              fontWeight: line.total ? 600 : undefined,
              borderBottom: 'none',
              borderTop: line.total ? 1 : 0,
              borderColor: 'divider',
              px: 0,
              '&:first-of-type': { pl: 0 },
            };
            return (
              <TableRow key={line.label}>
                <TableCell component="th" scope="row" sx={cell}>
                  {line.label}
                </TableCell>
                <TableCell align="right" sx={{ ...cell, whiteSpace: 'nowrap' }}>
                  {shown(line)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {profit === undefined && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('app.mercadolibre.payments.sheet.profit_unknown')}
        </Typography>
      )}
    </>
  );
};
