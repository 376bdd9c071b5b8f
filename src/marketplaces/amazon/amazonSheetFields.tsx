import { accountNameFields } from '../accounts/MarketplaceAccountField';
import { GlobalMarketplaceField } from './GlobalMarketplaceField';

/** An Amazon record sheet's `fields`: its account and its marketplace by their names. */
export const amazonSheetFields = {
  ...accountNameFields('amazon'),
  channel: <GlobalMarketplaceField key="channel" source="channel" />,
};
