import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { Button } from '../layout/Button';
import { Link } from 'react-router-dom';
import { useMarketplaceAccounts } from '../marketplaces/accounts/useMarketplaceAccounts';
import { PlatformConnectionChip } from './PlatformConnectionChip';
import { platformConnectionState } from './platformConnectionState';
import { settingsPlatforms } from './settingsPlatforms';

/** /configuracion: every platform the back office connects, with its connection state from get_credentials. */
export const SettingsPage = () => {
  const translate = useTranslate();
  const { accounts } = useMarketplaceAccounts();
  return (
    <>
      <Title title="app.settings.title" />
      <Typography variant="h5" sx={{ my: 2 }}>
        {translate('app.settings.title')}
      </Typography>
      <Grid container spacing={2}>
        {settingsPlatforms.map((platform) => {
          const platformAccounts = accounts[platform.id];
          return (
            <Grid key={platform.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" data-platform={platform.id}>
                <CardContent>
                  <Typography variant="h6">{translate(`app.notifications.marketplaces.${platform.id}`)}</Typography>
                  <PlatformConnectionChip state={platformConnectionState(platformAccounts)} />
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {translate('app.settings.accounts_count', { smart_count: platformAccounts.length })}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button component={Link} to={`/configuracion/${platform.id}`} label="app.settings.manage" />
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
};

export default SettingsPage;
