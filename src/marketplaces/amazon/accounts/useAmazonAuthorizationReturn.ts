import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useReloadMarketplaceAccounts } from '../../accounts/useMarketplaceAccounts';
import type { AmazonAuthorizeBody } from '../amazonAccountCalls';
import type { AmazonDataProvider } from '../amazonDataProvider';
import { failureReason } from '../../../schema-ui/serverReason';

export const amazonSettingsPath = '/configuracion/amazon';

/**
 * Seller Central sends the seller back with ?spapi_oauth_code=…&state=…&selling_partner_id=… (or
 * ?error=…): the code is exchanged once through our server, then the query string is dropped so a
 * reload does not replay a used code.
 */
export const useAmazonAuthorizationReturn = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AmazonDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const reloadAccounts = useReloadMarketplaceAccounts();
  const handled = useRef<string | null>(null);
  const authorization = useMutation({
    mutationFn: (body: AmazonAuthorizeBody) => dataProvider.authorizeAmazonAccount(body),
    onSuccess: (account) => {
      notify('app.amazon.accounts.connected', { type: 'success', messageArgs: { name: account.name } });
      void reloadAccounts();
    },
    onError: (error) => notify('app.amazon.accounts.authorize_error', { type: 'error', messageArgs: { reason: failureReason(error, translate) } }),
  });
  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = params.get('spapi_oauth_code');
    const error = params.get('error');
    if ((!code && !error) || handled.current === search) return;
    handled.current = search;
    if (code) authorization.mutate({ spapi_oauth_code: code, state: params.get('state') ?? '', selling_partner_id: params.get('selling_partner_id') ?? '' });
    else notify('app.amazon.accounts.denied', { type: 'warning', messageArgs: { reason: error } });
    navigate(amazonSettingsPath, { replace: true });
  }, [search, authorization, navigate, notify]);
  return { isAuthorizing: authorization.isPending };
};
