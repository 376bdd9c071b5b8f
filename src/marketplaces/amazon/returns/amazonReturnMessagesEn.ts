import type { Messages } from '../../../i18n/messageShape';
import type { amazonReturnMessagesEs } from './amazonReturnMessagesEs';

/** English labels of Amazon's returns screens; typed by the Spanish ones so a missing key does not compile. */
export const amazonReturnMessagesEn: Messages<typeof amazonReturnMessagesEs> = {
  name: 'Return |||| Returns',
  fields: {
    id: 'ID',
    channel: 'Marketplace',
    account_id: 'Account',
    rma_id: 'Authorization (RMA)',
    amazon_order_id: 'Amazon sale',
    order_id: 'Order',
    sku: 'SKU',
    item_name: 'Product',
    quantity: 'Quantity',
    reason: 'Reason',
    status: 'Status',
    refunded_amount: 'Refunded',
    return_date: 'Date',
    order_date: 'Sale date',
    restock_decision: 'Stock',
    to_decide: 'To decide',
  },
  values: {
    status: {
      Pending: 'Awaiting authorization',
      Approved: 'Authorized, on its way',
      Closed: 'Received and closed',
    },
    restock_decision: { restocked: 'Back in stock', not_restocked: 'Not back in stock' },
    reason: {
      'CR-UNWANTED_ITEM': 'No longer wanted',
      'CR-DEFECTIVE': 'Defective or does not work',
      'CR-DAMAGED_BY_CARRIER': 'Damaged in transit',
      'CR-ORDERED_WRONG_ITEM': 'Ordered the wrong item',
      'CR-NOT_AS_DESCRIBED': 'Not as described',
      'CR-MISSING_PARTS': 'Missing parts',
      'CR-QUALITY_UNACCEPTABLE': 'Unacceptable quality',
      'CR-FOUND_BETTER_PRICE': 'Found a better price',
      'CR-MISSED_ESTIMATED_DELIVERY': 'Arrived late',
      'CR-SWITCHEROO': 'Received a different item',
    },
  },
  // Why a return's units have no decision yet, where the decision would show.
  restock_pending: {
    when_closed: 'Decided once closed',
    no_order: 'No ERP order',
    to_decide: 'To decide',
  },
  restock: {
    restock: 'Back to stock',
    no_restock: 'Do not restock',
    decided: 'Decision saved',
    failed: 'Could not: %{reason}',
  },
};
