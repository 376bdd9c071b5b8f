import { listingStateOfPublication } from '../../../resources/mercadolibre/publicationStatuses';
import { channelListingsPart } from '../../inventory/listings/channelListingsView';
import { salesChannels } from '../../inventory/salesChannels';
import type { ServerFeature } from '../../serverFeature';
import { mercadoLibreTables } from './accountTables';
import { registerAccountRoutes } from './accountRoutes';
import { registerAccountSalesSettingsRoutes } from './accountSalesSettingsRoutes';
import { registerClaimRoutes } from './claimRoutes';
import { registerOauthReturn } from '../shared/oauthReturn';
import { startMercadoLibreInbox } from './inbox/mercadoLibreInbox';
import { registerLegacyRoutes } from './legacyRoutes';
import { createMercadoLibreConnector } from './mercadoLibreConnector';
import { mercadoLibreChannel } from './mercadoLibreChannel';
import { createMercadoLibreFeature, type MercadoLibreFeature } from './mercadoLibreFeature';
import { registerOrderSyncTask } from './orderSyncTask';
import { registerPublicationBulkRoutes } from './publicationBulkRoutes';
import { registerPublicationLinkRoutes } from './publicationLinkRoutes';
import { registerPublicationRoutes } from './publicationRoutes';
import { registerPublicationTasks } from './publicationTasks';
import { registerQuestionRoutes } from './questionRoutes';
import { registerSaleRoutes } from './saleRoutes';
import { registerServiceRoutes } from './serviceRoutes';
import { startSandboxBeside } from './sandboxStartup';
import { registerWebhookRoutes } from './webhookRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's MercadoLibre connector and what its routes, tasks and inbox share. */
    mercadolibre: MercadoLibreFeature;
  }
}

/** MercadoLibre: accounts, publications and their tasks, services, legacy lists, webhooks and their inbox, the sandbox beside a demo. */
export const mercadoLibreServerFeature: ServerFeature = {
  name: 'mercadolibre',
  tables: mercadoLibreTables,
  viewParts: [
    channelListingsPart({
      channel: 'mercadolibre',
      table: 'mercadolibre_publications',
      states: listingStateOfPublication,
      columns: {
        account_id: 'account_id',
        listing_id: 'ml_id',
        product_id: 'product_id',
        title: 'title',
        status: 'status',
        price: 'price',
        available_quantity: 'available_quantity',
        sync_state: 'sync_state',
        link: 'link',
        updated_at: 'updated_at',
      },
    }),
  ],
  beforeBuild: (config) => startSandboxBeside(config),
  async register(app, context) {
    const feature = createMercadoLibreFeature(context, await createMercadoLibreConnector(context.config, context.database));
    app.decorate('mercadolibre', feature);
    salesChannels(context).register(mercadoLibreChannel(feature));
    registerAccountRoutes(app, feature);
    registerAccountSalesSettingsRoutes(app, feature);
    registerOauthReturn(app, context.database, context.config.mercadolibre.redirectUri, 'mercadolibre_oauth_states');
    registerPublicationRoutes(app, feature);
    registerPublicationBulkRoutes(app, feature);
    registerPublicationLinkRoutes(app, feature);
    registerQuestionRoutes(app, feature);
    registerClaimRoutes(app, feature);
    await registerSaleRoutes(app, feature);
    registerServiceRoutes(app, feature);
    registerLegacyRoutes(app, feature);
    registerWebhookRoutes(app, feature);
    registerPublicationTasks(feature);
    registerOrderSyncTask(feature);
    return { startLoops: () => startMercadoLibreInbox(feature, app.log) };
  },
};

export { startSandboxProcess } from './sandboxProcess';
export { configureSandboxApp, connectDemoSeller } from './sandboxWiring';
export { seedDemoPublications } from './demoPublications';
export { startMercadoLibreInbox } from './inbox/mercadoLibreInbox';
