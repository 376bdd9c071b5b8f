import type { Messages } from '../../../i18n/messageShape';
import type { paymentMessagesEs, paymentScreenMessagesEs } from './paymentMessagesEs';

/** English labels of the MercadoLibre payments screens; typed by the Spanish ones so a missing key does not compile. */
export const paymentMessagesEn: Messages<typeof paymentMessagesEs> = {
  name: 'Payment |||| Payments',
  fields: {
    id: 'ID',
    payment_id: 'Payment',
    account_id: 'Account',
    marketplace_order_id: 'Mercado Libre sale',
    order_id: 'Order',
    status: 'Status',
    status_detail: 'Detail',
    transaction_amount: 'Amount',
    marketplace_fee: 'Fee',
    shipping_cost: 'Shipping',
    taxes_amount: 'Taxes',
    net_amount: 'Net',
    profit: 'Profit',
    currency_id: 'Currency',
    date_approved: 'Approved',
    last_updated: 'Updated',
  },
  values: {
    status: {
      pending: 'Pending',
      approved: 'Approved',
      authorized: 'Authorized',
      in_process: 'Under review',
      in_mediation: 'In mediation',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
      refunded: 'Refunded',
      charged_back: 'Charged back',
    },
    status_detail: {
      accredited: 'Credited',
      pending_waiting_payment: 'Waiting for payment',
      pending_contingency: 'Processing',
      pending_review_manual: 'Manual review',
      cc_rejected_insufficient_amount: 'Insufficient funds',
      cc_rejected_other_reason: 'Declined by the bank',
      by_collector: 'Cancelled by the seller',
      by_payer: 'Cancelled by the buyer',
      refunded: 'Money returned',
      partially_refunded: 'Partly refunded',
      expired: 'Expired',
    },
  },
};

/** English words of the payments screens beyond their fields. */
export const paymentScreenMessagesEn: Messages<typeof paymentScreenMessagesEs> = {
  title: 'Payment %{id}',
  sheet: {
    settlement: 'Settlement',
    product_cost: 'Cost of the products',
    profit_unknown: "The profit is not known: the order or a product's cost is missing",
    sale: 'Sale and account',
    status: 'Status and dates',
  },
};
