import { amazonListingLabelsEn, amazonListingMessagesEn } from '../publications/i18n/amazonListingMessagesEn';
import { amazonPaymentMessagesEn } from '../payments/amazonPaymentMessagesEn';
import { amazonReturnMessagesEn } from '../returns/amazonReturnMessagesEn';

/** English strings of the Amazon screens. */
export const amazonMessagesEn = {
  resources: {
    'amazon/publicaciones': amazonListingLabelsEn,
    'amazon/pagos': amazonPaymentMessagesEn,
    'amazon/devoluciones': amazonReturnMessagesEn,
    'amazon/ventas': {
      name: 'Sale |||| Sales',
      fields: {
        marketplace_order_id: 'ID',
        total_paid: 'Total',
        marketplace_status: 'Marketplace status',
        shipment_status: 'Delivery',
        datec: 'Date',
        channel: 'Marketplace',
      },
    },
  },
  app: {
    menu: { amazon: 'Amazon', amazon_publications: 'Listings', amazon_sales: 'Sales', amazon_payments: 'Payments', amazon_returns: 'Returns' },
    amazon: {
      listings: amazonListingMessagesEn,
      accounts: {
        title: 'Amazon accounts',
        connect: 'Connect account',
        connect_error: 'Could not start connecting to Amazon: %{reason}',
        connected: 'Account %{name} connected',
        authorize_error: 'Amazon did not authorize the account: %{reason}',
        denied: 'The authorization was refused in Seller Central (%{reason})',
        none: 'No Amazon accounts connected',
        active: 'Active',
        seller: 'Seller %{id}',
        statuses: { connected: 'Connected', reauthorize: 'Needs reauthorizing' },
        token_until: 'Access token valid until %{date}',
        token_none: 'No access token in use; one is requested when needed',
        last_refresh: 'Last token refresh: %{date}',
        never_refreshed: 'The token has not been refreshed yet',
        reauthorize: 'Amazon refused to refresh the token (%{reason}). Connect the account again.',
        set_active: 'Use as active',
        delete: 'Disconnect',
        delete_title: 'Disconnect the account',
        delete_content: 'Disconnect the account %{name}? Its sales will stop syncing.',
        done: { set_active: 'Active account changed', delete: 'Account disconnected' },
        failed: { set_active: 'Could not change the active account', delete: 'Could not disconnect the account' },
      },
      sales: {
        order_statuses: {
          Pending: 'Order pending',
          Unshipped: 'Unshipped',
          PartiallyShipped: 'Partly shipped',
          Shipped: 'Shipped',
          Canceled: 'Cancelled',
        },
      },
    },
  },
};
