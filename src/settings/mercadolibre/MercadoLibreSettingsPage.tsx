import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { useMarketplaceAccounts } from '../../marketplaces/accounts/useMarketplaceAccounts';
import { MercadoLibreAccountTable } from './MercadoLibreAccountTable';
import { MercadoLibreConnectButton } from './MercadoLibreConnectButton';
import { MercadoLibreRevokedAlert } from './MercadoLibreRevokedAlert';
import { useAuthorizationReturn } from './useAuthorizationReturn';
import { KeepButtonLabels } from '../../layout/KeepButtonLabels';

/** /configuracion/mercadolibre: the seller accounts, connecting one, and the return from MercadoLibre. */
export const MercadoLibreSettingsPage = () => {
  const translate = useTranslate();
  const { accounts, isPending } = useMarketplaceAccounts();
  const { isAuthorizing } = useAuthorizationReturn();
  const revoked = accounts.mercadolibre.filter((account) => account.status === 'revoked');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.settings.mercadolibre.title" />
      <KeepButtonLabels>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
            <Typography variant="h5">{translate('app.settings.mercadolibre.title')}</Typography>
            <MercadoLibreConnectButton />
          </Stack>
          {(isPending || isAuthorizing) && <LinearProgress sx={{ mb: 2 }} />}
          {revoked.map((account) => (
            <MercadoLibreRevokedAlert key={account.id} account={account} />
          ))}
          <MercadoLibreAccountTable accounts={accounts.mercadolibre} />
        </CardContent>
      </KeepButtonLabels>
    </Card>
  );
};

export default MercadoLibreSettingsPage;
