import { SelectInput, type SelectInputProps } from 'react-admin';
import { useMarketplaceAccounts } from '../accounts/useMarketplaceAccounts';

/** A list's filter by MercadoLibre account, each account named by its nickname. The list reads `source` from the element, so it is always given. */
export const MercadoLibreAccountFilter = ({ source, ...rest }: Omit<SelectInputProps, 'choices'> & { source: string }) => {
  const { accounts } = useMarketplaceAccounts();
  const choices = accounts.mercadolibre.map((account) => ({ id: account.id, name: account.nickname ?? `#${account.id}` }));
  return <SelectInput {...rest} source={source} label="app.mercadolibre.filters.account" choices={choices} />;
};
