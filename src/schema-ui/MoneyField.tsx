import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { useMoneyFormat } from '../i18n/money';

export interface MoneyFieldProps {
  readonly source: string;
  /** Read by the list's header, like any field's. */
  readonly label?: string;
  readonly sortable?: boolean;
  readonly textAlign?: 'left' | 'right';
}

/** An amount of the record in pesos, formatted for the current language; nothing when the record has none. */
export const MoneyField = ({ source }: MoneyFieldProps) => {
  const money = useMoneyFormat();
  const value: unknown = useFieldValue({ source });
  const amount = value === null || value === undefined || value === '' ? NaN : Number(value);
  return (
    <Typography component="span" variant="body2">
      {Number.isFinite(amount) ? money(amount) : ''}
    </Typography>
  );
};
