import type { Messages } from '../../../i18n/messageShape';
import type { amazonPaymentMessagesEs, amazonPaymentScreenMessagesEs } from './amazonPaymentMessagesEs';

/** English labels of Amazon's payments screens; typed by the Spanish ones so a missing key does not compile. */
export const amazonPaymentMessagesEn: Messages<typeof amazonPaymentMessagesEs> = {
  name: 'Payment |||| Payments',
  fields: {
    id: 'ID',
    channel: 'Marketplace',
    amazon_order_id: 'Amazon sale',
    account_id: 'Account',
    order_id: 'Order',
    status: 'Status',
    item_price: 'Amount',
    fees: 'Amazon fees',
    refunded: 'Refunded',
    net: 'Net',
    currency_id: 'Currency',
    fee_type: 'Account charge or credit',
    description: "Amazon's description",
    event_key: 'Movement key',
    posted_date: 'Date',
    last_event_date: 'Last movement',
    event_count: 'Order movements',
  },
  values: {
    status: {
      charged: 'Charged, not yet paid',
      paid: 'Paid',
      partially_refunded: 'Partly refunded',
      refunded: 'Refunded',
    },
    fee_type: {
      subscription: 'Seller subscription',
      storage: 'Fulfilment by Amazon storage',
      long_term_storage: 'Fulfilment by Amazon long-term storage',
      inbound_shipping: 'Inventory shipped to Amazon',
      removal: 'Inventory removal or disposal',
      other_fee: 'Other Amazon fee',
      inventory_reimbursement: 'Reimbursement for lost or damaged inventory',
      postage: 'Shipping labels',
      reserve: 'Balance held by Amazon',
      other_adjustment: 'Other Amazon adjustment',
    },
    description: {
      Subscription: 'Seller subscription',
      SubscriptionFee: 'Seller subscription',
      FBAStorageFee: 'Fulfilment by Amazon storage fee',
      FBALongTermStorageFee: 'Fulfilment by Amazon long-term storage fee',
      FBAInboundTransportationFee: 'Inventory transport to Amazon',
      FBAInboundTransportationProgramFee: 'Amazon inbound transport programme',
      FBAInboundConvenienceFee: 'Inventory placement fee',
      FBARemovalFee: 'Fulfilment by Amazon inventory removal',
      FBADisposalFee: 'Fulfilment by Amazon inventory disposal',
      FBAInventoryReimbursement: 'Amazon reimbursement for Fulfilment by Amazon inventory',
      LostOrDamagedReimbursement: 'Reimbursement for lost or damaged inventory',
      PostageBilling: 'Shipping labels bought',
      PostageRefund: 'Shipping labels refunded',
      ReserveEvent: 'Balance held by Amazon',
    },
  },
};

/** English words of Amazon's payment sheet beyond its fields. */
export const amazonPaymentScreenMessagesEn: Messages<typeof amazonPaymentScreenMessagesEs> = {
  title: 'Payment %{id}',
  sheet: {
    settlement: 'Settlement',
    charge: 'Account charge',
    credit: 'Account credit',
    sale: 'Sale and account',
    status: 'Status and dates',
    account: 'Account and date',
  },
};
