import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, databaseLocation, describeStorage, loadConfig } from '../src/config.ts';

const SHARED_SECRET = 'a-secret-every-instance-shares-0123456789';

describe('loadConfig', () => {
  it('names every bad value', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    try {
      let error: unknown;
      try {
        loadConfig({ DATA_DIR: dir, PORT: 'abc', LOG_LEVEL: 'loud', ADMIN_EMAIL: 'nobody', PUBLIC_URL: 'ftp://x', JWT_SECRET: 'short' });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'LOG_LEVEL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PUBLIC_URL', 'JWT_SECRET']) expect(message).toContain(name);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has defaults and persists a generated JWT secret with mode 600', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: dir, databaseFile: path.join(dir, 'shop.sqlite'), logLevel: 'info' });
      expect(config.deployDir).toBe(path.resolve(import.meta.dirname, '../../.deploy'));
      const file = path.join(dir, 'jwt-secret');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toBe(config.jwtSecret);
      expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads DATABASE_URL, REDIS_URL and MEDIA_DIR for several servers, and names them when they are wrong', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    try {
      const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://shop@db:5432/shop', REDIS_URL: 'redis://cache:6379', MEDIA_DIR: path.join(dir, 'shared-media'), JWT_SECRET: SHARED_SECRET });
      expect(config).toMatchObject({ databaseUrl: 'postgres://shop@db:5432/shop', redisUrl: 'redis://cache:6379', mediaDir: path.join(dir, 'shared-media') });
      expect(databaseLocation(config)).toBe('postgres://shop@db:5432/shop');
      expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ databaseUrl: undefined, redisUrl: undefined, mediaDir: path.join(dir, 'media') });
      expect(databaseLocation(loadConfig({ DATA_DIR: dir }))).toBe(path.join(dir, 'shop.sqlite'));

      let error: unknown;
      try {
        loadConfig({ DATA_DIR: dir, DATABASE_URL: 'mysql://shop:secret@db/shop', REDIS_URL: 'http://cache', JWT_SECRET: SHARED_SECRET });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('DATABASE_URL must be a postgres:// URL');
      expect(message).toContain('REDIS_URL must be a redis://');
      // A password in a bad URL is not written to the log.
      expect(message).not.toContain('secret');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start an instance over a shared database or Redis without JWT_SECRET, and says why', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    try {
      for (const [name, env] of [
        ['DATABASE_URL', { DATABASE_URL: 'postgres://shop@db:5432/shop' }],
        ['REDIS_URL', { REDIS_URL: 'redis://cache:6379' }],
      ] as const) {
        let error: unknown;
        try {
          loadConfig({ DATA_DIR: dir, ...env });
        } catch (e) {
          error = e;
        }
        expect(error, name).toBeInstanceOf(ConfigError);
        expect((error as Error).message).toContain(`JWT_SECRET must be set when ${name} is`);
        expect((error as Error).message).toContain('reject the tokens of the others');
        // No secret of its own was made for this instance.
        expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
      }
      expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://shop@db:5432/shop', JWT_SECRET: SHARED_SECRET }).jwtSecret).toBe(SHARED_SECRET);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads METRICS_TOKEN and SHUTDOWN_TIMEOUT, and names them when they are wrong', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ metricsToken: undefined, shutdownTimeoutMs: 10_000 });
      expect(loadConfig({ DATA_DIR: dir, METRICS_TOKEN: 'a-long-enough-metrics-token', SHUTDOWN_TIMEOUT: '25' })).toMatchObject({ metricsToken: 'a-long-enough-metrics-token', shutdownTimeoutMs: 25_000 });
      expect(() => loadConfig({ DATA_DIR: dir, METRICS_TOKEN: 'short', SHUTDOWN_TIMEOUT: '0' })).toThrow(/SHUTDOWN_TIMEOUT must be an integer 1-3600[\s\S]*METRICS_TOKEN must be at least 16/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('judges running canaries every 15 s unless CANARY_WATCH_SECONDS says otherwise, and names a bad value', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ canaryWatchMs: 15_000 });
      expect(loadConfig({ DATA_DIR: dir, CANARY_WATCH_SECONDS: '5' })).toMatchObject({ canaryWatchMs: 5_000 });
      expect(() => loadConfig({ DATA_DIR: dir, CANARY_WATCH_SECONDS: '0' })).toThrow(/CANARY_WATCH_SECONDS must be an integer 1-3600/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('describes where the data is for the start log, without the passwords', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    try {
      const shared = describeStorage(
        loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://shop:db-password@db.internal:5432/shop', REDIS_URL: 'redis://:cache-password@cache:6379', DEPLOY_DIR: '/srv/deploy', MEDIA_DIR: '/srv/media', JWT_SECRET: SHARED_SECRET }),
      );
      expect(shared).toMatchObject({ database: 'PostgreSQL at db.internal:5432/shop', redis: 'Redis at cache:6379 (keys shop:*)', deployDir: '/srv/deploy', mediaDir: '/srv/media' });
      expect(JSON.stringify(shared)).not.toMatch(/password/);
      expect(describeStorage(loadConfig({ DATA_DIR: dir })).database).toBe(`SQLite file ${path.join(dir, 'shop.sqlite')}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
