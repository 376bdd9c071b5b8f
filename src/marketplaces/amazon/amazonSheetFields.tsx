import { accountNameFields } from '../accounts/MarketplaceAccountField';
import { GlobalMarketplaceField } from './GlobalMarketplaceField';
import { AmazonSaleLinkField } from './sales/AmazonSaleLinkField';

/** An Amazon record sheet's `fields`: its account and its marketplace by their names, its sale a link to it. */
export const amazonSheetFields = {
  ...accountNameFields('amazon'),
  channel: <GlobalMarketplaceField key="channel" source="channel" />,
  amazon_order_id: <AmazonSaleLinkField key="amazon_order_id" source="amazon_order_id" />,
};
