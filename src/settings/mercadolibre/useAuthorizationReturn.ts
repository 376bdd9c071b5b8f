import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { authorizationRedirectRoute } from '../../../resources/mercadolibre';
import { useReloadMarketplaceAccounts } from '../../marketplaces/accounts/useMarketplaceAccounts';
import type { MarketplaceDataProvider } from '../../marketplaces/marketplaceDataProvider';
import { failureReason } from '../../schema-ui/serverReason';

/**
 * MercadoLibre sends the seller back to /configuracion/mercadolibre?code=…&state=… (or ?error=…):
 * the code is exchanged once through our server, then the query string is dropped so a reload
 * does not replay a used code.
 */
export const useAuthorizationReturn = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const reloadAccounts = useReloadMarketplaceAccounts();
  const handled = useRef<string | null>(null);
  const authorization = useMutation({
    mutationFn: (body: { code: string; state: string }) => dataProvider.authorizeAccount(body),
    onSuccess: (account) => {
      notify('app.settings.mercadolibre.connected', { type: 'success', messageArgs: { nickname: account.nickname } });
      void reloadAccounts();
    },
    onError: (error) => notify('app.settings.mercadolibre.authorize_error', { type: 'error', messageArgs: { reason: failureReason(error, translate) } }),
  });
  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = params.get('code');
    const state = params.get('state') ?? '';
    const error = params.get('error');
    if ((!code && !error) || handled.current === search) return;
    handled.current = search;
    if (code) authorization.mutate({ code, state });
    else notify('app.settings.mercadolibre.denied', { type: 'warning', messageArgs: { reason: error } });
    navigate(authorizationRedirectRoute, { replace: true });
  }, [search, authorization, navigate, notify]);
  return { isAuthorizing: authorization.isPending };
};
