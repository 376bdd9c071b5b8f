import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { useMarketplaceAccounts } from '../marketplaces/accounts/useMarketplaceAccounts';
import { PlatformConnectionChip } from './PlatformConnectionChip';
import { platformConnectionState } from './platformConnectionState';
import { settingsPlatforms } from './settingsPlatforms';

/** /configuracion/{plataforma} for a platform without a connector: its state, and no fake connect button. */
export const PlatformSettingsPage = () => {
  const translate = useTranslate();
  const { plataforma } = useParams();
  const { accounts } = useMarketplaceAccounts();
  const platform = settingsPlatforms.find((entry) => entry.id === plataforma);
  if (!platform) return <Navigate to="/404" replace />;
  return (
    <>
      <Title title="app.settings.title" />
      <Typography variant="h5" sx={{ my: 2 }}>
        {translate(`app.notifications.marketplaces.${platform.id}`)}
      </Typography>
      <PlatformConnectionChip state={platformConnectionState(platform.credentials ? accounts[platform.credentials] : [])} />
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('app.settings.no_connector')}
      </Alert>
    </>
  );
};

export default PlatformSettingsPage;
