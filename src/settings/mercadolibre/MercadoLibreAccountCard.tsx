import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { LoadedAccount } from '../../marketplaces/accounts/loadMarketplaceAccounts';
import { MercadoLibreAccountActions } from './MercadoLibreAccountActions';
import { MercadoLibreAccountSalesSettings } from './MercadoLibreAccountSalesSettings';
import { accountStatusColours, useAccountDateTime } from './mercadoLibreAccountLooks';

/** One MercadoLibre account as a card, for a phone: the table's columns one under another, its sales settings and actions within the screen. */
export const MercadoLibreAccountCard = ({ account }: { account: LoadedAccount }) => {
  const translate = useTranslate();
  const dateTime = useAccountDateTime();
  const column = (name: string) => translate(`app.settings.mercadolibre.columns.${name}`);
  return (
    <Card variant="outlined" data-account={account.id}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="h6">{account.nickname ?? account.user_info?.nickname ?? '—'}</Typography>
          {account.active && <Chip size="small" color="primary" label={translate('app.settings.mercadolibre.active')} />}
          {account.status && (
            <Chip size="small" color={accountStatusColours[account.status]} label={translate(`app.settings.mercadolibre.statuses.${account.status}`)} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {column('user_id')}: {account.User_id ?? account.user_id ?? '—'}
        </Typography>
        <Typography variant="body2">
          {column('expires_at')}: {dateTime(account.expires_at)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {column('last_refresh_at')}: {dateTime(account.last_refresh_at)}
        </Typography>
        <MercadoLibreAccountSalesSettings account={account} />
      </CardContent>
      <CardActions>
        <MercadoLibreAccountActions account={account} />
      </CardActions>
    </Card>
  );
};
