import { salesChannels } from '../../inventory/salesChannels';
import { scheduleRounds } from '../../queue/roundTimer';
import type { ServerFeature } from '../../serverFeature';
import { amazonTables } from './accountTables';
import { amazonAfterSaleTables } from './afterSaleTables';
import { syncAfterSaleOfEveryAmazonAccount } from './afterSaleSync';
import { amazonChannel } from './amazonChannel';
import { registerAccountRoutes } from './accountRoutes';
import { type AmazonConnector, createAmazonConnector } from './amazonConnector';
import { listingLinksTable } from './listingLinkTable';
import { registerReturnRestockRoute } from './returnRestockRoute';
import { syncEveryAmazonAccount } from './orderSync';
import { besideSandbox } from './sandboxUrls';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Amazon connector: the accounts and, per account, the SDK clients within its budget. */
    amazon: AmazonConnector;
  }
}

/** Amazon (Selling Partner API, Amazon.com.mx): accounts connected through Seller Central's consent, their orders as ERP orders, their listings of our products fed by the inventory. */
export const amazonServerFeature: ServerFeature = {
  name: 'amazon',
  tables: [...amazonTables, listingLinksTable, ...amazonAfterSaleTables],
  beforeBuild: besideSandbox,
  async register(app, context) {
    const connector = await createAmazonConnector(context.config, context.database);
    app.decorate('amazon', connector);
    registerAccountRoutes(app, context, connector);
    registerReturnRestockRoute(app, context);
    salesChannels(context).register(amazonChannel(context, connector));
    // Each connected account's orders, at start and every AMAZON_ORDERS_POLL_SECONDS, one round at a time.
    const pollOrders = () => {
      const stop = scheduleRounds(() => syncEveryAmazonAccount(context, connector, app.log), context.config.amazon.ordersPollSeconds * 1000);
      // Payments and returns on the same period in their own rounds, so a report in processing never delays the orders;
      // stopping ends a wait for a report at once.
      const stopping = new AbortController();
      const stopAfterSale = scheduleRounds(
        () => syncAfterSaleOfEveryAmazonAccount(context, connector, app.log, stopping.signal),
        context.config.amazon.ordersPollSeconds * 1000,
      );
      const stopBoth = async () => {
        stopping.abort();
        await Promise.all([stop(), stopAfterSale()]);
      };
      return Promise.resolve({ stop: stopBoth });
    };
    return { startLoops: pollOrders };
  },
};
