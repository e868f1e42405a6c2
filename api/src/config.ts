// Configuration from the environment, validated once at start-up; every bad value is named in the error. The rules of
// single values are a TypeBox schema (as the API's bodies are); the rules across values follow it.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FormatRegistry, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { passwordProblem } from './modules/auth/index.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface Config {
  port: number;
  host: string;
  repoDir: string;
  dataDir: string;
  deployDir: string;
  mediaDir: string;
  databaseFile: string;
  /** PostgreSQL instead of the SQLite file (postgres://user@host:5432/db): several instances share one database. */
  databaseUrl: string | undefined;
  /** Redis (redis://host:6379) for what several instances must share: rate limits, revoked tokens, cache invalidation. */
  redisUrl: string | undefined;
  /** Prefix of this shop's keys and channels in Redis (several shops may share one server). */
  redisPrefix: string;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  recaptchaSecret: string | undefined;
  recaptchaSiteKey: string | undefined;
  mapsKey: string | undefined;
  analyticsId: string | undefined;
  publicUrl: string | undefined;
  /** Host names (host or host:port) the site answers as, when PUBLIC_URL is not set (ALLOWED_HOSTS, comma-separated). */
  allowedHosts: string[];
  /** Trust X-Forwarded-* (only behind a reverse proxy; otherwise clients could fake their IP for the rate limit). */
  trustProxy: boolean;
  logLevel: LogLevel;
  /** SMTP server of outgoing mail, e.g. smtp://user:pass@127.0.0.1:2525; without it mails go to mailOutboxDir. */
  smtpUrl: string | undefined;
  /** Sender of outgoing mail; without it the company e-mail of the site settings. */
  mailFrom: string | undefined;
  /** Who receives new-order notifications (comma-separated); without it the company e-mail of the site settings. */
  orderNotifyTo: string | undefined;
  /** Where mails are written as .eml files when SMTP_URL is not set. */
  mailOutboxDir: string;
  /** The most megabytes of rendered image variants kept on disk (IMAGE_CACHE_MAX_MB). */
  imageCacheMaxMb: number;
  /** Image renders at once (IMAGE_RENDER_SLOTS); more wait briefly, then get 503. */
  imageRenderSlots: number;
  /** NODE_ENV=production: the settings a public site must make explicitly are required. */
  production: boolean;
  /** Cart writes (add, quantity, remove, update) per client and minute (CART_WRITE_LIMIT). */
  cartWriteLimit: number;
  /** Sent carts per client and hour (CART_SEND_LIMIT). */
  cartSendLimit: number;
  /** Sign-in, two-factor and password-reset requests per client and 15 minutes (SIGN_IN_LIMIT). */
  signInLimit: number;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); without it /metrics answers 404. */
  metricsToken: string | undefined;
  /** How long a stopping instance lets its requests in flight finish, in milliseconds (SHUTDOWN_TIMEOUT, seconds). */
  shutdownTimeoutMs: number;
  /**
   * The most megabytes of mail files the shop keeps on its disk (INQUIRY_FILES_QUOTA_MB): unsent attachments and,
   * without SMTP_URL, the written .eml files. An inquiry with files beyond it is refused (503), one without goes.
   */
  inquiryFilesQuotaMb: number;
  /** Signal beacons a client may send per minute (BEACON_LIMIT). */
  beaconLimit: number;
  /** A canary is judged once it has this many slot views (CANARY_ROLLBACK_MIN_VIEWS). */
  canaryMinViews: number;
  /** A judged canary whose share of failed views passes the stable version's by this many percentage points is rolled back (CANARY_ROLLBACK_MARGIN). */
  canaryRollbackMargin: number;
  /** How often the canary watch judges the running canaries (CANARY_WATCH_SECONDS). */
  canaryWatchMs: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The api package directory: this file is src/config.ts when run through tsx, and bundled into
 * dist/server.mjs after the build; both sit one level under the package directory.
 */
export function apiPackageDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..');
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

/** JWT_SECRET, or the persisted generated secret (created once, mode 600, in DATA_DIR — never in the repo). */
function resolveJwtSecret(dataDir: string, fromEnv: string | undefined, problems: string[]): string {
  if (fromEnv !== undefined) return fromEnv; // its length is checked with the other values
  const file = path.join(dataDir, 'jwt-secret');
  try {
    if (existsSync(file)) {
      const s = readFileSync(file, 'utf8').trim();
      if (s.length >= 32) return s;
    }
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret + '\n', { mode: 0o600 });
    chmodSync(file, 0o600);
    return secret;
  } catch (e) {
    problems.push(`JWT_SECRET is not set and ${file} could not be written: ${(e as Error).message}`);
    return '';
  }
}

/** Where the database is: the PostgreSQL URL when set, else the SQLite file. */
export function databaseLocation(config: Pick<Config, 'databaseUrl' | 'databaseFile'>): string {
  return config.databaseUrl ?? config.databaseFile;
}

/** Whether a text is a URL of one of the protocols, with a host. */
function validUrl(value: string, protocols: string[]): boolean {
  try {
    const u = new URL(value);
    return protocols.includes(u.protocol) && u.hostname !== '';
  } catch {
    return false;
  }
}

const hidePassword = (url: string): string => url.replace(/\/\/([^@/:]*):[^@/]*@/, '//$1:***@');

// The formats of single values the environment schema names (TypeBox checks no format it was not told).
const FORMATS: Record<string, (value: string) => boolean> = {
  'shop-port': (v) => /^\d+$/.test(v) && Number(v) <= 65535,
  'shop-postgres-url': (v) => validUrl(v, ['postgres:', 'postgresql:']),
  'shop-redis-url': (v) => validUrl(v, ['redis:', 'rediss:']),
  'shop-http-url': (v) => {
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  },
  'shop-smtp-url': (v) => validUrl(v, ['smtp:', 'smtps:']),
  'shop-email': (v) => EMAIL_RE.test(v),
  'shop-mail-from': (v) => EMAIL_RE.test(v.match(/<([^>]+)>\s*$/)?.[1] ?? v),
  'shop-flag': (v) => ['true', 'false', '1', '0'].includes(v),
  'shop-host': (v) => /^[a-z0-9.-]+(:\d{1,5})?$/.test(v) || /^\[[0-9a-f:]+\](:\d{1,5})?$/.test(v),
};
for (const [name, check] of Object.entries(FORMATS)) if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);

/** A count: an integer 1-max, its own format so the schema checks the range of the text. */
function count(name: string, max: number) {
  const format = `shop-integer-1-${max}`;
  if (!FormatRegistry.Has(format)) FormatRegistry.Set(format, (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= max);
  return Type.Optional(Type.String({ format, problem: (raw: string) => `${name} must be an integer 1-${max}, got "${raw}"` }));
}

/** A variable of the schema: optional, with the problem its value is named by when it breaks the rule. */
const text = (options: { format?: string; minLength?: number }, problem: (raw: string) => string) => Type.Optional(Type.String({ ...options, problem }));

/**
 * The rules of single variables, in the order their problems are listed; the values are trimmed, empty ones left out,
 * lists split at commas (each address or host named on its own). Rules across variables follow in loadConfig.
 */
const Environment = Type.Object({
  PORT: text({ format: 'shop-port' }, (raw) => `PORT must be an integer 0-65535, got "${raw}"`),
  DATABASE_URL: text({ format: 'shop-postgres-url' }, (raw) => `DATABASE_URL must be a postgres:// URL such as postgres://shop@127.0.0.1:5432/shop, got "${hidePassword(raw)}"`),
  REDIS_URL: text({ format: 'shop-redis-url' }, (raw) => `REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379, got "${hidePassword(raw)}"`),
  ADMIN_EMAIL: text({ format: 'shop-email' }, (raw) => `ADMIN_EMAIL is not an e-mail address: "${raw}"`),
  ADMIN_PASSWORD: text({ minLength: 8 }, () => 'ADMIN_PASSWORD must be at least 8 characters long'),
  PUBLIC_URL: text({ format: 'shop-http-url' }, (raw) => `PUBLIC_URL must be an http(s) URL, got "${raw}"`),
  LOG_LEVEL: Type.Optional(Type.Union(LOG_LEVELS.map((level) => Type.Literal(level)), { problem: (raw: string) => `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"` })),
  TRUST_PROXY: text({ format: 'shop-flag' }, (raw) => `TRUST_PROXY must be true or false, got "${raw}"`),
  SMTP_URL: text({ format: 'shop-smtp-url' }, (raw) => `SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587, got "${raw.replace(/\/\/[^@/]*@/, '//***@')}"`),
  MAIL_FROM: text({ format: 'shop-mail-from' }, (raw) => `MAIL_FROM must be an e-mail address or "Name <address>", got "${raw}"`),
  ORDER_NOTIFY_TO: Type.Optional(Type.Array(Type.String({ format: 'shop-email', problem: (address: string) => `ORDER_NOTIFY_TO must be e-mail addresses separated by commas; "${address}" is not one` }))),
  IMAGE_CACHE_MAX_MB: count('IMAGE_CACHE_MAX_MB', 1_000_000),
  IMAGE_RENDER_SLOTS: count('IMAGE_RENDER_SLOTS', 64),
  CART_WRITE_LIMIT: count('CART_WRITE_LIMIT', 1_000_000),
  CART_SEND_LIMIT: count('CART_SEND_LIMIT', 1_000_000),
  SIGN_IN_LIMIT: count('SIGN_IN_LIMIT', 1_000_000),
  SHUTDOWN_TIMEOUT: count('SHUTDOWN_TIMEOUT', 3600),
  METRICS_TOKEN: text({ minLength: 16 }, () => 'METRICS_TOKEN must be at least 16 characters long'),
  INQUIRY_FILES_QUOTA_MB: count('INQUIRY_FILES_QUOTA_MB', 1_000_000),
  BEACON_LIMIT: count('BEACON_LIMIT', 1_000_000),
  CANARY_ROLLBACK_MIN_VIEWS: count('CANARY_ROLLBACK_MIN_VIEWS', 1_000_000),
  CANARY_ROLLBACK_MARGIN: count('CANARY_ROLLBACK_MARGIN', 100),
  CANARY_WATCH_SECONDS: count('CANARY_WATCH_SECONDS', 3600),
  ALLOWED_HOSTS: Type.Optional(Type.Array(Type.String({ format: 'shop-host', problem: (host: string) => `ALLOWED_HOSTS must be host names (host or host:port) separated by commas; "${host}" is not one` }))),
  RECAPTCHA_OPTIONAL: text({ format: 'shop-flag' }, (raw) => `RECAPTCHA_OPTIONAL must be true or false, got "${raw}"`),
  JWT_SECRET: text({ minLength: 32 }, () => 'JWT_SECRET must be at least 32 characters long'),
});

/** The problems of single values, one per value, in the schema's order. */
function valueProblems(input: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const named = new Set<string>();
  for (const error of Value.Errors(Environment, input)) {
    if (named.has(error.path)) continue;
    named.add(error.path);
    problems.push((error.schema as unknown as { problem: (raw: string) => string }).problem(String(error.value)));
  }
  return problems;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const repoDir = path.resolve(apiPackageDir(), '..');
  const value = (name: string) => optional(env, name);
  const lower = (name: string) => value(name)?.toLowerCase();
  const allowedHosts = (value('ALLOWED_HOSTS') ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  const input: Record<string, unknown> = Object.fromEntries(Object.keys(Environment.properties).map((name) => [name, value(name)]));
  Object.assign(input, {
    TRUST_PROXY: lower('TRUST_PROXY'),
    RECAPTCHA_OPTIONAL: lower('RECAPTCHA_OPTIONAL'),
    ORDER_NOTIFY_TO: value('ORDER_NOTIFY_TO')?.split(',').map((a) => a.trim()),
    ALLOWED_HOSTS: allowedHosts,
  });
  for (const name of Object.keys(input)) if (input[name] === undefined) delete input[name];
  const problems = valueProblems(input);

  // Loopback by default: a start that names no public address (PUBLIC_URL, ALLOWED_HOSTS) serves this machine only;
  // HOST=0.0.0.0 opens it to the network, e.g. behind nginx on another server (issue 50, 3).
  const host = value('HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(value('DATA_DIR') ?? path.join(repoDir, '.data'));
  const deployDir = path.resolve(value('DEPLOY_DIR') ?? path.join(repoDir, '.deploy'));
  const databaseFile = path.resolve(value('DATABASE_FILE') ?? path.join(dataDir, 'shop.sqlite'));
  const databaseUrl = value('DATABASE_URL');
  const redisUrl = value('REDIS_URL');
  // Uploads and generated images: one directory several instances share (e.g. a network mount).
  const mediaDir = path.resolve(value('MEDIA_DIR') ?? path.join(dataDir, 'media'));

  const adminEmail = value('ADMIN_EMAIL');
  const adminPassword = value('ADMIN_PASSWORD');
  if ((adminEmail === undefined) !== (adminPassword === undefined)) problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (adminPassword !== undefined && adminPassword.length >= 8 && passwordProblem(adminPassword, [adminEmail ?? '']) !== null) {
    problems.push('ADMIN_PASSWORD is too easy to guess (a common or leaked password, a pattern, a repeat, or the address itself); use a longer phrase of several unrelated words');
  }
  const publicUrl = value('PUBLIC_URL');
  const number = (name: string, fallback: number): number => Number(value(name) ?? fallback);

  const production = value('NODE_ENV') === 'production';
  // Without PUBLIC_URL and ALLOWED_HOSTS the site's own links name http://localhost:PORT (lib/origin.ts originOf),
  // never the request's Host: a public server names its address, or at least the hosts it answers as.
  if (production && publicUrl === undefined && allowedHosts.length === 0) {
    problems.push('PUBLIC_URL must be set in production (NODE_ENV=production), e.g. https://shop.example.com; or list the hosts the site answers as in ALLOWED_HOSTS');
  }
  const flag = (name: string): boolean => ['true', '1'].includes(lower(name) ?? 'false');
  // A public shop without a bot check lets anyone send orders (and their mails) in bulk: in production that is an
  // explicit choice, not a default.
  const recaptchaOptional = flag('RECAPTCHA_OPTIONAL');
  if (production && value('RECAPTCHA_SECRET') === undefined && !recaptchaOptional) {
    problems.push('RECAPTCHA_SECRET must be set in production (NODE_ENV=production); to run without a bot check on sent carts, set RECAPTCHA_OPTIONAL=true');
  }

  // Several instances (one PostgreSQL database, one Redis) must sign and check tokens with one key, and open the
  // two-factor secrets it seals: a secret generated per data folder would make each reject the others' sign-ins
  // (decision 0095).
  const jwtFromEnv = value('JWT_SECRET');
  if (jwtFromEnv === undefined && (databaseUrl !== undefined || redisUrl !== undefined)) {
    problems.push(
      `JWT_SECRET must be set when ${databaseUrl !== undefined ? 'DATABASE_URL' : 'REDIS_URL'} is: instances that share a database or Redis must sign sign-ins with one key, and each would otherwise make its own in its DATA_DIR and reject the tokens of the others. Give every instance the same value of at least 32 characters, e.g. from: openssl rand -base64 48`,
    );
  }
  const jwtSecret = jwtFromEnv === undefined && (databaseUrl !== undefined || redisUrl !== undefined) ? '' : resolveJwtSecret(dataDir, jwtFromEnv, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: number('PORT', 8080),
    host,
    repoDir,
    dataDir,
    deployDir,
    mediaDir,
    databaseFile,
    databaseUrl,
    redisUrl,
    redisPrefix: value('REDIS_PREFIX') ?? 'shop:',
    jwtSecret,
    adminEmail,
    adminPassword,
    recaptchaSecret: value('RECAPTCHA_SECRET'),
    recaptchaSiteKey: value('RECAPTCHA_SITE_KEY'),
    mapsKey: value('MAPS_KEY'),
    analyticsId: value('ANALYTICS_ID'),
    publicUrl,
    allowedHosts,
    trustProxy: flag('TRUST_PROXY'),
    logLevel: (value('LOG_LEVEL') ?? 'info') as LogLevel,
    smtpUrl: value('SMTP_URL'),
    mailFrom: value('MAIL_FROM'),
    orderNotifyTo: value('ORDER_NOTIFY_TO'),
    mailOutboxDir: path.join(dataDir, 'mail-outbox'),
    imageCacheMaxMb: number('IMAGE_CACHE_MAX_MB', 512),
    imageRenderSlots: number('IMAGE_RENDER_SLOTS', 1),
    production,
    cartWriteLimit: number('CART_WRITE_LIMIT', 60),
    cartSendLimit: number('CART_SEND_LIMIT', 10),
    signInLimit: number('SIGN_IN_LIMIT', 30),
    metricsToken: value('METRICS_TOKEN'),
    shutdownTimeoutMs: number('SHUTDOWN_TIMEOUT', 10) * 1000,
    inquiryFilesQuotaMb: number('INQUIRY_FILES_QUOTA_MB', 500),
    beaconLimit: number('BEACON_LIMIT', 120),
    // Decision 0087: by default a canary whose every view fails goes back after 20 views; one no worse than stable never.
    canaryMinViews: number('CANARY_ROLLBACK_MIN_VIEWS', 20),
    canaryRollbackMargin: number('CANARY_ROLLBACK_MARGIN', 20),
    // With the beacons' 2 s and the counters' 5 s, the default judges a failing canary within a minute.
    canaryWatchMs: number('CANARY_WATCH_SECONDS', 15) * 1000,
  };
}

/**
 * What the start log says about where this instance keeps its data: the database's kind and host (never its
 * password), Redis, and the deploy and media folders.
 */
export function describeStorage(config: Pick<Config, 'databaseUrl' | 'databaseFile' | 'redisUrl' | 'redisPrefix' | 'deployDir' | 'mediaDir' | 'dataDir'>): Record<string, string> {
  const where = (raw: string) => {
    const url = new URL(raw);
    return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname.length > 1 ? url.pathname : ''}`;
  };
  return {
    database: config.databaseUrl ? `PostgreSQL at ${where(config.databaseUrl)}` : `SQLite file ${config.databaseFile}`,
    redis: config.redisUrl ? `Redis at ${where(config.redisUrl)} (keys ${config.redisPrefix}*)` : 'none (this instance keeps its limits and cache news in memory)',
    deployDir: config.deployDir,
    mediaDir: config.mediaDir,
    dataDir: config.dataDir,
  };
}
