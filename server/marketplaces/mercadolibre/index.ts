import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAccountRoutes } from './accountRoutes';
import { registerOrderSyncTask } from './orderSyncTask';
import { registerLegacyRoutes } from './legacyRoutes';
import { createMercadoLibreFeature, type MercadoLibreFeature } from './mercadoLibreFeature';
import { registerPublicationBulkRoutes } from './publicationBulkRoutes';
import { registerPublicationRoutes } from './publicationRoutes';
import { registerPublicationTasks } from './publicationTasks';
import { registerServiceRoutes } from './serviceRoutes';
import { registerWebhookRoutes } from './webhookRoutes';

export { createMercadoLibreConnector, MercadoLibreConnector } from './mercadoLibreConnector';

/** The MercadoLibre feature: accounts, publications and their tasks, services, legacy lists, webhooks. */
export function registerMercadoLibre(app: FastifyInstance, context: AppContext): MercadoLibreFeature {
  const feature = createMercadoLibreFeature(context);
  registerAccountRoutes(app, feature);
  registerPublicationRoutes(app, feature);
  registerPublicationBulkRoutes(app, feature);
  registerServiceRoutes(app, feature);
  registerLegacyRoutes(app, feature);
  registerWebhookRoutes(app, feature);
  return feature;
}
export { startSandboxProcess } from './sandboxProcess';
export { configureSandboxApp, connectDemoSeller } from './sandboxWiring';
export { seedDemoPublications } from './demoPublications';
export { createMercadoLibreFeature } from './mercadoLibreFeature';

export { startMercadoLibreInbox } from './inbox/mercadoLibreInbox';

/** Before a worker starts: the MercadoLibre task handlers, so tasks left by a previous process resume. */
export function registerMercadoLibreTasks(context: AppContext): void {
  const feature = createMercadoLibreFeature(context);
  registerPublicationTasks(feature);
  registerOrderSyncTask(feature);
}
