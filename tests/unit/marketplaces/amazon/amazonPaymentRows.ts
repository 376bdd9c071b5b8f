/** Rows of the Amazon payments list as the API gives them, one of each kind. */

/** An order Amazon paid: its price, Amazon's fees and what the seller received. */
export const paidOrder = {
  id: 1,
  channel: 'amazon',
  amazon_order_id: '702-0000001-0000001',
  account_id: 1,
  order_id: 41,
  status: 'paid',
  item_price: 1300,
  fees: 195,
  refunded: 0,
  net: 1105,
  currency_id: 'MXN',
  posted_date: '2026-11-20T10:00:00.000Z',
  last_event_date: '2026-11-20T10:00:00.000Z',
};

/** What Amazon charged the account outside any order: no order, no status, its type and Amazon's description. */
export const storageFee = {
  ...paidOrder,
  id: 3,
  amazon_order_id: null,
  order_id: null,
  status: null,
  item_price: null,
  refunded: null,
  fee_type: 'storage',
  description: 'FBA storage fee',
  fees: 120.5,
  net: -120.5,
  event_key: 'a'.repeat(64),
};

/** Money Amazon paid the account: stored with its net positive and its `fees` the opposite, Amazon's code as its description. */
export const reimbursement = {
  ...storageFee,
  id: 4,
  fee_type: 'inventory_reimbursement',
  description: 'FBAInventoryReimbursement',
  fees: -249.5,
  net: 249.5,
  event_key: 'b'.repeat(64),
};
