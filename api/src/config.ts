import { isIP } from 'node:net';
import path from 'node:path';
import { CURRENCIES, DEFAULT_CURRENCY, isCurrency, type Currency } from '@sellphones/contracts';

/** Everything the API reads from its environment, validated once at start. */
/**
 * development and test may use the development defaults (a public JWT secret, the card sandbox,
 * the Auth emulator); production, which is also what an unset NODE_ENV means, may not.
 */
export type NodeEnv = 'development' | 'test' | 'production';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections each API process keeps open to PostgreSQL at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  dataDir: string;
  /** Where the embedded PGlite keeps its files (DATA_DIR/pgdata), or 'memory://'. */
  pgliteDataDir: string;
  /** Not from the environment: tests start PGlite from a migrated dump (see test/helper.ts). */
  pgliteSnapshot?: Blob;
  corsOrigins: string[];
  jwtSecret: string;
  /** True when JWT_SECRET was not given and the development default is in use. */
  jwtSecretIsDefault: boolean;
  firebaseProjectId: string;
  firebaseAuthEmulatorHost: string | undefined;
  /** What prices are in (CURRENCY, default DEFAULT_CURRENCY): the `*_cents` columns hold its smallest unit. */
  currency: Currency;
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  imgbbApiKey: string | undefined;
  /** bKash Tokenized Checkout (BKASH_BASE_URL set); unset: no bKash on the payment page. */
  bkash: BkashConfig | undefined;
  /** Photos in an S3-compatible bucket instead of on local disk (S3_BUCKET set). */
  s3: S3Config | undefined;
  publicUrl: string;
  /** Sign-in attempts (GET /jwt) per minute per address, refused tokens included. */
  jwtRateLimitPerMinute: number;
  /** Verified sign-ins (GET /jwt) per minute per account, from any address. */
  jwtAccountRateLimitPerMinute: number;
  /** Searches (GET /search) per minute per address: far above a person, a bound for a script. */
  searchRateLimitPerMinute: number;
  /**
   * How long a category's shelf of phones is trusted without a change notice before it is read
   * again (plugins/app/catalogue-cache.ts): the notices end it at once; this bounds the rest.
   */
  catalogueShelfSeconds: number;
  /**
   * Fastify's trustProxy: the proxies whose X-Forwarded-For is believed for the caller's address.
   * false (default): the socket's address.
   */
  trustProxy: false | string[];
  /** Shared state of several API instances (rate limits); in-process memory when unset. */
  redisUrl: string | undefined;
  /** Put before every Redis key, so deployments (and test runs) sharing one Redis stay apart. */
  redisKeyPrefix: string;
  /** Seed categories, reviews (and demo data when the emulator is used) at start. */
  seedOnStart: boolean;
  /** Demo accounts and phones at start; only ever done against the Auth emulator. */
  seedDemoData: boolean;
  logLevel: string;
}

/** Where photos are kept when S3_BUCKET is set. Without keys the SDK's own credential chain is used. */
export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, s3rver, ...); unset: AWS itself. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key) rather than the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** bKash's merchant account and where its checkout sends the buyer back to. */
export interface BkashConfig {
  /** e.g. https://tokenized.pay.bka.sh/v1.2.0-beta */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** The shop's address: after bKash, the buyer lands on the booking's payment page there. */
  returnUrl: string;
  /** How long one call to bKash may take; an execute that takes longer is settled by a status query. */
  timeoutMs: number;
}

/**
 * The local bKash stand-in's published credentials (its README and the npm start port table):
 * development and test use them when no keys are given; production refuses them.
 */
export const BKASH_STANDIN_CREDENTIALS = {
  appKey: 'standin-app-key',
  appSecret: 'standin-app-secret',
  username: 'standin-merchant',
  password: 'standin-password',
} as const;

export const DEV_JWT_SECRET = 'development-only-secret-do-not-use-in-production-0000';
const MIN_JWT_SECRET_LENGTH = 32;

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** Thrown by loadConfig with one line per bad variable, so an operator fixes them all at once. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The API cannot start because of its configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * PostgreSQL runs one process per connection: a few per core of its machine keep it busy, and
 * more only have it switch between them, taking the CPU from the API when they share a machine.
 * Each API instance opens this many at most; a request waits for a free one.
 */
const DEFAULT_DATABASE_POOL_SIZE = 5;

function parsePositiveInt(
  env: Env,
  name: string,
  fallback: number,
  max: number,
  problems: string[],
): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    problems.push(`${name} must be a whole number between 1 and ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: the comma-separated addresses or CIDR ranges of the proxies in front of the API
 * (the front door), or loopback / linklocal / uniquelocal. Unset: none, since believing a
 * forwarded address from anyone lets a caller pick the address their limits are counted on. A
 * hop count is refused: Fastify cannot check the nearest peer with it and trusts nobody.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): string[] | false {
  if (raw === undefined) return false;
  const proxies = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const isProxy = (entry: string) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
  };
  if (proxies.length > 0 && proxies.every(isProxy)) return proxies;
  problems.push(`TRUST_PROXY must be the comma-separated addresses or CIDR ranges of the proxies in front of the API, for example 127.0.0.1 or 10.0.0.0/8 (got "${raw}")`);
  return false;
}

const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** S3_* variables: none (local disk), or at least S3_BUCKET; keys come as a pair. */
function parseS3(env: Env, problems: string[]): S3Config | undefined {
  const bucket = optional(env, 'S3_BUCKET');
  const endpoint = optional(env, 'S3_ENDPOINT');
  const accessKeyId = optional(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = optional(env, 'S3_SECRET_ACCESS_KEY');
  const region = optional(env, 'S3_REGION') ?? 'us-east-1';
  const forcePathStyleRaw = optional(env, 'S3_FORCE_PATH_STYLE');
  const others = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION', 'S3_FORCE_PATH_STYLE']
    .filter((name) => optional(env, name) !== undefined);
  if (bucket === undefined) {
    if (others.length > 0) problems.push(`S3_BUCKET is required when ${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} set`);
    return undefined;
  }
  if (!S3_BUCKET_NAME.test(bucket)) {
    problems.push('S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes');
  }
  if (endpoint !== undefined && !isHttpUrl(endpoint)) {
    problems.push('S3_ENDPOINT must be an http(s) URL, for example http://127.0.0.1:4568');
  }
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (!/^[a-z0-9-]{2,40}$/.test(region)) problems.push('S3_REGION must be a region name, for example us-east-1');
  if (forcePathStyleRaw !== undefined && forcePathStyleRaw !== 'true' && forcePathStyleRaw !== 'false') {
    problems.push('S3_FORCE_PATH_STYLE must be true or false');
  }
  if (optional(env, 'IMGBB_API_KEY') !== undefined) {
    problems.push('Set either S3_BUCKET or IMGBB_API_KEY, not both: photos go to one store');
  }
  return {
    bucket,
    region,
    endpoint: endpoint?.replace(/\/$/, ''),
    accessKeyId,
    secretAccessKey,
    // An S3-compatible server usually has no per-bucket host names; AWS itself prefers them.
    forcePathStyle: forcePathStyleRaw === undefined ? endpoint !== undefined : forcePathStyleRaw === 'true',
  };
}

const BKASH_KEYS = ['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'] as const;

/**
 * BKASH_*: none (no bKash), or BKASH_BASE_URL with the four keys. Development and test may leave
 * the keys out to use the local stand-in; production needs bKash's own address over https and
 * real keys: the stand-in sells phones for a published test wallet.
 */
function parseBkash(env: Env, production: boolean, problems: string[]): BkashConfig | undefined {
  const baseUrl = optional(env, 'BKASH_BASE_URL')?.replace(/\/$/, '');
  const given = BKASH_KEYS.filter((name) => optional(env, name) !== undefined);
  if (baseUrl === undefined) {
    if (given.length > 0) problems.push(`BKASH_BASE_URL is required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set`);
    return undefined;
  }
  if (!isHttpUrl(baseUrl)) problems.push('BKASH_BASE_URL must be an http(s) URL, for example https://tokenized.pay.bka.sh/v1.2.0-beta');
  const useStandIn = given.length === 0 && !production;
  if (!useStandIn && given.length < BKASH_KEYS.length) {
    problems.push(`${BKASH_KEYS.join(', ')} must all be set with BKASH_BASE_URL${production ? ' when NODE_ENV=production' : ''}`);
  }
  const keys = useStandIn
    ? BKASH_STANDIN_CREDENTIALS
    : {
        appKey: optional(env, 'BKASH_APP_KEY') ?? '',
        appSecret: optional(env, 'BKASH_APP_SECRET') ?? '',
        username: optional(env, 'BKASH_USERNAME') ?? '',
        password: optional(env, 'BKASH_PASSWORD') ?? '',
      };
  if (production) {
    if (!baseUrl.startsWith('https://')) problems.push('BKASH_BASE_URL must be https when NODE_ENV=production');
    if (keys.appKey === BKASH_STANDIN_CREDENTIALS.appKey || keys.username === BKASH_STANDIN_CREDENTIALS.username) {
      problems.push('BKASH_* must not be the local bKash stand-in\'s keys when NODE_ENV=production: it takes a published test wallet');
    }
  }
  const returnUrl = (optional(env, 'BKASH_RETURN_URL') ?? (production ? undefined : 'http://127.0.0.1:3000'))?.replace(/\/$/, '');
  if (returnUrl === undefined) problems.push('BKASH_RETURN_URL (the shop\'s address, for example https://sellphones.example) is required with bKash when NODE_ENV=production');
  else if (!isHttpUrl(returnUrl)) problems.push('BKASH_RETURN_URL must be an http(s) URL, for example http://127.0.0.1:3000');
  const timeoutMs = parsePositiveInt(env, 'BKASH_TIMEOUT_MS', 30_000, 120_000, problems);
  return { baseUrl, ...keys, returnUrl: returnUrl ?? '', timeoutMs };
}

const NODE_ENVS: readonly NodeEnv[] = ['development', 'test', 'production'];

/**
 * Fails closed: unset is production, and a value that is none of the three ("prod",
 * "Production", "staging") stops the start instead of quietly getting the development defaults.
 */
function parseNodeEnv(raw: string | undefined, problems: string[]): NodeEnv {
  if (raw === undefined) return 'production';
  const nodeEnv = NODE_ENVS.find((known) => known === raw);
  if (nodeEnv) return nodeEnv;
  problems.push(`NODE_ENV must be exactly development, test or production (got "${raw}"); unset means production`);
  return 'production';
}

/** Reads and checks the environment. Pure: pass `process.env` or a test's own object. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = parseNodeEnv(optional(env, 'NODE_ENV'), problems);
  const production = nodeEnv === 'production';

  const port = parsePositiveInt(env, 'PORT', 4000, 65535, problems);

  const databaseUrl = optional(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const databasePoolSize = parsePositiveInt(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE, 100, problems);

  const dataDir = path.resolve(REPO_ROOT, optional(env, 'DATA_DIR') ?? '.data');

  let corsOrigins = DEFAULT_CORS_ORIGINS;
  const corsRaw = optional(env, 'CORS_ORIGINS');
  if (corsRaw !== undefined) {
    corsOrigins = corsRaw
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean);
    const bad = corsOrigins.filter((origin) => !isHttpUrl(origin));
    if (bad.length > 0) {
      problems.push(`CORS_ORIGINS must be a comma-separated list of http(s) origins (bad: ${bad.join(', ')})`);
    }
  }

  const jwtSecretRaw = optional(env, 'JWT_SECRET');
  if (jwtSecretRaw === undefined && production) {
    problems.push('JWT_SECRET is required when NODE_ENV=production');
  } else if (jwtSecretRaw !== undefined && jwtSecretRaw.length < MIN_JWT_SECRET_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters`);
  }

  const firebaseProjectId = optional(env, 'FIREBASE_PROJECT_ID') ?? 'demo-sellphones';
  if (!/^[a-z0-9-]{4,40}$/.test(firebaseProjectId)) {
    problems.push('FIREBASE_PROJECT_ID must be a Firebase project id (lower-case letters, digits and dashes)');
  }

  const firebaseAuthEmulatorHost = optional(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  if (firebaseAuthEmulatorHost !== undefined && !/^[\w.-]+:\d{1,5}$/.test(firebaseAuthEmulatorHost)) {
    problems.push('FIREBASE_AUTH_EMULATOR_HOST must be host:port, for example 127.0.0.1:9099');
  }
  if (firebaseAuthEmulatorHost !== undefined && production) {
    problems.push('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production (it accepts unsigned tokens)');
  }

  const currencyRaw = optional(env, 'CURRENCY') ?? DEFAULT_CURRENCY;
  if (!isCurrency(currencyRaw)) problems.push(`CURRENCY must be one of ${CURRENCIES.join(', ')} (got "${currencyRaw}")`);

  const stripeSecretKey = optional(env, 'STRIPE_SECRET_KEY');
  if (stripeSecretKey !== undefined && !/^(sk|rk)_(test|live)_/.test(stripeSecretKey)) {
    problems.push('STRIPE_SECRET_KEY must start with sk_test_, sk_live_, rk_test_ or rk_live_');
  }
  const stripePublishableKey = optional(env, 'STRIPE_PUBLISHABLE_KEY');
  if (stripePublishableKey !== undefined && !/^pk_(test|live)_/.test(stripePublishableKey)) {
    problems.push('STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_');
  }
  if (stripeSecretKey === undefined && production) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are required when NODE_ENV=production: the card sandbox sells phones for a test card');
  }
  if ((stripeSecretKey === undefined) !== (stripePublishableKey === undefined)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together');
  }
  const stripeWebhookSecret = optional(env, 'STRIPE_WEBHOOK_SECRET');
  if (stripeWebhookSecret !== undefined && !stripeWebhookSecret.startsWith('whsec_')) {
    problems.push('STRIPE_WEBHOOK_SECRET must start with whsec_');
  }

  const publicUrl = (optional(env, 'PUBLIC_URL') ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
  if (!isHttpUrl(publicUrl)) {
    problems.push('PUBLIC_URL must be an http(s) URL, for example http://127.0.0.1:4000');
  }

  const jwtRateLimitPerMinute = parsePositiveInt(env, 'JWT_RATE_LIMIT_PER_MINUTE', 20, 10_000, problems);
  const jwtAccountRateLimitPerMinute = parsePositiveInt(env, 'JWT_ACCOUNT_RATE_LIMIT_PER_MINUTE', 10, 10_000, problems);
  const searchRateLimitPerMinute = parsePositiveInt(env, 'SEARCH_RATE_LIMIT_PER_MINUTE', 120, 1_000_000, problems);
  const catalogueShelfSeconds = parsePositiveInt(env, 'CATALOGUE_SHELF_SECONDS', 60, 3_600, problems);
  const trustProxy = parseTrustProxy(optional(env, 'TRUST_PROXY'), problems);
  const s3 = parseS3(env, problems);
  const bkash = parseBkash(env, production, problems);
  if (bkash && currencyRaw !== 'BDT') {
    problems.push('bKash charges taka only: with CURRENCY=USD leave BKASH_BASE_URL unset');
  }

  const redisUrl = optional(env, 'REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\/.+/.test(redisUrl)) {
    problems.push('REDIS_URL must start with redis:// or rediss://, for example redis://127.0.0.1:6379');
  }

  if (problems.length > 0 && optional(env, 'NODE_ENV') === undefined) {
    problems.push('NODE_ENV is not set, which means production: on a development machine set NODE_ENV=development');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv,
    port,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    databaseUrl,
    databasePoolSize,
    dataDir,
    pgliteDataDir: path.join(dataDir, 'pgdata'),
    corsOrigins,
    jwtSecret: jwtSecretRaw ?? DEV_JWT_SECRET,
    jwtSecretIsDefault: jwtSecretRaw === undefined,
    firebaseProjectId,
    firebaseAuthEmulatorHost,
    currency: isCurrency(currencyRaw) ? currencyRaw : DEFAULT_CURRENCY,
    stripeSecretKey,
    stripePublishableKey,
    stripeWebhookSecret,
    imgbbApiKey: optional(env, 'IMGBB_API_KEY'),
    bkash,
    s3,
    publicUrl,
    jwtRateLimitPerMinute,
    jwtAccountRateLimitPerMinute,
    searchRateLimitPerMinute,
    catalogueShelfSeconds,
    trustProxy,
    redisUrl,
    redisKeyPrefix: optional(env, 'REDIS_KEY_PREFIX') ?? 'sellphones:',
    seedOnStart: optional(env, 'SEED_ON_START') !== 'false',
    seedDemoData: optional(env, 'SEED_DEMO_DATA') !== 'false',
    logLevel: optional(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
