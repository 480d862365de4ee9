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
  });
});
