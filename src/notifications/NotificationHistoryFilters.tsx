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

interface NotificationHistoryFiltersProps {
  readonly value: NotificationHistoryFilterValues;
  readonly onChange: (value: NotificationHistoryFilterValues) => void;
}

const ALL = '';

interface Choice {
  readonly value: string;
  readonly label: string;
}

interface FilterSelectProps {
  readonly label: string;
  readonly value: string | undefined;
  readonly choices: readonly Choice[];
  readonly onChange: (raw: string) => void;
}

/**
 * One filter of the history: "all" first, then its translated choices. As wide as its choices, like
 * the other lists' filters (the theme makes fields fill their row, which stacked the filters). On a
 * phone they go two to a line, as a list's choosers do: stacked, the three took a third of the screen
 * above the first notification, and on one line "Marketplace" lost its end.
 */
const FilterSelect = ({ label, value, choices, onChange }: FilterSelectProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      sx={{ minWidth: { xs: 0, sm: 180 }, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
      label={translate(label)}
      value={value ?? ALL}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value={ALL}>{translate('app.notifications.history.all')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {translate(choice.label)}
        </MenuItem>
      ))}
    </TextField>
  );
};

const typeChoices = notificationTypes.map((type) => ({ value: type, label: `app.notifications.types.${type}` }));
const marketplaceChoices = Object.entries(marketplaceCodes).map(([name, code]) => ({ value: String(code), label: `app.notifications.marketplaces.${name}` }));
const seenChoices = [
  { value: 'true', label: 'app.notifications.history.seen_yes' },
  { value: 'false', label: 'app.notifications.history.seen_no' },
];

const toType = (raw: string | null) => notificationTypes.find((type) => type === raw);
const toMarketplace = (raw: string | null) => Object.values(marketplaceCodes).find((code) => String(code) === raw);
const toSeen = (raw: string | null) => (raw === 'true' || raw === 'false' ? raw === 'true' : undefined);

/**
 * The filters live in the address, as every list's do: Back, a reload or a shared link shows the same
 * notifications, and `?seen=false` (the home page's card) opens on those not seen yet. Unknown values are ignored.
 */
export const filtersFromAddress = (search: string): NotificationHistoryFilterValues => {
  const params = new URLSearchParams(search);
  const found = { type: toType(params.get('type')), marketplace: toMarketplace(params.get('marketplace')), seen: toSeen(params.get('seen')) };
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value !== undefined));
};

/** The address's query for the chosen filters (those on "all" left out). */
export const addressOf = (filters: NotificationHistoryFilterValues): string =>
  new URLSearchParams(Object.entries(filters).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]))).toString();

/** Type, marketplace and seen selects of the history, with translated labels. */
export const NotificationHistoryFilters = ({ value, onChange }: NotificationHistoryFiltersProps) => (
  <Stack direction="row" spacing={{ xs: 1, sm: 2 }} useFlexGap flexWrap="wrap" alignItems="flex-end" sx={{ mb: 2, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
    <FilterSelect
      label="app.notifications.history.type"
      value={value.type}
      choices={typeChoices}
      onChange={(raw) => onChange({ ...value, type: toType(raw) })}
    />
    <FilterSelect
      label="app.notifications.history.marketplace"
      value={value.marketplace === undefined ? undefined : String(value.marketplace)}
      choices={marketplaceChoices}
      onChange={(raw) => onChange({ ...value, marketplace: toMarketplace(raw) })}
    />
    <FilterSelect
      label="app.notifications.history.seen"
      value={value.seen === undefined ? undefined : String(value.seen)}
      choices={seenChoices}
      onChange={(raw) => onChange({ ...value, seen: toSeen(raw) })}
    />
  </Stack>
);
