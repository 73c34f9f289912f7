/**
 * Server configuration: every setting with its default, read from the environment in one place.
 * Tests and scripts pass a partial `ServerOptions` to `startServer` instead of touching env.
 */
import path from 'node:path';
import { DEFAULT_NEWER_SYSTEM_URL, parseAllowList } from '@app/contract';
import { CLIENT_REPORT_RATE } from '@app/contract/releases';
import type { LoginThrottleSettings } from './auth/loginThrottle';
import { DEFAULT_HASH_COST } from './auth/passwords';
import { MIN_SECRET_LENGTH } from './auth/secret';

export type SeedName = 'demo' | 'empty';

export interface ServerOptions {
  /** TCP port; 0 picks a free one. */
  port: number;
  host: string;
  /**
   * The server's own files: the embedded database (`pgdata/`), the generated token secret
   * (`jwt-secret`), and an old store's `db.json` to import once.
   */
  dataDir: string;
  /** postgres://... : run on that PostgreSQL server instead of the embedded engine. */
  databaseUrl: string | null;
  /** Written only into a new, empty database. */
  seed: SeedName;
  /** Signs tokens; null: generated at first start and kept in `jwt-secret` beside the data file. */
  jwtSecret: string | null;
  /** seconds */
  accessTokenTtl: number;
  /** seconds */
  refreshTokenTtl: number;
  /** bytes */
  bodyLimit: number;
  /** Exact allowed origins, or null for "any http://localhost:* and http://127.0.0.1:*". */
  corsOrigins: string[] | null;
  /** Lower-cased emails allowed to obtain tokens. */
  allowList: string[];
  newerSystemUrl: string;
  /** scrypt cost N for new password hashes (a power of two; lower only to speed up tests). */
  passwordHashCost: number;
  /** Failed sign-ins allowed per account from one address, per address and per account in a window. */
  loginThrottle: LoginThrottleSettings;
  /** Reports of refused releases taken per person and per address in a window (CLIENT_REPORT_RATE). */
  clientReportRate: { perPerson: number; perAddress: number; windowSeconds: number };
  /** ms a client may take to send a whole request (headers and body). */
  requestTimeout: number;
  /** ms a client may take to send the request headers. */
  headersTimeout: number;
  /** Fastify's trustProxy: addresses whose X-Forwarded-For is believed (the product's own proxy). */
  trustProxy: string | string[] | boolean;
  /**
   * Sent by the product's own proxy in X-Proxy-Secret; X-Forwarded-For is believed only on requests
   * carrying it (and from `trustProxy`). null: never believed.
   */
  proxySecret: string | null;
  /** The server's clock; tests may inject one. Local time zone rules apply to "today" etc. */
  now: () => Date;
}

const DEFAULT_DATA_DIR = path.resolve(__dirname, '../.data');

const DEFAULTS: ServerOptions = {
  port: 8000,
  host: '127.0.0.1',
  dataDir: DEFAULT_DATA_DIR,
  databaseUrl: null,
  seed: 'demo',
  jwtSecret: null,
  accessTokenTtl: 900,
  refreshTokenTtl: 7 * 24 * 3600,
  bodyLimit: 5 * 1024 * 1024,
  corsOrigins: null,
  allowList: parseAllowList(undefined),
  newerSystemUrl: DEFAULT_NEWER_SYSTEM_URL,
  passwordHashCost: DEFAULT_HASH_COST,
  loginThrottle: {
    maxFailuresPerAccount: 10,
    maxFailuresPerAddress: 100,
    maxFailuresPerAccountTotal: 100,
    windowSeconds: 15 * 60,
  },
  clientReportRate: CLIENT_REPORT_RATE,
  requestTimeout: 30_000,
  headersTimeout: 10_000,
  trustProxy: ['127.0.0.1', '::1'],
  proxySecret: null,
  now: () => new Date(),
};

export class ConfigError extends Error {}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, allowZero = false): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new ConfigError(
      `${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got "${raw}"`,
    );
  }
  return value;
}

function hashCost(env: NodeJS.ProcessEnv): number {
  const cost = positiveInt(env, 'PASSWORD_HASH_COST', DEFAULTS.passwordHashCost);
  if (cost < 1024 || cost > 1048576 || (cost & (cost - 1)) !== 0) {
    throw new ConfigError(`PASSWORD_HASH_COST must be a power of two from 1024 to 1048576, got ${cost}`);
  }
  return cost;
}

function databaseUrl(env: NodeJS.ProcessEnv): string | null {
  const url = env.DATABASE_URL?.trim();
  if (!url) return null;
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  return url;
}

/** JWT_SECRET or PROXY_SECRET: unset, or at least MIN_SECRET_LENGTH characters. */
function secret(env: NodeJS.ProcessEnv, name: 'JWT_SECRET' | 'PROXY_SECRET'): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  if (value.length < MIN_SECRET_LENGTH)
    throw new ConfigError(`${name} must have at least ${MIN_SECRET_LENGTH} characters`);
  return value;
}

/** Reads API_PORT, API_HOST, DATA_DIR, DATABASE_URL, SEED, JWT_SECRET, ACCESS_TOKEN_TTL, REFRESH_TOKEN_TTL,
 * BODY_LIMIT, CORS_ORIGINS, ALLOWED_EMAILS, NEWER_SYSTEM_URL, PASSWORD_HASH_COST,
 * LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL,
 * LOGIN_THROTTLE_WINDOW, REQUEST_TIMEOUT, HEADERS_TIMEOUT, TRUST_PROXY, PROXY_SECRET. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const seed = (env.SEED ?? DEFAULTS.seed).trim() || DEFAULTS.seed;
  if (seed !== 'demo' && seed !== 'empty')
    throw new ConfigError(`SEED must be "demo" or "empty", got "${seed}"`);
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    ...DEFAULTS,
    port: positiveInt(env, 'API_PORT', DEFAULTS.port, true),
    host: env.API_HOST?.trim() || DEFAULTS.host,
    dataDir: env.DATA_DIR?.trim() ? path.resolve(env.DATA_DIR.trim()) : DEFAULTS.dataDir,
    databaseUrl: databaseUrl(env),
    seed,
    jwtSecret: secret(env, 'JWT_SECRET'),
    accessTokenTtl: positiveInt(env, 'ACCESS_TOKEN_TTL', DEFAULTS.accessTokenTtl),
    refreshTokenTtl: positiveInt(env, 'REFRESH_TOKEN_TTL', DEFAULTS.refreshTokenTtl),
    bodyLimit: positiveInt(env, 'BODY_LIMIT', DEFAULTS.bodyLimit),
    corsOrigins: origins.length ? origins : null,
    allowList: parseAllowList(env.ALLOWED_EMAILS),
    newerSystemUrl: env.NEWER_SYSTEM_URL?.trim() || DEFAULTS.newerSystemUrl,
    loginThrottle: {
      maxFailuresPerAccount: positiveInt(
        env,
        'LOGIN_MAX_FAILURES_PER_ACCOUNT',
        DEFAULTS.loginThrottle.maxFailuresPerAccount,
      ),
      maxFailuresPerAddress: positiveInt(
        env,
        'LOGIN_MAX_FAILURES_PER_ADDRESS',
        DEFAULTS.loginThrottle.maxFailuresPerAddress,
      ),
      maxFailuresPerAccountTotal: positiveInt(
        env,
        'LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL',
        DEFAULTS.loginThrottle.maxFailuresPerAccountTotal,
      ),
      windowSeconds: positiveInt(env, 'LOGIN_THROTTLE_WINDOW', DEFAULTS.loginThrottle.windowSeconds),
    },
    clientReportRate: DEFAULTS.clientReportRate,
    requestTimeout: positiveInt(env, 'REQUEST_TIMEOUT', DEFAULTS.requestTimeout),
    headersTimeout: positiveInt(env, 'HEADERS_TIMEOUT', DEFAULTS.headersTimeout),
    trustProxy: env.TRUST_PROXY?.trim()
      ? env.TRUST_PROXY.split(',').map((a) => a.trim())
      : DEFAULTS.trustProxy,
    proxySecret: secret(env, 'PROXY_SECRET'),
    passwordHashCost: hashCost(env),
  };
}

/** Defaults completed with the given overrides (used by tests and scripts). */
export function resolveOptions(overrides: Partial<ServerOptions> = {}): ServerOptions {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  return { ...DEFAULTS, ...defined } as ServerOptions;
}
