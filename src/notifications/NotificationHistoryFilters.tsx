import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { marketplaceCodes, type MarketplaceCode, type NotificationType, notificationTypes } from '../../resources/notifications';

export interface NotificationHistoryFilterValues {
  readonly type?: NotificationType;
  readonly marketplace?: MarketplaceCode;
  readonly seen?: boolean;
}

/** `?seen=false` opens the history on the notifications not seen yet (the home page's card links there). */
export const seenFromAddress = (search: string): NotificationHistoryFilterValues => {
  const seen = new URLSearchParams(search).get('seen');
  return seen === 'true' || seen === 'false' ? { seen: seen === 'true' } : {};
};

interface NotificationHistoryFiltersProps {
  readonly value: NotificationHistoryFilterValues;
  readonly onChange: (value: NotificationHistoryFilterValues) => void;
}

const ALL = '';

/** Type, marketplace and seen selects of the history, with translated labels. */
export const NotificationHistoryFilters = ({ value, onChange }: NotificationHistoryFiltersProps) => {
  const translate = useTranslate();
  const toType = (raw: string) => notificationTypes.find((type) => type === raw);
  const toMarketplace = (raw: string) => Object.values(marketplaceCodes).find((code) => String(code) === raw);
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        sx={{ minWidth: 180 }}
        label={translate('app.notifications.history.type')}
        value={value.type ?? ALL}
        onChange={(event) => onChange({ ...value, type: toType(event.target.value) })}
      >
        <MenuItem value={ALL}>{translate('app.notifications.history.all')}</MenuItem>
        {notificationTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`app.notifications.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ minWidth: 180 }}
        label={translate('app.notifications.history.marketplace')}
        value={value.marketplace === undefined ? ALL : String(value.marketplace)}
        onChange={(event) => onChange({ ...value, marketplace: toMarketplace(event.target.value) })}
      >
        <MenuItem value={ALL}>{translate('app.notifications.history.all')}</MenuItem>
        {Object.entries(marketplaceCodes).map(([name, code]) => (
          <MenuItem key={name} value={String(code)}>
            {translate(`app.notifications.marketplaces.${name}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ minWidth: 140 }}
        label={translate('app.notifications.history.seen')}
        value={value.seen === undefined ? ALL : String(value.seen)}
        onChange={(event) => onChange({ ...value, seen: event.target.value === ALL ? undefined : event.target.value === 'true' })}
      >
        <MenuItem value={ALL}>{translate('app.notifications.history.all')}</MenuItem>
        <MenuItem value="true">{translate('app.notifications.history.seen_yes')}</MenuItem>
        <MenuItem value="false">{translate('app.notifications.history.seen_no')}</MenuItem>
      </TextField>
    </Stack>
  );
};
