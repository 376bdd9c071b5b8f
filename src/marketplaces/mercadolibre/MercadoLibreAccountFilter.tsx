import { SelectInput, type SelectInputProps } from 'react-admin';
import { useMercadoLibreAccountNames } from '../accounts/useMarketplaceAccounts';

/**
 * A list's filter by MercadoLibre account, each account named by its nickname. The list reads
 * `source` from the element, so it is always given. It is drawn only when there is an account to
 * choose.
 */
export const MercadoLibreAccountFilter = ({ source, ...rest }: Omit<SelectInputProps, 'choices'> & { source: string }) => {
  const { several, choices } = useMercadoLibreAccountNames();
  if (!several) return null;
  return <SelectInput {...rest} source={source} label="app.mercadolibre.filters.account" choices={choices} />;
};
