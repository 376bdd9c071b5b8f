import type { ChipProps } from '@mui/material/Chip';
import { useLocaleState } from 'react-admin';
import type { AccountStatus } from '../../../resources/mercadolibre';
import { formatDateTime } from '../../i18n/dateTime';

/** The colour of an account's state, the same in the table and on a card. */
export const accountStatusColours: Readonly<Record<AccountStatus, ChipProps['color']>> = { connected: 'success', disconnected: 'warning', revoked: 'error' };

/** An account's token times in the app's language, or a dash when there is none. */
export const useAccountDateTime = () => {
  const [locale] = useLocaleState();
  return (value: string | null | undefined) => (value ? formatDateTime(value, locale) : '—');
};
