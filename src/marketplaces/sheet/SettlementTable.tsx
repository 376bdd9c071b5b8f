import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useMoneyFormat } from '../../i18n/money';
import { noValue } from '../../schema-ui/noValue';

/** A stored amount as a number; none (null, empty) is unknown, shown as a dash. */
export const amountOf = (value: unknown): number | undefined => (value === undefined || value === null || value === '' ? undefined : Number(value));

export interface SettlementLine {
  readonly label: string;
  readonly amount: number | undefined;
  /** Taken off the line above, so it reads with a minus sign. */
  readonly deducted?: boolean;
  /** What the lines above come to: set apart by a rule and in bold. */
  readonly total?: boolean;
}

/**
 * A payment's money as the seller reads a settlement: one line per amount, label on the left and
 * figure on the right, deductions with a minus sign and totals in bold under a rule. `label` names
 * the table for a screen reader (the title of the card it sits in).
 */
export const SettlementTable = ({ label, lines }: { readonly label: string; readonly lines: readonly SettlementLine[] }) => {
  const money = useMoneyFormat();
  // A deduction of nothing is 0, not "-0".
  const shown = ({ amount, deducted }: SettlementLine) => (amount === undefined ? noValue : money(deducted && amount !== 0 ? -amount : amount));
  return (
    <Table size="small" aria-label={label}>
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
  );
};
