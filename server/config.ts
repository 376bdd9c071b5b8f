import { resolve } from 'node:path';

/** Every setting (the README's configuration table), read and validated in one place. */
export interface Config {
  port: number;
  /** The address sellers' browsers (and marketplaces fetching our pictures) reach this server at, without a trailing slash. */
  publicUrl: string;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  marketplaces: 'sandbox' | 'live';
  sandboxPort: number;
  demoData: boolean | undefined;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** A refresh token presented again this soon after its rotation gets the same new pair. */
  refreshGraceSeconds: number;
  /** How long memory vouches for a live session before the database is read again (0: every request). */
  sessionCacheSeconds: number;
  /** Failed logins allowed per account and address pair in the window. */
  loginAttemptsPerWindow: number;
  /** Failed logins allowed per address, whatever the accounts, in the window. */
  loginAddressAttempts: number;
  loginWindowSeconds: number;
  /** First wait before answering a failed login once an account and address pair has used half its attempts. */
  loginSlowdownMs: number;
  /** Login and refresh requests allowed per address per minute. */
  authRequestsPerMinute: number;
  /** Fastify's `trustProxy`: whether, or from which proxies, X-Forwarded-For names the client. */
  trustProxy: boolean | string;
  logLevel: string;
  /** Largest accepted upload, in bytes. */
  uploadMaxBytes: number;
  /** Chunk size the server asks for (`end_offset` of a chunked start). */
  uploadChunkBytes: number;
  /** An upload session untouched this long is removed with its chunks. */
  uploadSessionSeconds: number;
  /** The path of the upload action the browser's uploader posts to. */
  uploadActionPath: string;
  /** MercadoLibre connector (server/marketplaces/mercadolibre). */
  mercadolibre: MercadoLibreConfig;
  /** Amazon Selling Partner API connector (server/marketplaces/amazon). */
  amazon: AmazonConfig;
  /**
   * TOKEN_ENCRYPTION_KEY: the AES-256 key of the marketplace tokens at rest. Unset, the key file in
   * DATA_DIR is used (created on first start); several servers on one PostgreSQL must all set it.
   */
  tokenEncryptionKey: Buffer | undefined;
  /** Background task worker (server/tasks). */
  tasks: TaskConfig;
  /** Stock and price pushed to every channel's listings (server/inventory/push). */
  inventory: InventoryConfig;
}

export interface InventoryConfig {
  /** How often changed products are looked for (changes stored by another process, retries come due). */
  pushPollMs: number;
  /** Products this process holds at once, each waiting for its accounts' request budgets; the rest wait in the database. */
  pushConcurrency: number;
  /** A claimed product change of a dead process is taken back after this long. */
  pushLeaseSeconds: number;
  /** First wait before pushing again after a rate limit or an outage (doubling, up to a minute). */
  pushRetryMs: number;
}

export interface TaskConfig {
  /** Items running at once per marketplace account. */
  concurrency: number;
  /** How long an item keeps retrying transient failures (429, 5xx, timeouts) before it fails. */
  retryWindowSeconds: number;
  /** A dead process's claimed items are taken back after this long without renewal. */
  leaseSeconds: number;
}

export interface MercadoLibreConfig {
  /** REST API base: the sandbox's `/mercadolibre` prefix, or https://api.mercadolibre.com live. */
  apiUrl: string;
  /** The seller's consent page (`…/authorization`). */
  authorizationUrl: string;
  clientId: string;
  clientSecret: string;
  /** Where MercadoLibre sends the browser back; must equal the app's registered URI byte for byte. */
  redirectUri: string;
  /** Our request budget per seller account, below the marketplace's limit. */
  requestsPerSecond: number;
  timeoutMs: number;
  /**
   * How long after a create got no clear answer (timeout, 5xx, dropped connection) its item may
   * still appear: a retry looks for it that long before posting again.
   */
  lateCreateMs: number;
  /** How often `/missed_feeds` is read and changed orders are synced (also once at start). */
  missedFeedsSeconds: number;
  /** How often the webhook inbox is looked at for work stored by another process or due for a retry. */
  inboxPollMs: number;
  /** A claimed inbox row of a dead process is taken back after this long. */
  inboxLeaseSeconds: number;
}

export interface AmazonConfig {
  /** The SP-API host (North America, for Amazon.com.mx), or the sandbox's `/amazon` prefix. */
  apiUrl: string;
  /** Login with Amazon's token endpoint. */
  lwaUrl: string;
  /** Seller Central's consent page the seller authorises the app on. */
  consentUrl: string;
  /** Whether the three URLs are the sandbox's defaults, which follow the sandbox's real port once it started. */
  sandboxed: boolean;
  clientId: string;
  clientSecret: string;
  /** The app's `amzn1.sp.solution…` id; empty: Amazon is not set up and cannot be connected. */
  applicationId: string;
  /** Where Seller Central sends the browser back; must be one of the app's registered URIs. */
  redirectUri: string;
  /** Our request budget per seller account (the SDK also retries throttled calls at Amazon's pace). */
  requestsPerSecond: number;
  /** Of each attempt: a throttled call's wait before its retry does not count. */
  timeoutMs: number;
  /**
   * The longest wait Amazon may announce before the SDK retries a throttled call made for a screen;
   * a longer one fails at once (503) rather than holding the screen. Background syncs wait up to
   * `backgroundRetryWaitSeconds`.
   */
  retryWaitSeconds: number;
  backgroundRetryWaitSeconds: number;
  /** How often each connected account's orders changed since its cursor are read (and once at start). */
  ordersPollSeconds: number;
  /** How often a submitted feed's processing status is read until Amazon has processed it. */
  feedPollMs: number;
  /** How long a feed may stay unprocessed before its task item is given up for a later retry. */
  feedWaitSeconds: number;
  /** Between two looks at a requested returns report, and how many looks a sync round takes before leaving it to the next round. */
  reportPollMs: number;
  reportPollsPerRound: number;
}

// The Amazon sandbox's demo application (sandbox/amazon/demo.ts): public test credentials, not secrets.
const amazonSandboxApp = {
  clientId: 'amzn1.application-oa2-client.sandboxdemo',
  clientSecret: 'amzn1.oa2-cs.v1.sandbox-demo-client-secret',
  applicationId: 'amzn1.sp.solution.sandbox-demo',
};

/** The sandbox's Amazon URLs: one prefix stands for the SP-API, Login with Amazon and Seller Central. */
export function amazonSandboxUrls(sandboxPort: number): Pick<AmazonConfig, 'apiUrl' | 'lwaUrl' | 'consentUrl'> {
  const base = `http://127.0.0.1:${sandboxPort}/amazon`;
  return { apiUrl: base, lwaUrl: `${base}/auth/o2/token`, consentUrl: `${base}/apps/authorize/consent` };
}

function readAmazonConfig(env: Env, marketplaces: 'sandbox' | 'live', port: number, sandboxPort: number): AmazonConfig {
  const sandbox = marketplaces === 'sandbox';
  const sandboxed = sandbox && !env.AMAZON_API_URL && !env.AMAZON_LWA_URL && !env.AMAZON_CONSENT_URL;
  const live = {
    apiUrl: 'https://sellingpartnerapi-na.amazon.com',
    lwaUrl: 'https://api.amazon.com/auth/o2/token',
    consentUrl: 'https://sellercentral.amazon.com.mx/apps/authorize/consent',
  };
  const defaults = sandbox ? amazonSandboxUrls(sandboxPort) : live;
  return {
    apiUrl: (env.AMAZON_API_URL || defaults.apiUrl).replace(/\/$/, ''),
    lwaUrl: env.AMAZON_LWA_URL || defaults.lwaUrl,
    consentUrl: env.AMAZON_CONSENT_URL || defaults.consentUrl,
    sandboxed,
    clientId: env.AMAZON_CLIENT_ID || (sandbox ? amazonSandboxApp.clientId : ''),
    clientSecret: env.AMAZON_CLIENT_SECRET || (sandbox ? amazonSandboxApp.clientSecret : ''),
    applicationId: env.AMAZON_APP_ID || (sandbox ? amazonSandboxApp.applicationId : ''),
    redirectUri: env.AMAZON_REDIRECT_URI || `${publicUrlOf(env, port)}/configuracion/amazon`,
    requestsPerSecond: integer(env, 'AMAZON_REQUESTS_PER_SECOND', 5, 1, 1_000),
    timeoutMs: integer(env, 'AMAZON_TIMEOUT_MS', 15_000, 100, 120_000),
    retryWaitSeconds: integer(env, 'AMAZON_RETRY_WAIT_SECONDS', 5, 0, 600),
    backgroundRetryWaitSeconds: integer(env, 'AMAZON_BACKGROUND_RETRY_WAIT_SECONDS', 180, 0, 3_600),
    ordersPollSeconds: integer(env, 'AMAZON_ORDERS_POLL_SECONDS', 120, 1, 86_400),
    feedPollMs: integer(env, 'AMAZON_FEED_POLL_MS', 15_000, 10, 600_000),
    feedWaitSeconds: integer(env, 'AMAZON_FEED_WAIT_SECONDS', 1_800, 1, 86_400),
    reportPollMs: integer(env, 'AMAZON_REPORT_POLL_MS', 5_000, 10, 600_000),
    reportPollsPerRound: integer(env, 'AMAZON_REPORT_POLLS_PER_ROUND', 6, 1, 100),
  };
}

// The sandbox's demo application (sandbox/mercadolibre/demo.ts): public test credentials, not secrets.
const sandboxApp = { clientId: '5503910054141466', clientSecret: 'sandbox-demo-client-secret' };

const publicUrlOf = (env: Env, port: number) => (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');

function readMercadoLibreConfig(env: Env, marketplaces: 'sandbox' | 'live', port: number, sandboxPort: number): MercadoLibreConfig {
  const sandboxApi = `http://127.0.0.1:${sandboxPort}/mercadolibre`;
  const apiUrl = (env.ML_API_URL || (marketplaces === 'live' ? 'https://api.mercadolibre.com' : sandboxApi)).replace(/\/$/, '');
  const clientId = env.ML_CLIENT_ID || (marketplaces === 'sandbox' ? sandboxApp.clientId : '');
  const clientSecret = env.ML_CLIENT_SECRET || (marketplaces === 'sandbox' ? sandboxApp.clientSecret : '');
  if (marketplaces === 'live' && (!clientId || !clientSecret)) throw new ConfigError('MARKETPLACES=live needs ML_CLIENT_ID and ML_CLIENT_SECRET');
  const publicUrl = publicUrlOf(env, port);
  return {
    apiUrl,
    authorizationUrl:
      env.ML_AUTH_URL || (marketplaces === 'live' && !env.ML_API_URL ? 'https://auth.mercadolibre.com.mx/authorization' : `${apiUrl}/authorization`),
    clientId,
    clientSecret,
    redirectUri: env.ML_REDIRECT_URI || `${publicUrl}/configuracion/mercadolibre`,
    requestsPerSecond: integer(env, 'ML_REQUESTS_PER_SECOND', 8, 1, 1_000),
    timeoutMs: integer(env, 'ML_TIMEOUT_MS', 15_000, 100, 120_000),
    lateCreateMs: integer(env, 'ML_LATE_CREATE_MS', 30_000, 0, 600_000),
    missedFeedsSeconds: integer(env, 'ML_MISSED_FEEDS_SECONDS', 300, 1, 86_400),
    inboxPollMs: integer(env, 'ML_INBOX_POLL_MS', 500, 10, 60_000),
    inboxLeaseSeconds: integer(env, 'ML_INBOX_LEASE_SECONDS', 30, 1, 3_600),
  };
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const integer = (env: Env, name: string, fallback: number, min: number, max: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
};

/** Base64 of exactly 32 random bytes (`openssl rand -base64 32`). */
export function encryptionKeyFrom(name: string, raw: string | undefined): Buffer | undefined {
  if (raw === undefined || raw === '') return undefined;
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32 || key.toString('base64').replace(/=+$/, '') !== raw.trim().replace(/=+$/, '')) {
    throw new ConfigError(`${name} must be the base64 of 32 bytes, e.g. the output of "openssl rand -base64 32"`);
  }
  return key;
}

const flag = (env: Env, name: string): boolean | undefined => {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1 or 0 (got "${raw}")`);
};

const addressList = /^[0-9a-f.:/]+(\s*,\s*[0-9a-f.:/]+)*$/i;

/** 1 trusts X-Forwarded-For from any proxy, 0 from none; a list of addresses or CIDR ranges trusts only those proxies. */
const trustProxy = (env: Env): boolean | string => {
  const raw = env.TRUST_PROXY ?? '';
  if (raw === '') return false;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  if (!addressList.test(raw)) throw new ConfigError(`TRUST_PROXY must be 1, 0 or a comma-separated list of proxy addresses (got "${raw}")`);
  return raw;
};

export function readConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// (leave it unset for SQLite)');
  }
  const marketplaces = env.MARKETPLACES ?? 'sandbox';
  if (marketplaces !== 'sandbox' && marketplaces !== 'live') {
    throw new ConfigError(`MARKETPLACES must be "sandbox" or "live" (got "${marketplaces}")`);
  }
  const sandboxPort = integer(env, 'SANDBOX_PORT', port === 0 ? 0 : port + 1, 0, 65535);
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must have at least 8 characters');
  }
  const uploadActionPath = env.UPLOAD_ACTION_PATH || '/api/uploads/';
  // Under /api/ so the auth guard covers it; a trailing slash like every other base path.
  if (!/^\/api\/[a-z0-9_\-/]*\/$/.test(uploadActionPath)) {
    throw new ConfigError(`UPLOAD_ACTION_PATH must start with /api/ and end with / (got "${uploadActionPath}")`);
  }
  return {
    port,
    publicUrl: publicUrlOf(env, port),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl,
    adminEmail: env.ADMIN_EMAIL || 'admin@example.com',
    adminPassword,
    marketplaces,
    sandboxPort,
    demoData: flag(env, 'DEMO_DATA'),
    accessTokenSeconds: integer(env, 'ACCESS_TOKEN_SECONDS', 60, 1, 86_400),
    refreshTokenSeconds: integer(env, 'REFRESH_TOKEN_SECONDS', 587_520, 1, 31_536_000),
    refreshGraceSeconds: integer(env, 'REFRESH_GRACE_SECONDS', 30, 0, 600),
    sessionCacheSeconds: integer(env, 'SESSION_CACHE_SECONDS', 30, 0, 3_600),
    loginAttemptsPerWindow: integer(env, 'LOGIN_ATTEMPTS', 10, 1, 10_000),
    loginAddressAttempts: integer(env, 'LOGIN_ADDRESS_ATTEMPTS', 100, 1, 1_000_000),
    loginWindowSeconds: integer(env, 'LOGIN_WINDOW_SECONDS', 900, 1, 86_400),
    loginSlowdownMs: integer(env, 'LOGIN_SLOWDOWN_MS', 250, 0, 10_000),
    authRequestsPerMinute: integer(env, 'AUTH_REQUESTS_PER_MINUTE', 600, 1, 1_000_000),
    trustProxy: trustProxy(env),
    logLevel: env.LOG_LEVEL || 'info',
    // Stored sizes are 32-bit integer columns on PostgreSQL.
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 52_428_800, 1, 2_147_483_647),
    uploadChunkBytes: integer(env, 'UPLOAD_CHUNK_BYTES', 4_194_304, 65_536, 67_108_864),
    uploadSessionSeconds: integer(env, 'UPLOAD_SESSION_SECONDS', 86_400, 1, 2_592_000),
    uploadActionPath,
    mercadolibre: readMercadoLibreConfig(env, marketplaces, port, sandboxPort),
    amazon: readAmazonConfig(env, marketplaces, port, sandboxPort),
    tokenEncryptionKey: encryptionKeyFrom('TOKEN_ENCRYPTION_KEY', env.TOKEN_ENCRYPTION_KEY),
    tasks: {
      concurrency: integer(env, 'TASK_CONCURRENCY', 4, 1, 256),
      retryWindowSeconds: integer(env, 'TASK_RETRY_WINDOW_SECONDS', 1_800, 1, 7 * 86_400),
      leaseSeconds: integer(env, 'TASK_LEASE_SECONDS', 60, 5, 3_600),
    },
    inventory: {
      pushPollMs: integer(env, 'INVENTORY_PUSH_POLL_MS', 250, 10, 60_000),
      pushConcurrency: integer(env, 'INVENTORY_PUSH_CONCURRENCY', 20_000, 1, 1_000_000),
      pushLeaseSeconds: integer(env, 'INVENTORY_PUSH_LEASE_SECONDS', 30, 1, 3_600),
      pushRetryMs: integer(env, 'INVENTORY_PUSH_RETRY_MS', 1_000, 10, 600_000),
    },
  };
}
