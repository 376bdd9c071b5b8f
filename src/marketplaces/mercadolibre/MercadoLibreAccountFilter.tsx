import { SelectInput, type SelectInputProps } from 'react-admin';
import { useMarketplaceAccounts } from '../accounts/useMarketplaceAccounts';

/**
 * A list's filter by MercadoLibre account, each account named by its nickname. The list reads
 * `source` from the element, so it is always given. With one account connected there is nothing to
 * choose, so the filter is not drawn: it only took room from the list's buttons.
 */
export const MercadoLibreAccountFilter = ({ source, ...rest }: Omit<SelectInputProps, 'choices'> & { source: string }) => {
  const { accounts } = useMarketplaceAccounts();
  if (accounts.mercadolibre.length < 2) return null;
  const choices = accounts.mercadolibre.map((account) => ({ id: account.id, name: account.nickname ?? `#${account.id}` }));
  return <SelectInput {...rest} source={source} label="app.mercadolibre.filters.account" choices={choices} />;
};
