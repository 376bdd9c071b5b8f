import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AmazonAccount } from '../amazonAccountCalls';
import { AmazonAccountActions } from './AmazonAccountActions';
import { formatDateTime } from '../../../i18n/dateTime';

/**
 * One Amazon account and its health in words: connected or to reauthorize (with Amazon's reason),
 * the access token in use and until when, and the last refresh. A card, so it reads the same on a phone.
 */
export const AmazonAccountCard = ({ account }: { account: AmazonAccount }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dateTime = (value: string) => formatDateTime(value, locale);
  const reauthorize = account.status === 'reauthorize';
  return (
    <Card variant="outlined" data-account={account.id}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="h6">{account.name}</Typography>
          {account.active && <Chip size="small" color="primary" label={translate('app.amazon.accounts.active')} />}
          <Chip size="small" color={reauthorize ? 'error' : 'success'} label={translate(`app.amazon.accounts.statuses.${account.status}`)} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('app.amazon.accounts.seller', { id: account.selling_partner_id })}
        </Typography>
        <Typography variant="body2">
          {account.access_token_expires_at
            ? translate('app.amazon.accounts.token_until', { date: dateTime(account.access_token_expires_at) })
            : translate('app.amazon.accounts.token_none')}
        </Typography>
        <Typography variant="body2">
          {account.last_refresh_at
            ? translate('app.amazon.accounts.last_refresh', { date: dateTime(account.last_refresh_at) })
            : translate('app.amazon.accounts.never_refreshed')}
        </Typography>
        {reauthorize && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate('app.amazon.accounts.reauthorize', { reason: account.status_reason ?? '' })}
          </Alert>
        )}
      </CardContent>
      <CardActions>
        <AmazonAccountActions account={account} />
      </CardActions>
    </Card>
  );
};
