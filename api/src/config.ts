// Configuration from the environment, validated once at start-up; every bad value is named in the error.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  recaptchaSecret: string | undefined;
  recaptchaSiteKey: string | undefined;
  mapsKey: string | undefined;
  analyticsId: string | undefined;
  publicUrl: string | undefined;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const repoDir = path.resolve(apiPackageDir(), '..');

  let port = 8080;
  const rawPort = optional(env, 'PORT');
  if (rawPort !== undefined) {
    port = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || port < 0 || port > 65535) problems.push(`PORT must be an integer 0-65535, got "${rawPort}"`);
  }

  const host = optional(env, 'HOST') ?? '0.0.0.0';
  const dataDir = path.resolve(optional(env, 'DATA_DIR') ?? path.join(repoDir, '.data'));
  const deployDir = path.resolve(optional(env, 'DEPLOY_DIR') ?? path.join(repoDir, '.deploy'));
  const databaseFile = path.resolve(optional(env, 'DATABASE_FILE') ?? path.join(dataDir, 'shop.sqlite'));

  const adminEmail = optional(env, 'ADMIN_EMAIL');
  const adminPassword = optional(env, 'ADMIN_PASSWORD');
  if (adminEmail !== undefined && !EMAIL_RE.test(adminEmail)) problems.push(`ADMIN_EMAIL is not an e-mail address: "${adminEmail}"`);
  if ((adminEmail === undefined) !== (adminPassword === undefined)) problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (adminPassword !== undefined && adminPassword.length < 8) problems.push('ADMIN_PASSWORD must be at least 8 characters long');

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

  const jwtSecret = resolveJwtSecret(dataDir, optional(env, 'JWT_SECRET'), problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    repoDir,
    dataDir,
    deployDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseFile,
    jwtSecret,
    adminEmail,
    adminPassword,
    recaptchaSecret: optional(env, 'RECAPTCHA_SECRET'),
    recaptchaSiteKey: optional(env, 'RECAPTCHA_SITE_KEY'),
    mapsKey: optional(env, 'MAPS_KEY'),
    analyticsId: optional(env, 'ANALYTICS_ID'),
    publicUrl,
    trustProxy: rawTrust === 'true' || rawTrust === '1',
    logLevel: rawLevel as LogLevel,
    smtpUrl,
    mailFrom,
    orderNotifyTo,
    mailOutboxDir: path.join(dataDir, 'mail-outbox'),
  };
}
