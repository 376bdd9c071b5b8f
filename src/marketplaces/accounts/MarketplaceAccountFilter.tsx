import { SelectInput, useListContext, type SelectInputProps } from 'react-admin';
import type { CredentialMarketplace } from '../credentialCalls';
import { useMarketplaceAccountNames } from './useMarketplaceAccounts';

type MarketplaceAccountFilterProps = Omit<SelectInputProps, 'choices'> & { source: string; marketplace: CredentialMarketplace };

/**
 * A list's filter by one marketplace's account, each account named as the seller knows it (never
 * its number). The list reads `source` from the element, so it is always given. It is drawn only
 * when there is an account to choose, once the accounts are known: the list's filter form was
 * filled before, so the input starts from the list's filter (a notification's link to one account's
 * records shows that account chosen).
 */
export const MarketplaceAccountFilter = ({ source, marketplace, ...rest }: MarketplaceAccountFilterProps) => {
  const { several, choices } = useMarketplaceAccountNames(marketplace);
  const { filterValues } = useListContext();
  if (!several) return null;
  return (
    <SelectInput
      {...rest}
      source={source}
      label={`app.${marketplace}.filters.account`}
      choices={choices}
      defaultValue={(filterValues as Record<string, unknown> | undefined)?.[source]}
    />
  );
};
