import { channelBuyerKey } from '../../../resources/catalogue/clients';
import type { Executor } from '../../crud/hooks';
import type { ChannelSale } from './channelSale';

/**
 * The customer of a marketplace buyer, created on the buyer's first sale. The buyer's channel id is a
 * unique key, so two sales of one new buyer arriving together make one customer. It carries its
 * version (`tms`) from the start, as a customer created through the API does.
 */
export async function upsertSaleCustomer(trx: Executor, channel: string, buyer: ChannelSale['buyer']): Promise<number> {
  const key = channelBuyerKey(channel, buyer.id);
  const now = new Date().toISOString();
  await trx
    .insertInto('clients')
    .values({ name: buyer.name.slice(0, 255), email: buyer.email, channel_buyer_key: key, datec: now, tms: now })
    .onConflict((conflict) => conflict.column('channel_buyer_key').doNothing())
    .execute();
  const customer = await trx.selectFrom('clients').select('rowid').where('channel_buyer_key', '=', key).executeTakeFirstOrThrow();
  return Number(customer.rowid);
}
