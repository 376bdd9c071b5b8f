import { sql } from 'kysely';
import { amazonProductPage, listingStateOfAmazonStatus } from '../../../resources/amazon/listings';
import { channelListingsPart } from '../../inventory/listings/channelListingsView';
import { salesChannels } from '../../inventory/salesChannels';
import { scheduleRounds } from '../../queue/roundTimer';
import type { ServerFeature } from '../../serverFeature';
import { amazonTables } from './accountTables';
import { amazonAfterSaleTables } from './afterSaleTables';
import { pollAfterSale } from './afterSaleSync';
import { amazonChannel } from './amazonChannel';
import { registerOauthReturn } from '../shared/oauthReturn';
import { registerAccountRoutes } from './accountRoutes';
import { registerBuyerRequestRoutes } from './buyerRequestRoutes';
import { type AmazonConnector, createAmazonConnector } from './amazonConnector';
import { listingLinks } from './listingLinks';
import { registerListingRoutes } from './listingRoutes';
import { registerListingTasks } from './listingTasks';
import { registerReturnRestockRoute } from './returnRestockRoute';
import { registerShipmentConfirmationRoute } from './shipmentConfirmationRoute';
import { syncEveryAmazonAccount } from './orderSync';
import { besideSandbox } from './sandboxUrls';
import { inBackground } from './throttleWait';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Amazon connector: the accounts and, per account, the SDK clients within its budget. */
    amazon: AmazonConnector;
  }
}

/** Amazon (Selling Partner API, Amazon.com.mx): accounts connected through Seller Central's consent, their orders as ERP orders, their listings of our products fed by the inventory. */
export const amazonServerFeature: ServerFeature = {
  name: 'amazon',
  tables: [...amazonTables, ...amazonAfterSaleTables],
  viewParts: [
    channelListingsPart({
      channel: 'amazon',
      table: 'amazon_listings',
      states: listingStateOfAmazonStatus,
      columns: {
        account_id: 'account_id',
        listing_id: 'sku',
        product_id: 'product_id',
        title: sql`coalesce(${sql.ref('title')}, ${sql.ref('sku')})`,
        status: 'status',
        price: 'price',
        available_quantity: 'quantity',
        sync_state: 'sync_state',
        link: sql`case when ${sql.ref('asin')} is not null then ${sql.lit(amazonProductPage)} || ${sql.ref('asin')} end`,
        updated_at: 'updated_at',
      },
    }),
  ],
  beforeBuild: besideSandbox,
  async register(app, context) {
    const connector = await createAmazonConnector(context.config, context.database);
    // Once the tables are migrated: listings of older databases get the status their column lacked.
    await listingLinks.fillMissingStatuses(context.database.db);
    await listingLinks.compareNeverSynced(context.database.db);
    app.decorate('amazon', connector);
    registerAccountRoutes(app, context, connector);
    registerOauthReturn(app, context.database, context.config.amazon.redirectUri, 'amazon_oauth_states');
    registerListingRoutes(app, context, connector);
    registerListingTasks(context, connector);
    registerReturnRestockRoute(app, context);
    registerBuyerRequestRoutes(app, context, connector);
    registerShipmentConfirmationRoute(app, context, connector);
    salesChannels(context).register(amazonChannel(context, connector));
    // Each connected account's orders, at start and every AMAZON_ORDERS_POLL_SECONDS, one round at a time;
    // a throttled getOrders waits its minute (no screen waits on the round).
    const pollOrders = () => {
      const round = () => inBackground(() => syncEveryAmazonAccount(context, connector, app.log));
      const orders = scheduleRounds(round, context.config.amazon.ordersPollSeconds * 1000);
      const afterSale = pollAfterSale(context, connector, app.log);
      // A newly connected account's orders still to ship, payments and returns are read at once, not at the next round.
      const stopListening = connector.onConnected(() => {
        orders.again();
        afterSale.again();
      });
      const stop = async () => {
        stopListening();
        await Promise.all([orders.stop(), afterSale.stop()]);
      };
      return Promise.resolve({ stop });
    };
    return { startLoops: pollOrders };
  },
};
