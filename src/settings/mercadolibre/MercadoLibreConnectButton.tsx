import LinkIcon from '@mui/icons-material/Link';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Button } from '../../layout/Button';
import type { MarketplaceDataProvider } from '../../marketplaces/marketplaceDataProvider';
import { useNotifyFailure } from '../../schema-ui/useNotifyFailure';

/** Browser navigation lives here so tests can replace it (jsdom cannot leave the page). */
export const authorizationNavigation = { go: (url: string) => window.location.assign(url) };

interface MercadoLibreConnectButtonProps {
  readonly label?: string;
  readonly variant?: 'text' | 'outlined' | 'contained';
}

/** "Conectar cuenta": asks our server for the authorization address and sends the browser there. */
export const MercadoLibreConnectButton = ({ label = 'app.settings.mercadolibre.connect', variant = 'contained' }: MercadoLibreConnectButtonProps) => {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const notifyFailure = useNotifyFailure();
  const { mutate, isPending } = useMutation({
    // The consent returns to one registered address; the server sends the browser on to this origin, where it is signed in.
    mutationFn: () => dataProvider.getAuthorizationUrl(window.location.origin),
    onSuccess: ({ url }) => authorizationNavigation.go(url),
    onError: (error) => notifyFailure('app.settings.mercadolibre.connect_error', error),
  });
  return (
    <Button label={label} variant={variant} onClick={() => mutate()} disabled={isPending}>
      <LinkIcon />
    </Button>
  );
};
