import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { useMoneyFormat } from '../i18n/money';
import { noValue } from './noValue';

export interface MoneyFieldProps {
  readonly source: string;
  /** Read by the list's header, like any field's. */
  readonly label?: string;
  readonly sortable?: boolean;
  readonly textAlign?: 'left' | 'right';
  /** Shown where the record has no amount; a dash unless told otherwise. */
  readonly emptyText?: string;
}

/**
 * An amount of the record in pesos, formatted for the current language. One the record has not
 * (a profit whose product cost is unknown) is a dash in a list as on a sheet: an empty cell reads
 * as a fault, and 0 would be a figure.
 */
export const MoneyField = ({ source, emptyText = noValue }: MoneyFieldProps) => {
  const money = useMoneyFormat();
  const value: unknown = useFieldValue({ source });
  const amount = value === null || value === undefined || value === '' ? NaN : Number(value);
  return (
    <Typography component="span" variant="body2">
      {Number.isFinite(amount) ? money(amount) : emptyText}
    </Typography>
  );
};
