import Chip from '@mui/material/Chip';
import { useLocaleState, useTranslate } from 'react-admin';
import { dueColour } from './claimDue';
import { formatDateTime } from '../../../i18n/dateTime';

/** A due date in words, coloured by how close it is; overdue says so. */
export const ClaimDueChip = ({ dueDate, now }: { dueDate: string; now: number }) => {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  const colour = dueColour(dueDate, now);
  const date = formatDateTime(dueDate, locale);
  return (
    <Chip size="small" color={colour} label={translate(colour === 'error' ? 'app.mercadolibre.claims.overdue' : 'app.mercadolibre.claims.due', { date })} />
  );
};
