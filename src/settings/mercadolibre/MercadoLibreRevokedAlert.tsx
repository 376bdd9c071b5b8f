import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslate } from 'react-admin';
import type { LoadedAccount } from '../../marketplaces/accounts/loadMarketplaceAccounts';
import { MercadoLibreConnectButton } from './MercadoLibreConnectButton';

/** A revoked grant cannot be refreshed: the seller must authorize the app again. */
export const MercadoLibreRevokedAlert = ({ account }: { account: LoadedAccount }) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ mb: 2 }} action={<MercadoLibreConnectButton label="app.settings.mercadolibre.reconnect" variant="outlined" />}>
      <AlertTitle>{translate('app.settings.mercadolibre.revoked_title', { nickname: account.nickname ?? account.id })}</AlertTitle>
      {account.status_reason ?? translate('app.settings.mercadolibre.revoked_text')}
    </Alert>
  );
};
