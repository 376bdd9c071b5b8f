import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { useMarketplaceAccounts } from '../../accounts/useMarketplaceAccounts';
import type { AmazonAccount } from '../amazonAccountCalls';
import { AmazonAccountCard } from './AmazonAccountCard';
import { AmazonConnectButton } from './AmazonConnectButton';
import { useAmazonAuthorizationReturn } from './useAmazonAuthorizationReturn';
import { KeepButtonLabels } from '../../../layout/KeepButtonLabels';

/** /configuracion/amazon: the seller accounts with their health, connecting one, and the return from Seller Central. */
export const AmazonSettingsPage = () => {
  const translate = useTranslate();
  const { accounts, isPending } = useMarketplaceAccounts();
  const { isAuthorizing } = useAmazonAuthorizationReturn();
  // The start-up reads every marketplace's accounts with one loose shape; these are /api/amazon/get_credentials's.
  const amazonAccounts = accounts.amazon as unknown as readonly AmazonAccount[];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.amazon.accounts.title" />
      <KeepButtonLabels>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" useFlexGap spacing={1} sx={{ mb: 2 }}>
            <Typography variant="h5">{translate('app.amazon.accounts.title')}</Typography>
            <AmazonConnectButton />
          </Stack>
          {(isPending || isAuthorizing) && <LinearProgress sx={{ mb: 2 }} />}
          {/* The cards stand for a table: with none, it says what every empty table of the app says. */}
          {amazonAccounts.length === 0 && <p>{translate('app.list.empty')}</p>}
          <Stack spacing={1}>
            {amazonAccounts.map((account) => (
              <AmazonAccountCard key={account.id} account={account} />
            ))}
          </Stack>
        </CardContent>
      </KeepButtonLabels>
    </Card>
  );
};

export default AmazonSettingsPage;
