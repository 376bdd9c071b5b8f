import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { resources, type ResourceDeclaration } from '../resources';
import { installAuthGuard } from './auth/guard';
import { registerAuthRoutes } from './auth/routes';
import { loadSecret } from './auth/secrets';
import { SessionStore } from './auth/sessions';
import type { Config } from './config';
import type { AppContext } from './context';
import { hooksFactoriesByResource, hooksOf } from './crud/composeHooks';
import { ResourceRepository } from './crud/repository';
import { registerResourceRoutes } from './crud/routes';
import { ResourceService } from './crud/service';
import { type DatabaseHandle, openDatabase } from './db/connection';
import { migrate } from './db/migrate';
import { installErrorHandlers } from './http/errors';
import { frameworkErrors } from './http/frameworkErrors';
import { registerOpenApi } from './http/openapi';
import { installSecurityHeaders } from './http/securityHeaders';
import { closeIdleConnectionsWhileClosing } from './http/idleConnectionsOnClose';
import { registerSpa } from './http/spa';
import { installValidation } from './http/validation';
import { features as allFeatures } from './features';
import { featureSchema, type RegisteredFeature, type RunningLoop, type ServerFeature } from './serverFeature';
import { NotificationRepository } from './notifications/notificationRepository';
import { createNotifier } from './notifications/notify';
import { openRealtimeHub } from './realtime/openRealtimeHub';
import { registerRealtimeRoutes, registerWebsocketSupport } from './realtime/realtimeRoutes';
import { createTaskEngine } from './tasks/taskEngine';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const version = (JSON.parse(readFileSync(`${rootDir}package.json`, 'utf8')) as { version: string }).version;

/** Never let a token that travels in a query string (the websocket's) reach the logs. */
const safeUrl = (url: string) => url.replace(/([?&]token=)[^&]*/g, '$1[redacted]');

export interface BuiltApp {
  app: FastifyInstance;
  context: AppContext;
  /** Starts every feature's background loops, once the task worker runs; closing the app stops them. */
  startLoops(): Promise<void>;
  /** Makes sure what every start needs exists (the first administrator); answers the features' start-up banner lines. */
  seedStart(): Promise<string[]>;
  /** Seeds every feature's demo data where the start allows it; answers whether any feature seeded. */
  seedDemo(): Promise<boolean>;
}

export interface BuildOptions {
  database?: DatabaseHandle;
  distDir?: string;
  /** Sees every route as it is registered, so a test can walk them all. */
  onRoute?: (route: RouteOptions) => void;
  /** The features to build, all by default; a test of the task engine leaves out those whose handlers it stands in for. */
  features?: readonly ServerFeature[];
  /** Declarations served besides the project's, e.g. a throwaway resource a test declares. */
  extraResources?: readonly ResourceDeclaration[];
}

/** Builds the whole server (migrated database included) without listening, so tests can use it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const database = options.database ?? openDatabase(config);
  const features = options.features ?? allFeatures;
  const declarations = [...resources, ...(options.extraResources ?? [])];
  await migrate(database, featureSchema(features), declarations);
  const tokenSecret = await loadSecret(database.db, 'access-token');
  const rotationKey = await loadSecret(database.db, 'refresh-rotation');

  const app = Fastify({
    trustProxy: config.trustProxy,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (request) => ({ method: request.method, url: safeUrl(request.url), remoteAddress: request.ip }),
      },
    },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1_048_576,
    frameworkErrors,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const hub = await openRealtimeHub(config, database, app.log);
  const context: AppContext = {
    config,
    database,
    sessions: new SessionStore(database.db, {
      ttlSeconds: config.refreshTokenSeconds,
      graceSeconds: config.refreshGraceSeconds,
      rotationKey,
      cacheSeconds: config.sessionCacheSeconds,
    }),
    tokenSecret,
    version,
    startedAt: Date.now(),
    hub,
    notify: createNotifier(new NotificationRepository(database.db, database.dialect), hub),
    tasks: createTaskEngine(database, hub, app.log),
  };
  // A revocation closes the sessions' sockets and reaches the other processes' session caches before it returns.
  context.sessions.onRevoked((revoked) => hub.revoke(revoked));
  hub.bus.subscribe((event) => {
    if (event.kind === 'revoke') context.sessions.forget(event.revoked);
  });
  // onClose hooks run last-added first: the hub (which publishes through the pool) stops before the database closes.
  app.addHook('onClose', () => database.close());
  app.addHook('onClose', () => hub.close());
  // Added last so it runs first: in-flight task items finish (or are given back) while the database is open.
  app.addHook('onClose', () => context.tasks.stopWorker());
  // Added after the worker's, so it runs before it: what the loops claimed finishes while the database is open.
  const loops: RunningLoop[] = [];
  app.addHook('onClose', async () => {
    for (const loop of loops.splice(0).reverse()) await loop.stop();
  });

  closeIdleConnectionsWhileClosing(app);
  installValidation(app);
  installErrorHandlers(app);
  await installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // Served over plain HTTP on a LAN address too (HOST=0.0.0.0), where an upgrade would break every request.
        upgradeInsecureRequests: null,
      },
    },
  });
  await registerOpenApi(app, version);
  await registerWebsocketSupport(app);
  installAuthGuard(app, context);

  await registerAuthRoutes(app, context);
  registerRealtimeRoutes(app, context);
  // What the features change in how generic resources store their records, by resource name.
  // Several features may hook one resource: every feature's hooks run, in feature order.
  const resourceHooks = hooksFactoriesByResource(features);
  for (const resource of declarations) {
    const hooks = hooksOf(resourceHooks.get(resource.name), context);
    registerResourceRoutes(app, resource, new ResourceService(new ResourceRepository(database.db, resource), database.dialect, hooks));
  }
  const registered: RegisteredFeature[] = [];
  for (const feature of features) registered.push((await feature.register?.(app, context)) ?? {});
  await registerSpa(app, options.distDir ?? `${rootDir}dist`);
  const startLoops = async () => {
    for (const { startLoops: start } of registered) {
      if (start) loops.push(await start());
    }
  };
  const seedStart = async () => {
    const lines: string[] = [];
    for (const feature of features) lines.push(...((await feature.seedStart?.(context)) ?? []));
    return lines;
  };
  const seedDemo = async () => {
    let seeded = false;
    for (const feature of features) if (await feature.seedDemo?.(context)) seeded = true;
    return seeded;
  };
  return { app, context, startLoops, seedStart, seedDemo };
}
