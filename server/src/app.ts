import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import type { Institution, Language } from '@alumni/contract';
import { LIMITS, PROFILE_LIMITS } from '@alumni/contract';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { authPlugin } from './http/auth.js';
import { CACHE_TAGS, type CacheTag, registerCacheCoherence } from './http/cache-coherence.js';
import { registerApiCaching } from './http/caching.js';
import { requireDeclaredEndpoints } from './http/endpoints.js';
import { handleFrameworkError, registerErrorHandler } from './http/error-handler.js';
import { refuseNulCharacters } from './http/input-safety.js';
import { registerMetricsRoute, timeRequests } from './http/metrics.js';
import { COMPRESS_FROM_BYTES, registerSharedAnswers } from './http/shared-answers.js';
import { type PageChecks, type PageDescribers, registerWebApp } from './http/web-app.js';
import { createMetrics } from './lib/metrics.js';
import { runErasureJob } from './modules/account/jobs.js';
import { findSessionByTokenHash, hashToken } from './modules/auth/sessions.js';
import { healthRoutes } from './modules/health/routes.js';
import { runImageSweep } from './modules/images/jobs.js';
import { contentTypesOf, type RouteDeps, SERVER_MODULES, type ServerModule } from './modules/index.js';
import { countPendingOutbox, runMailWorker } from './modules/mail/index.js';
import { runNoticeJobs } from './modules/notifications/jobs.js';
import { runOpenIdProviderJobs } from './modules/openid-provider/jobs.js';
import { registerUploads } from './modules/pictures/routes.js';
import { pictureUrlsUnder } from './modules/pictures/store.js';
import { buildServices, type Services } from './services.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * One turn of the notices' jobs, then every due mail sent: resolves when nothing that was due is
     * left unsent. Tests await it to prove that something was not sent, instead of waiting on the clock.
     */
    runBackgroundWork(): Promise<void>;
    /**
     * One turn of the erasure job as if the clock read `now` (decision 0059): the accounts due by
     * then are deleted. Tests move the clock 48 hours on with it instead of waiting.
     */
    eraseDueAccounts(now: Date): Promise<number>;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** The institution configuration in English: names, lists and the time zone the server works with. */
  institution: Institution;
  /** The configuration in each language, for the pages, /api/v1/config and mails; English in both when not given. */
  institutions?: Record<Language, Institution>;
  /** Where the log's lines go; standard output when not given. */
  logStream?: { write(line: string): void };
  /** The feature modules to register: SERVER_MODULES when not given (a test adds a throwaway one). */
  modules?: readonly ServerModule[];
  /** API paths a test adds its own routes under, which the endpoint table need not declare (none in production). */
  undeclaredRoutes?: RegExp;
}

/** The strict policy the SPA runs under: only our own scripts, no inline code, no eval. */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** TRUST_PROXY as Fastify takes it: a number of hops is the proxies nearest the server (Fastify's types lack numbers). */
function proxiesToTrust(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** The pages of one thing by id, each with the lookup that says whether the thing is there (a 404 when not). */
function pageChecks({ stories, events, jobs, profileLookup }: Services): PageChecks {
  return {
    story: stories.isVisible,
    editStory: stories.isVisible,
    event: events.isVisible,
    editEvent: events.isVisible,
    editJob: jobs.isOpen,
    profile: profileLookup.isListed,
  };
}

/**
 * The pages whose subject is described to link previews and search engines (decision 0061), each
 * with its module's description (null: not there, a 404; it takes the place of the page's check).
 */
function pageDescribers({ stories, events, jobs }: Services): PageDescribers {
  return { story: stories.describePage, event: events.describePage, job: jobs.describePage };
}

export async function buildApp({ config, database, institution, ...deps }: AppDeps): Promise<FastifyInstance> {
  const institutions = deps.institutions ?? { en: institution, bn: institution };
  const modules = deps.modules ?? SERVER_MODULES;
  const contentTypes = contentTypesOf(modules);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    genReqId: () => randomUUID(),
    bodyLimit: LIMITS.jsonBody,
    trustProxy: proxiesToTrust(config.trustProxy),
    // A JSON body carrying __proto__ or constructor.prototype is refused, not parsed.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors: handleFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Every route under /api is an entry of the contract's endpoint table (docs/decisions/0046).
  requireDeclaredEndpoints(app, {
    also: modules.flatMap((module) => module.endpoints ?? []),
    ...(deps.undeclaredRoutes && { exempt: deps.undeclaredRoutes }),
  });
  const metrics = createMetrics(database);
  timeRequests(app, metrics);
  refuseNulCharacters(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // HSTS only over HTTPS (directly, or behind a trusted proxy that says so): over plain HTTP it is ignored or wrong.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  // Brotli at quality 4 compresses JSON and scripts well for a fraction of the CPU of the default 11.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    // Compressed in one go, API answers leave in one write with a Content-Length; the streaming
    // path (the plugin's default above 8 KB on two cores) costs a write per chunk.
    syncThreshold: 256 * 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerApiCaching(app);
  const caches = await registerCacheCoherence(app, { database, ttlMs: config.cacheTtlMs });
  registerSharedAnswers(app, caches);
  await app.register(helmet, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const crossOrigin = config.corsOrigins.length > 0;
  if (crossOrigin && !config.publicUrl) {
    // Without PUBLIC_URL a picture's address is a path on this server, which a page on another
    // site resolves against its own host: every picture would be missing there.
    app.log.warn(
      { corsOrigins: config.corsOrigins },
      'CORS_ORIGINS is set but PUBLIC_URL is not: picture addresses in answers are paths on this server, which ' +
        'pages on those sites cannot show. Set PUBLIC_URL to the address the portal is reached at.',
    );
  }
  // The plugin's default methods leave out PUT, PATCH and DELETE, which the API uses to edit and remove.
  await app.register(cors, {
    origin: crossOrigin ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${institution.associationName} API`, version: '1' },
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The session token, raw or as "Bearer <token>"',
          },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for GET /metrics' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: PROFILE_LIMITS.pictureBytes, files: 1, fields: 60, fieldSize: 10_000, parts: 80 },
  });
  // HTTP depends on no module: the session lookup is the auth module's, handed in here.
  await app.register(authPlugin, {
    sessions: { hashToken, findByTokenHash: (tokenHash) => findSessionByTokenHash(database.db, tokenHash) },
    caches,
  });
  registerUploads(app, database.db, { crossOrigin });
  const services = buildServices({
    config,
    database,
    institution,
    caches,
    pictureUrl: pictureUrlsUnder(config.publicUrl),
    log: app.log,
    contentTypes,
  });
  // Every tag a route may name: the cache's own and those the modules' content types bring.
  app.decorate('cacheTags', [
    ...new Set<CacheTag>([
      ...CACHE_TAGS,
      ...contentTypes.flatMap((content) => (content.cacheTag ? [content.cacheTag] : [])),
    ]),
  ]);

  // Not modules: whether this process may get traffic, and its metrics.
  await app.register(healthRoutes, { database });
  registerMetricsRoute(app, metrics, config.metricsToken);
  const routeDeps: RouteDeps = {
    services,
    config,
    institution,
    institutions,
    database,
    db: database.db,
    caches,
    metrics,
  };
  for (const module of modules) await app.register(module.routes, routeDeps);
  const mailWorker = runMailWorker(app, { config, database, institutions });
  const noticeJobs = runNoticeJobs(app, {
    config,
    database,
    institution,
    contentTypes,
    consentRules: services.privacy.rules,
  });
  const imageSweep = runImageSweep(app, services.images);
  const erasureJob = runErasureJob(app, services.erasure);
  const openidProviderJobs = runOpenIdProviderJobs(app, { openidProvider: services.openidProvider, database });
  app.decorate('runBackgroundWork', async () => {
    await imageSweep.turn();
    await erasureJob.turn();
    await openidProviderJobs.sweep();
    await noticeJobs.turn();
    await mailWorker.drain();
  });
  app.decorate('eraseDueAccounts', (now: Date) => services.erasure.carryOutDue(now));
  metrics.observeOutboxDepth(() => countPendingOutbox(database.db));

  await registerWebApp(app, config.webDist, institutions, pageChecks(services), {
    describers: pageDescribers(services),
    siteUrl: config.siteUrl,
  });
  return app;
}
