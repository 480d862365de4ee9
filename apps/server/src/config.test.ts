import { describe, expect, it } from 'vitest';
import { loadConfig, OWASP_ARGON2ID } from './config';

describe('loadConfig', () => {
  it('has a default for every setting', () => {
    const config = loadConfig({}, '/srv/lectern');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/lectern/data',
      databaseUrl: null,
      databasePoolSize: 20,
      databasePreparedStatements: true,
      sqlitePath: '/srv/lectern/data/lectern.sqlite',
      uploadDir: '/srv/lectern/data/uploads',
      uploadMaxBytes: 100 * 1024 * 1024,
      publicUrl: null,
      trustProxy: false,
      redisUrl: null,
      logLevel: 'info',
      sessionTtlMs: 24 * 60 * 60 * 1000,
      rateLimits: true,
      demoPack: 'builtin',
      passwordHashing: OWASP_ARGON2ID,
      rankingCacheMs: 5000,
      housekeeping: {
        intervalMs: 60 * 60 * 1000,
        sessionRetentionMs: 30 * 24 * 60 * 60 * 1000,
        verificationCodeRetentionMs: 24 * 60 * 60 * 1000,
      },
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/lectern',
        DATABASE_URL: 'postgres://db/lectern',
        DATABASE_POOL_SIZE: '50',
        DATABASE_PREPARED_STATEMENTS: 'off',
        UPLOAD_MAX_MB: '5',
        PUBLIC_URL: 'https://learn.example.com/',
        TRUST_PROXY: '1',
        SESSION_TTL_HOURS: '2',
        RATE_LIMITS: 'off',
        DEMO_PACK: 'off',
        RANKING_CACHE_SECONDS: '0.5',
        PAPER_CACHE_SECONDS: '2',
        HOUSEKEEPING_MINUTES: '0.5',
        SESSION_RETENTION_DAYS: '7',
        SMS_CODE_RETENTION_HOURS: '0',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      sqlitePath: '/var/lib/lectern/lectern.sqlite',
      databaseUrl: 'postgres://db/lectern',
      databasePoolSize: 50,
      databasePreparedStatements: false,
      uploadMaxBytes: 5 * 1024 * 1024,
      publicUrl: 'https://learn.example.com',
      trustProxy: 1,
      sessionTtlMs: 2 * 60 * 60 * 1000,
      rateLimits: false,
      demoPack: 'off',
      rankingCacheMs: 500,
      paperCacheMs: 2000,
      housekeeping: {
        intervalMs: 30 * 1000,
        sessionRetentionMs: 7 * 24 * 60 * 60 * 1000,
        verificationCodeRetentionMs: 0,
      },
    });
    expect(loadConfig({ RANKING_CACHE_SECONDS: '0' }).rankingCacheMs).toBe(0);
    expect(loadConfig({ DEMO_PACK: 'packs/acme.json' }, '/srv').demoPack).toEqual({
      path: '/srv/packs/acme.json',
    });
  });

  it('refuses a malformed setting, naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ RATE_LIMITS: 'maybe' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ RANKING_CACHE_SECONDS: '-1' })).toThrow(/RANKING_CACHE_SECONDS/);
    expect(() => loadConfig({ PAPER_CACHE_SECONDS: 'soon' })).toThrow(/PAPER_CACHE_SECONDS/);
    expect(() => loadConfig({ HOUSEKEEPING_MINUTES: '-5' })).toThrow(/HOUSEKEEPING_MINUTES/);
    expect(() => loadConfig({ SESSION_RETENTION_DAYS: 'month' })).toThrow(/SESSION_RETENTION_DAYS/);
    expect(() => loadConfig({ SMS_CODE_RETENTION_HOURS: '-1' })).toThrow(
      /SMS_CODE_RETENTION_HOURS/,
    );
  });

  it('reads the upload rates as a count per window and the quota in GiB', () => {
    expect(loadConfig({})).toMatchObject({
      uploadRates: {
        publicPerAddress: { points: 20, windowSeconds: 10 * 60 },
        publicPerTenant: { points: 200, windowSeconds: 60 * 60 },
        perLearner: { points: 60, windowSeconds: 10 * 60 },
      },
      uploadQuotaBytes: 50 * 1024 ** 3,
    });
    const config = loadConfig({
      UPLOAD_RATE_PUBLIC_ADDRESS: '5/30s',
      UPLOAD_RATE_PUBLIC_TENANT: '1000/24h',
      UPLOAD_RATE_LEARNER: '90/15m',
      UPLOAD_QUOTA_GB: '0.5',
    });
    expect(config.uploadRates).toEqual({
      publicPerAddress: { points: 5, windowSeconds: 30 },
      publicPerTenant: { points: 1000, windowSeconds: 24 * 60 * 60 },
      perLearner: { points: 90, windowSeconds: 15 * 60 },
    });
    expect(config.uploadQuotaBytes).toBe(512 * 1024 ** 2);
    expect(() => loadConfig({ UPLOAD_RATE_LEARNER: '0/10m' })).toThrow(/UPLOAD_RATE_LEARNER/);
    expect(() => loadConfig({ UPLOAD_RATE_PUBLIC_ADDRESS: '20 per hour' })).toThrow(
      /UPLOAD_RATE_PUBLIC_ADDRESS/,
    );
    expect(() => loadConfig({ UPLOAD_QUOTA_GB: '0' })).toThrow(/UPLOAD_QUOTA_GB/);
  });
});
