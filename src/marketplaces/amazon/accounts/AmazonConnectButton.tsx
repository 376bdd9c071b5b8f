import LinkIcon from '@mui/icons-material/Link';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Button } from '../../../layout/Button';
import { authorizationNavigation } from '../../../settings/mercadolibre/MercadoLibreConnectButton';
import type { AmazonDataProvider } from '../amazonDataProvider';
import { failureReason } from '../../../schema-ui/serverReason';

/** "Conectar cuenta": asks our server for Seller Central's consent address and sends the browser there. */
export const AmazonConnectButton = () => {
  const dataProvider = useDataProvider<AmazonDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.getAmazonAuthorizationUrl(window.location.origin),
    onSuccess: ({ url }) => authorizationNavigation.go(url),
    onError: (error) => notify('app.amazon.accounts.connect_error', { type: 'error', messageArgs: { reason: failureReason(error, translate) } }),
  });
  return (
    <Button label="app.amazon.accounts.connect" variant="contained" onClick={() => mutate()} disabled={isPending}>
      <LinkIcon />
    </Button>
  );
};
