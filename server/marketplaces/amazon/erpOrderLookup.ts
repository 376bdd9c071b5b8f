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
