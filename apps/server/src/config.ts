import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Every setting of the server, read once from the environment (the README lists them). */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; SQLite at `sqlitePath` otherwise. */
  databaseUrl: string | null;
  /** Most PostgreSQL connections the server holds. */
  databasePoolSize: number;
  /** 'ipc': measures the event loop, GC, database waits and background work for the benchmark. */
  runtimeDiagnostics: 'off' | 'ipc';
  /** Whether PostgreSQL connections prepare their statements (off behind a transaction pooler). */
  databasePreparedStatements: boolean;
  sqlitePath: string;
  uploadDir: string;
  uploadMaxBytes: number;
  /** Uploads allowed in a window: before login per client address and per tenant, and per learner. */
  uploadRates: { publicPerAddress: Rate; publicPerTenant: Rate; perLearner: Rate };
  /** Most bytes the stored uploads of one tenant take together (docs/decisions/0022). */
  uploadQuotaBytes: number;
  /** Origin used in absolute file URLs; the request's origin when null. */
  publicUrl: string | null;
  trustProxy: boolean | number | string;
  redisUrl: string | null;
  logLevel: string;
  sessionTtlMs: number;
  rateLimits: boolean;
  /** 'builtin' imports the bundled demo pack into an empty database, a path imports that pack. */
  demoPack: 'off' | 'builtin' | { path: string };
  webDist: string;
  /** Sent in the `Overall` header (docs/decisions/0003-overall-header.md). */
  releaseId: string;
  /** argon2id cost; the OWASP parameters everywhere except where a test lowers them. */
  passwordHashing: { memoryCost: number; timeCost: number; parallelism: number };
  /** IANA time zone whose calendar days count the exam attempts allowed per day (spec §9). */
  examTimeZone: string;
  /** How long a paper's computed rankings are served from memory; 0: computed on every call. */
  rankingCacheMs: number;
  /** How long a paper read from the database is reused; 0: read on every call. */
  paperCacheMs: number;
  /** How long a PK player's page may be gone before they lose the match (docs/decisions/0059). */
  pkGraceMs: number;
  /** Submit expired answer sheets in the background; off only in tests that drive expiry. */
  examExpirySweep: boolean;
  /** The scheduled deletion of ended sessions and used codes (platform/housekeeping). */
  housekeeping: {
    /** Time between passes; 0: never. */
    intervalMs: number;
    /** How long a session is kept after it expired or was revoked. */
    sessionRetentionMs: number;
    /** How long a verification code is kept after it was used or expired. */
    verificationCodeRetentionMs: number;
  };
  /** SMS provider: `console` logs each code; `test` records them, in `outboxPath` when set. */
  sms: { driver: 'console' | 'test'; outboxPath: string | null };
};

/** So many events per window of so many seconds. */
export type Rate = { points: number; windowSeconds: number };

const WINDOW_UNIT_SECONDS = { s: 1, m: 60, h: 60 * 60 } as const;

/** `20/10m`: 20 per 10 minutes (units s, m, h). */
const rate = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .pipe(z.string().regex(/^[1-9]\d*\/[1-9]\d*[smh]$/, 'a count per window, such as 20/10m'))
    .transform((value): Rate => {
      const [points, window] = value.split('/') as [string, string];
      const unit = window.slice(-1) as keyof typeof WINDOW_UNIT_SECONDS;
      return {
        points: Number(points),
        windowSeconds: Number(window.slice(0, -1)) * WINDOW_UNIT_SECONDS[unit],
      };
    });

/** OWASP password storage cheat sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
export const OWASP_ARGON2ID = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const toggle = (fallback: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['on', 'true', '1'].includes(value)));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : null));

/** Default exam calendar: the product's home market. */
export const DEFAULT_EXAM_TIME_ZONE = 'Asia/Shanghai';

const isTimeZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  DATABASE_PREPARED_STATEMENTS: toggle(true),
  RUNTIME_DIAGNOSTICS: z.enum(['off', 'ipc']).default('off'),
  UPLOAD_DIR: optionalText,
  UPLOAD_MAX_MB: z.coerce.number().positive().default(100),
  UPLOAD_RATE_PUBLIC_ADDRESS: rate('20/10m'),
  UPLOAD_RATE_PUBLIC_TENANT: rate('200/1h'),
  UPLOAD_RATE_LEARNER: rate('60/10m'),
  UPLOAD_QUOTA_GB: z.coerce.number().positive().default(50),
  PUBLIC_URL: optionalText.pipe(z.url().nullable()),
  TRUST_PROXY: optionalText,
  REDIS_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
  RATE_LIMITS: toggle(true),
  DEMO_PACK: optionalText,
  WEB_DIST: optionalText,
  RELEASE_ID: optionalText,
  EXAM_TIME_ZONE: optionalText
    .transform((value) => value ?? DEFAULT_EXAM_TIME_ZONE)
    .refine(isTimeZone, { message: 'an IANA time zone such as Asia/Shanghai' }),
  RANKING_CACHE_SECONDS: z.coerce.number().min(0).default(5),
  PAPER_CACHE_SECONDS: z.coerce.number().min(0).default(5),
  PK_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(15),
  HOUSEKEEPING_MINUTES: z.coerce.number().min(0).default(60),
  SESSION_RETENTION_DAYS: z.coerce.number().min(0).default(30),
  SMS_CODE_RETENTION_HOURS: z.coerce.number().min(0).default(24),
  SMS_DRIVER: z.enum(['console', 'test']).default('console'),
  SMS_OUTBOX: optionalText,
});

const parseTrustProxy = (value: string | null): Config['trustProxy'] => {
  if (value === null || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
};

/** Stamped by tsup at build time; absent when running from source. */
const buildRelease = process.env.LECTERN_BUILD_RELEASE;

/** `apps/server/src` and `apps/server/dist` are both one level below the package root. */
const serverPackageDir = fileURLToPath(new URL('..', import.meta.url));

export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): Config => {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid setting ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const settings = parsed.data;
  const fromCwd = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  const dataDir = fromCwd(settings.DATA_DIR);
  const demoPack =
    settings.DEMO_PACK === null || ['on', 'true', '1'].includes(settings.DEMO_PACK)
      ? 'builtin'
      : ['off', 'false', '0'].includes(settings.DEMO_PACK)
        ? 'off'
        : { path: fromCwd(settings.DEMO_PACK) };
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    databasePoolSize: settings.DATABASE_POOL_SIZE,
    databasePreparedStatements: settings.DATABASE_PREPARED_STATEMENTS,
    runtimeDiagnostics: settings.RUNTIME_DIAGNOSTICS,
    sqlitePath: resolve(dataDir, 'lectern.sqlite'),
    uploadDir: settings.UPLOAD_DIR ? fromCwd(settings.UPLOAD_DIR) : resolve(dataDir, 'uploads'),
    uploadMaxBytes: Math.round(settings.UPLOAD_MAX_MB * 1024 * 1024),
    uploadRates: {
      publicPerAddress: settings.UPLOAD_RATE_PUBLIC_ADDRESS,
      publicPerTenant: settings.UPLOAD_RATE_PUBLIC_TENANT,
      perLearner: settings.UPLOAD_RATE_LEARNER,
    },
    uploadQuotaBytes: Math.round(settings.UPLOAD_QUOTA_GB * 1024 * 1024 * 1024),
    publicUrl: settings.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    trustProxy: parseTrustProxy(settings.TRUST_PROXY),
    redisUrl: settings.REDIS_URL,
    logLevel: settings.LOG_LEVEL,
    sessionTtlMs: settings.SESSION_TTL_HOURS * 60 * 60 * 1000,
    rateLimits: settings.RATE_LIMITS,
    demoPack,
    webDist: settings.WEB_DIST
      ? fromCwd(settings.WEB_DIST)
      : resolve(serverPackageDir, '../web/dist'),
    releaseId: settings.RELEASE_ID ?? buildRelease ?? 'dev',
    passwordHashing: { ...OWASP_ARGON2ID },
    examTimeZone: settings.EXAM_TIME_ZONE,
    rankingCacheMs: Math.round(settings.RANKING_CACHE_SECONDS * 1000),
    paperCacheMs: Math.round(settings.PAPER_CACHE_SECONDS * 1000),
    pkGraceMs: Math.round(settings.PK_GRACE_SECONDS * 1000),
    examExpirySweep: true,
    housekeeping: {
      intervalMs: Math.round(settings.HOUSEKEEPING_MINUTES * 60 * 1000),
      sessionRetentionMs: Math.round(settings.SESSION_RETENTION_DAYS * 24 * 60 * 60 * 1000),
      verificationCodeRetentionMs: Math.round(settings.SMS_CODE_RETENTION_HOURS * 60 * 60 * 1000),
    },
    sms: {
      driver: settings.SMS_DRIVER,
      outboxPath: settings.SMS_OUTBOX ? fromCwd(settings.SMS_OUTBOX) : null,
    },
  };
};
