// Configuration from the environment, validated once at start-up; every bad value is named in the error.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordProblem } from './modules/auth/password-strength.ts';

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

/** Reads JWT_SECRET or the persisted generated secret (created once, mode 600, in DATA_DIR — never in the repo). */
function resolveJwtSecret(dataDir: string, fromEnv: string | undefined, problems: string[]): string {
  if (fromEnv !== undefined) {
    if (fromEnv.length < 32) problems.push('JWT_SECRET must be at least 32 characters long');
    return fromEnv;
  }
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

function validUrl(value: string, protocols: string[]): boolean {
  try {
    const u = new URL(value);
    return protocols.includes(u.protocol) && u.hostname !== '';
  } catch {
    return false;
  }
}

const hidePassword = (url: string): string => url.replace(/\/\/([^@/:]*):[^@/]*@/, '//$1:***@');

/** Where the database is: the PostgreSQL URL when set, else the SQLite file. */
export function databaseLocation(config: Pick<Config, 'databaseUrl' | 'databaseFile'>): string {
  return config.databaseUrl ?? config.databaseFile;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const repoDir = path.resolve(apiPackageDir(), '..');

  let port = 8080;
  const rawPort = optional(env, 'PORT');
  if (rawPort !== undefined) {
    port = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || port < 0 || port > 65535) problems.push(`PORT must be an integer 0-65535, got "${rawPort}"`);
  }

  // Loopback by default: a start that names no public address (PUBLIC_URL, ALLOWED_HOSTS) serves this machine only;
  // HOST=0.0.0.0 opens it to the network, e.g. behind nginx on another server (issue 50, 3).
  const host = optional(env, 'HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(optional(env, 'DATA_DIR') ?? path.join(repoDir, '.data'));
  const deployDir = path.resolve(optional(env, 'DEPLOY_DIR') ?? path.join(repoDir, '.deploy'));
  const databaseFile = path.resolve(optional(env, 'DATABASE_FILE') ?? path.join(dataDir, 'shop.sqlite'));

  const databaseUrl = optional(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !validUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push(`DATABASE_URL must be a postgres:// URL such as postgres://shop@127.0.0.1:5432/shop, got "${hidePassword(databaseUrl)}"`);
  }
  const redisUrl = optional(env, 'REDIS_URL');
  if (redisUrl !== undefined && !validUrl(redisUrl, ['redis:', 'rediss:'])) {
    problems.push(`REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379, got "${hidePassword(redisUrl)}"`);
  }
  // Uploads and generated images: one directory several instances share (e.g. a network mount).
  const mediaDir = path.resolve(optional(env, 'MEDIA_DIR') ?? path.join(dataDir, 'media'));

  const adminEmail = optional(env, 'ADMIN_EMAIL');
  const adminPassword = optional(env, 'ADMIN_PASSWORD');
  if (adminEmail !== undefined && !EMAIL_RE.test(adminEmail)) problems.push(`ADMIN_EMAIL is not an e-mail address: "${adminEmail}"`);
  if ((adminEmail === undefined) !== (adminPassword === undefined)) problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (adminPassword !== undefined && adminPassword.length < 8) problems.push('ADMIN_PASSWORD must be at least 8 characters long');
  else if (adminPassword !== undefined && passwordProblem(adminPassword, [adminEmail ?? '']) !== null) {
    problems.push('ADMIN_PASSWORD is too easy to guess (a common or leaked password, a pattern, a repeat, or the address itself); use a longer phrase of several unrelated words');
  }

  const publicUrl = optional(env, 'PUBLIC_URL');
  if (publicUrl !== undefined) {
    try {
      const u = new URL(publicUrl);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
    } catch {
      problems.push(`PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
    }
  }

  const rawLevel = optional(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(rawLevel as LogLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${rawLevel}"`);

  const rawTrust = (optional(env, 'TRUST_PROXY') ?? 'false').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(rawTrust)) problems.push(`TRUST_PROXY must be true or false, got "${rawTrust}"`);

  const smtpUrl = optional(env, 'SMTP_URL');
  if (smtpUrl !== undefined) {
    try {
      const u = new URL(smtpUrl);
      if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error('protocol');
      if (!u.hostname) throw new Error('host');
    } catch {
      problems.push(`SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587, got "${smtpUrl.replace(/\/\/[^@/]*@/, '//***@')}"`);
    }
  }
  const mailFrom = optional(env, 'MAIL_FROM');
  if (mailFrom !== undefined && !EMAIL_RE.test(mailFrom.match(/<([^>]+)>\s*$/)?.[1] ?? mailFrom)) {
    problems.push(`MAIL_FROM must be an e-mail address or "Name <address>", got "${mailFrom}"`);
  }
  const orderNotifyTo = optional(env, 'ORDER_NOTIFY_TO');
  for (const address of orderNotifyTo?.split(',').map((a) => a.trim()) ?? []) {
    if (!EMAIL_RE.test(address)) problems.push(`ORDER_NOTIFY_TO must be e-mail addresses separated by commas; "${address}" is not one`);
  }

  const positiveInt = (name: string, fallback: number, max: number): number => {
    const raw = optional(env, name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < 1 || n > max) problems.push(`${name} must be an integer 1-${max}, got "${raw}"`);
    return n;
  };
  const imageCacheMaxMb = positiveInt('IMAGE_CACHE_MAX_MB', 512, 1_000_000);
  const imageRenderSlots = positiveInt('IMAGE_RENDER_SLOTS', 1, 64);
  const cartWriteLimit = positiveInt('CART_WRITE_LIMIT', 60, 1_000_000);
  const cartSendLimit = positiveInt('CART_SEND_LIMIT', 10, 1_000_000);
  const signInLimit = positiveInt('SIGN_IN_LIMIT', 30, 1_000_000);
  const shutdownTimeoutSeconds = positiveInt('SHUTDOWN_TIMEOUT', 10, 3600);
  const metricsToken = optional(env, 'METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters long');
  const inquiryFilesQuotaMb = positiveInt('INQUIRY_FILES_QUOTA_MB', 500, 1_000_000);
  const beaconLimit = positiveInt('BEACON_LIMIT', 120, 1_000_000);
  // Decision 0087: by default a canary whose every view fails goes back after 20 views; one no worse than stable never.
  const canaryMinViews = positiveInt('CANARY_ROLLBACK_MIN_VIEWS', 20, 1_000_000);
  const canaryRollbackMargin = positiveInt('CANARY_ROLLBACK_MARGIN', 20, 100);

  const production = optional(env, 'NODE_ENV') === 'production';
  const allowedHosts = (optional(env, 'ALLOWED_HOSTS') ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  for (const h of allowedHosts) if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(h) && !/^\[[0-9a-f:]+\](:\d{1,5})?$/.test(h)) problems.push(`ALLOWED_HOSTS must be host names (host or host:port) separated by commas; "${h}" is not one`);
  // Without PUBLIC_URL and ALLOWED_HOSTS the site's own links name http://localhost:PORT (seo/routes.ts originOf),
  // never the request's Host: a public server names its address, or at least the hosts it answers as.
  if (production && publicUrl === undefined && allowedHosts.length === 0) {
    problems.push('PUBLIC_URL must be set in production (NODE_ENV=production), e.g. https://shop.example.com; or list the hosts the site answers as in ALLOWED_HOSTS');
  }
  const flag = (name: string): boolean => {
    const raw = (optional(env, name) ?? 'false').toLowerCase();
    if (!['true', 'false', '1', '0'].includes(raw)) problems.push(`${name} must be true or false, got "${raw}"`);
    return raw === 'true' || raw === '1';
  };
  // A public shop without a bot check lets anyone send orders (and their mails) in bulk: in production that is an
  // explicit choice, not a default.
  const recaptchaOptional = flag('RECAPTCHA_OPTIONAL');
  if (production && optional(env, 'RECAPTCHA_SECRET') === undefined && !recaptchaOptional) {
    problems.push('RECAPTCHA_SECRET must be set in production (NODE_ENV=production); to run without a bot check on sent carts, set RECAPTCHA_OPTIONAL=true');
  }

  // Several instances (one PostgreSQL database, one Redis) must sign and check tokens with one key, and open the
  // two-factor secrets it seals: a secret generated per data folder would make each reject the others' sign-ins
  // (decision 0095).
  const jwtFromEnv = optional(env, 'JWT_SECRET');
  if (jwtFromEnv === undefined && (databaseUrl !== undefined || redisUrl !== undefined)) {
    problems.push(
      `JWT_SECRET must be set when ${databaseUrl !== undefined ? 'DATABASE_URL' : 'REDIS_URL'} is: instances that share a database or Redis must sign sign-ins with one key, and each would otherwise make its own in its DATA_DIR and reject the tokens of the others. Give every instance the same value of at least 32 characters, e.g. from: openssl rand -base64 48`,
    );
  }
  const jwtSecret = jwtFromEnv === undefined && (databaseUrl !== undefined || redisUrl !== undefined) ? '' : resolveJwtSecret(dataDir, jwtFromEnv, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    repoDir,
    dataDir,
    deployDir,
    mediaDir,
    databaseFile,
    databaseUrl,
    redisUrl,
    redisPrefix: optional(env, 'REDIS_PREFIX') ?? 'shop:',
    jwtSecret,
    adminEmail,
    adminPassword,
    recaptchaSecret: optional(env, 'RECAPTCHA_SECRET'),
    recaptchaSiteKey: optional(env, 'RECAPTCHA_SITE_KEY'),
    mapsKey: optional(env, 'MAPS_KEY'),
    analyticsId: optional(env, 'ANALYTICS_ID'),
    publicUrl,
    allowedHosts,
    trustProxy: rawTrust === 'true' || rawTrust === '1',
    logLevel: rawLevel as LogLevel,
    smtpUrl,
    mailFrom,
    orderNotifyTo,
    mailOutboxDir: path.join(dataDir, 'mail-outbox'),
    imageCacheMaxMb,
    imageRenderSlots,
    production,
    cartWriteLimit,
    cartSendLimit,
    signInLimit,
    metricsToken,
    shutdownTimeoutMs: shutdownTimeoutSeconds * 1000,
    inquiryFilesQuotaMb,
    beaconLimit,
    canaryMinViews,
    canaryRollbackMargin,
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
