import type { AppContext } from '../../context';
import type { AccountRow } from './accountRepository';

/** The ERP order an Amazon order of this account became, when the order sync has recorded it. */
export async function erpOrderOf(context: AppContext, account: AccountRow, amazonOrderId: string): Promise<number | null> {
  const row = await context.database.db
    .selectFrom('orders')
    .select('rowid')
    .where('channel', '=', 'amazon')
    .where('marketplace_order_id', '=', amazonOrderId)
    .where('channel_account_id', '=', Number(account.id))
    .executeTakeFirst();
  return row ? Number(row.rowid) : null;
}

/**
 * Links the account's payment rows stored before the order sync recorded their order (the two
 * syncs run apart, and a payment row is read again only when a new event comes) to the ERP order,
 * in one statement.
 */
export async function linkRecordedOrders(context: AppContext, account: AccountRow): Promise<void> {
  await context.database.db
    .updateTable('amazon_payments')
    .set((eb) => ({
      order_id: eb
        .selectFrom('orders')
        .select('orders.rowid')
        .where('orders.channel', '=', 'amazon')
        .whereRef('orders.marketplace_order_id', '=', 'amazon_payments.amazon_order_id')
        .whereRef('orders.channel_account_id', '=', 'amazon_payments.account_id')
        .limit(1),
    }))
    .where('order_id', 'is', null)
    .where('account_id', '=', Number(account.id))
    .execute();
}
