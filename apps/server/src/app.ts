import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { Redis } from 'ioredis';
import { API_BASE } from '@lectern/contracts/common/endpoint';
import { MAX_REALTIME_CONTENT_LENGTH } from '@lectern/contracts/common/realtime';
import type { Config } from './config';
import { migrateToLatest, openConfiguredDatabase, type DatabaseHandle } from './db/database';
import { registerTableMaintenance } from './db/table-maintenance';
import { features, featureServices } from './features';
import type { AppDeps } from './platform/app-deps';
import { registerHousekeeping } from './platform/housekeeping/housekeeping';
import { registerErrorHandling } from './platform/http/error-handler';
import { answerClientErrors, answerFrameworkErrors } from './platform/http/framework-refusals';
import { registerOpenApi, registerOpenApiRoute } from './platform/http/openapi';
import { registerOverallHeader } from './platform/http/overall-header';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { closeConnectionsOnShutdown } from './platform/http/shutdown-connections';
import { jsonSerializerCompiler, zodValidatorCompiler } from './platform/http/validation';
import { registerWebClient } from './platform/http/web-client';
import { createSmsProvider, type SmsProvider } from './platform/providers/sms/sms-provider';
import { createDeviceTickets } from './platform/realtime/device-tickets';
import { createRealtimeHub } from './platform/realtime/realtime-hub';
import {
  registerRealtimeRoutes,
  sessionCookieAuthenticator,
} from './platform/realtime/realtime.routes';
import { createLoginLimits } from './platform/rate-limits/login-limits';
import { createSmsLimits } from './platform/rate-limits/sms-limits';
import { createUploadLimits } from './platform/rate-limits/upload-limits';
import { tenantFeatures } from './platform/features/module-guard';
import { createPasswordHasher } from './platform/security/passwords';
import {
  createAdminGuard,
  createSessionGuard,
  createSessionResolver,
} from './platform/sessions/session-guard';
import { createLocalStorage } from './platform/storage/local-storage';
import { verificationCodes } from './platform/verification-codes/verification-codes';

/** Multipart parts besides the file: fileType, factoryCode and a little slack. */
const MULTIPART_MAX_FIELDS = 10;
/**
 * Above the longest path parameter, a served file's name: 200 characters (store-upload.ts), up to
 * 400 UTF-16 units. Longer ones answer 414 (docs/decisions/0024).
 */
const MAX_PATH_PARAMETER_LENGTH = 512;
/** The largest realtime frame: the longest message content, stringified, with its fields. */
const REALTIME_MAX_FRAME_BYTES = 2 * MAX_REALTIME_CONTENT_LENGTH + 4 * 1024;

export type BuildAppOptions = {
  config: Config;
  /** An already opened database (tests); the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Check every success body against its contract (tests). */
  checkResponses?: boolean;
  /** Replaces the configured SMS driver (tests read the codes it was given). */
  sms?: SmsProvider;
};

const loggerOptions = (config: Config): FastifyServerOptions['logger'] => ({
  level: config.logLevel,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      'password',
      '*.password',
      '*.*.password',
    ],
    censor: '[redacted]',
  },
});

/** How long start-up waits for Redis before counting limits in this process's memory. */
const REDIS_READY_TIMEOUT_MS = 5_000;

/**
 * Waits until Redis answers, so that the shared limits count in Redis from the first request
 * (docs/decisions/0026). An unreachable Redis does not stop the start: the limits fall back to
 * each process's memory until it connects.
 */
const redisReady = async (redis: Redis, log: FastifyBaseLogger) => {
  // A failed connection attempt is an 'error' event; ioredis keeps trying by itself.
  const ready = once(redis, 'ready').then(
    () => true,
    () => false,
  );
  const timeout = setTimeout(REDIS_READY_TIMEOUT_MS, false, { ref: false });
  if (!(await Promise.race([ready, timeout]))) {
    log.warn('Redis does not answer yet: each process counts the limits on its own until it does');
  }
};

/**
 * Builds the whole server: plugins first, then the API routes, then the web client
 * (STYLE.md, fastify/demo order).
 */
export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const { config } = options;
  const database = options.database ?? openConfiguredDatabase(config);
  await migrateToLatest(database);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : null;

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Leaves room for the largest rich-text answers of later features.
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // Refusals made before any hook runs still answer the envelope (docs/decisions/0024).
    frameworkErrors: answerFrameworkErrors(config.releaseId),
    clientErrorHandler: answerClientErrors(config.releaseId),
  });
  if (redis) await redisReady(redis, app.log);
  app.decorateRequest('session', null);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  registerErrorHandling(app);
  registerOverallHeader(app, config.releaseId);
  await registerSecurityHeaders(app);
  closeConnectionsOnShutdown(app);

  // An empty JSON body reads as "no parameters" so the answer can name the missing one.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: config.uploadMaxBytes,
      files: 1,
      fields: MULTIPART_MAX_FIELDS,
      parts: MULTIPART_MAX_FIELDS + 1,
    },
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: REALTIME_MAX_FRAME_BYTES },
  });
  await registerOpenApi(app, config.releaseId);

  const resolveSession = createSessionResolver(
    database.db,
    database.transact,
    config.sessionTtlMs,
    app.log,
  );
  app.addHook('preClose', async () => resolveSession.flushTouches());
  const sms = options.sms ?? createSmsProvider(config.sms, app.log);
  const realtime = await createRealtimeHub({ redis, log: app.log });
  const deviceTickets = createDeviceTickets(database.db);
  app.decorate('realtime', realtime);
  const loginLimits = createLoginLimits({ enabled: config.rateLimits, redis });
  const deps: AppDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    transact: database.transact,
    storage: createLocalStorage(config.uploadDir),
    passwords: createPasswordHasher(config.passwordHashing),
    loginLimits,
    verificationCodes: verificationCodes({
      db: database.db,
      sms,
      limits: createSmsLimits({ enabled: config.rateLimits, redis }),
      loginLimits,
    }),
    uploadLimits: createUploadLimits({
      enabled: config.rateLimits,
      redis,
      rates: config.uploadRates,
    }),
    resolveSession,
    realtime,
    deviceTickets,
    guards: {
      requireSession: createSessionGuard(resolveSession),
      requireAdmin: createAdminGuard(resolveSession),
      checkResponses: options.checkResponses ?? false,
    },
    tenantFeatures: tenantFeatures(database.db, database.dialect),
    ...featureServices,
  };

  await app.register(
    async (api) => {
      registerOpenApiRoute(api, app);
      registerRealtimeRoutes(api, realtime, [
        sessionCookieAuthenticator(resolveSession),
        deviceTickets.authenticator(),
      ]);
      for (const feature of features) {
        if ('plugin' in feature) await api.register(async (scope) => feature.plugin(scope, deps));
      }
    },
    { prefix: API_BASE },
  );
  await registerWebClient(app, config.webDist);
  registerTableMaintenance(app, database);
  registerHousekeeping(app, database, config.housekeeping);

  app.addHook('onClose', async () => {
    await realtime.close();
    redis?.disconnect();
    if (!options.database) await database.db.destroy();
  });
  return app;
};
