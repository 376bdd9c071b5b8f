import type { ServerFeature } from '../../serverFeature';
import { amazonTables } from './accountTables';
import { registerAccountRoutes } from './accountRoutes';
import { type AmazonConnector, createAmazonConnector } from './amazonConnector';
import { besideSandbox } from './sandboxUrls';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Amazon connector: the accounts and, per account, the SDK clients within its budget. */
    amazon: AmazonConnector;
  }
}

/** Amazon (Selling Partner API, Amazon.com.mx): accounts connected through Seller Central's consent. */
export const amazonServerFeature: ServerFeature = {
  name: 'amazon',
  tables: amazonTables,
  beforeBuild: besideSandbox,
  async register(app, context) {
    const connector = await createAmazonConnector(context.config, context.database);
    app.decorate('amazon', connector);
    registerAccountRoutes(app, context, connector);
  },
};
