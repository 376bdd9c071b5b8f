import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { CredentialMarketplace } from '../credentialCalls';
import { useMarketplaceAccountNames } from './useMarketplaceAccounts';

/** A record's account (`source` holds its id) by its name; `#id` while the accounts load or when the account is gone. */
export const MarketplaceAccountField = ({ source, marketplace }: { readonly source: string; readonly marketplace: CredentialMarketplace }) => {
  const record = useRecordContext();
  const { nameOf } = useMarketplaceAccountNames(marketplace);
  const id = record?.[source];
  if (id === undefined || id === null) return null;
  return (
    <Typography component="span" variant="body2">
      {nameOf(id)}
    </Typography>
  );
};

/** A marketplace record sheet's `fields`: its `account_id` by the account's name. */
export const accountNameFields = (marketplace: CredentialMarketplace) => ({
  account_id: <MarketplaceAccountField key="account_id" source="account_id" marketplace={marketplace} />,
});
