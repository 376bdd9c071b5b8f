/** A returned line as the API gives it: a defective product Amazon closed, refunded, of a sale imported as ERP order 42. */
export const defectiveReturn = {
  id: 7,
  channel: 'amazon',
  account_id: 1,
  rma_id: 'D00000007',
  amazon_order_id: '702-0000002-0000002',
  order_id: 42 as number | null,
  sku: 'LIC-600',
  item_name: 'Licuadora de vaso',
  quantity: 2,
  reason: 'CR-DEFECTIVE',
  status: 'Closed',
  refunded_amount: 1300,
  return_date: '2026-11-21T09:00:00.000Z',
  order_date: '2026-11-18T09:00:00.000Z',
};
