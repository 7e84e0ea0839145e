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
import type { Database, DatabaseHandle } from './db/client.js';
import { authPlugin } from './http/auth.js';
import { registerCacheCoherence } from './http/cache-coherence.js';
import { registerApiCaching } from './http/caching.js';
import { handleFrameworkError, registerErrorHandler } from './http/error-handler.js';
import { refuseNulCharacters } from './http/input-safety.js';
import { registerMetricsRoute, timeRequests } from './http/metrics.js';
import { COMPRESS_FROM_BYTES, registerSharedAnswers } from './http/shared-answers.js';
import { type PageChecks, registerWebApp } from './http/web-app.js';
import { createMetrics } from './lib/metrics.js';
import { accountRoutes } from './modules/account/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { findSessionByTokenHash, hashToken } from './modules/auth/sessions.js';
import { chapterRoutes } from './modules/chapters/routes.js';
import { communityRoutes } from './modules/community/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { donationRoutes } from './modules/donation/routes.js';
import { eventRoutes } from './modules/events/routes.js';
import { createEventService } from './modules/events/service.js';
import { firstStepsRoutes } from './modules/first-steps/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { imagesDirOf } from './modules/institution/images.js';
import { institutionRoutes } from './modules/institution/routes.js';
import { jobRoutes } from './modules/jobs/routes.js';
import { createJobService } from './modules/jobs/service.js';
import { countPendingOutbox, runMailWorker } from './modules/mail/index.js';
import { mailAdminRoutes } from './modules/mail/routes.js';
import { mailLinkRoutes } from './modules/mail-links/routes.js';
import { createMailLinkService } from './modules/mail-links/service.js';
import { messageRoutes } from './modules/messages/routes.js';
import { moderationRoutes } from './modules/moderation/routes.js';
import { runNoticeJobs } from './modules/notifications/jobs.js';
import { createMailingService } from './modules/notifications/mailings.js';
import { NOTIFICATIONS_EVENT } from './modules/notifications/notices.js';
import { mailingAdminRoutes, notificationRoutes, unsubscribeRoutes } from './modules/notifications/routes.js';
import { createNotificationService } from './modules/notifications/service.js';
import { registerUploads } from './modules/pictures/routes.js';
import { createPictureStore, pictureUrlsUnder } from './modules/pictures/store.js';
import { preferenceRoutes } from './modules/preferences/routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { createProfileLookup } from './modules/profile/service.js';
import { storyRoutes } from './modules/stories/routes.js';
import { createStoryService } from './modules/stories/service.js';
import { verificationRoutes } from './modules/verification/routes.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** The institution configuration in English: names, lists and the time zone the server works with. */
  institution: Institution;
  /** The configuration in each language, for the pages, /api/v1/config and mails; English in both when not given. */
  institutions?: Record<Language, Institution>;
  /** Where the log's lines go; standard output when not given. */
  logStream?: { write(line: string): void };
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
function pageChecks(db: Database, timeZone: string): PageChecks {
  const stories = createStoryService({ db });
  const events = createEventService({ db, timeZone });
  const jobs = createJobService({ db, timeZone });
  const profiles = createProfileLookup({ db });
  return {
    story: stories.isVisible,
    editStory: stories.isVisible,
    event: events.isVisible,
    editEvent: events.isVisible,
    editJob: jobs.isOpen,
    profile: profiles.isListed,
  };
}

export async function buildApp({ config, database, institution, ...deps }: AppDeps): Promise<FastifyInstance> {
  const institutions = deps.institutions ?? { en: institution, bn: institution };
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
  const pictures = createPictureStore({ jobWaitMs: config.pictureJobWaitMs });
  const pictureUrl = pictureUrlsUnder(config.publicUrl);

  await app.register(healthRoutes, { database });
  registerMetricsRoute(app, metrics, config.metricsToken);
  await app.register(institutionRoutes, { institutions, imagesDir: imagesDirOf(config.dataDir) });
  await app.register(preferenceRoutes, { db: database.db });
  const links = createMailLinkService({
    db: database.db,
    limits: config.mailLimits,
    loginThrottle: config.loginThrottle,
  });
  await app.register(authRoutes, { db: database.db, config, institution, pictureUrl, links });
  await app.register(mailLinkRoutes, {
    links,
    db: database.db,
    requestsPerIpPerMinute: config.authRequestsPerMinutePerIp,
  });
  await app.register(accountRoutes, {
    db: database.db,
    pictureUrl,
    loginThrottle: config.loginThrottle,
    timeZone: institution.timeZone,
  });
  await app.register(storyRoutes, { db: database.db, institution });
  await app.register(eventRoutes, {
    db: database.db,
    institution,
    associationNames: { en: institutions.en.associationName, bn: institutions.bn.associationName },
    publicUrl: config.publicUrl,
    siteUrl: config.siteUrl,
  });
  await app.register(jobRoutes, { db: database.db, institution });
  await app.register(communityRoutes, { db: database.db, pictureUrl });
  await app.register(chapterRoutes, { db: database.db, institution, pictureUrl });
  await app.register(firstStepsRoutes, { db: database.db });
  await app.register(verificationRoutes, { db: database.db, pictures });
  await app.register(profileRoutes, {
    db: database.db,
    institution,
    pictures,
    pictureUrl,
    config,
    links,
  });
  const notifications = createNotificationService({ db: database.db });
  await app.register(messageRoutes, {
    database,
    config,
    caches,
    pictureUrl,
    metrics,
    otherEvents: { [NOTIFICATIONS_EVENT]: (notice) => notifications.unread(notice.ref) },
  });
  await app.register(notificationRoutes, { notifications });
  await app.register(unsubscribeRoutes, { db: database.db });
  await app.register(mailingAdminRoutes, { mailings: createMailingService({ db: database.db, institution }) });
  await app.register(adminRoutes, { db: database.db, institution });
  await app.register(moderationRoutes, { db: database.db, reportsPerHour: config.reportsPerHour });
  await app.register(donationRoutes, { db: database.db });
  await app.register(contactRoutes, {
    db: database.db,
    perHour: config.contactMessagesPerHour,
    publicPerIpPerHour: config.contactPublicPerIpPerHour,
  });
  await app.register(mailAdminRoutes, { db: database.db, delivery: config.mail.smtpUrl ? 'smtp' : 'files' });
  runMailWorker(app, { config, database, institutions });
  runNoticeJobs(app, { config, database, institution });
  metrics.observeOutboxDepth(() => countPendingOutbox(database.db));

  await registerWebApp(app, config.webDist, institutions, pageChecks(database.db, institution.timeZone));
  return app;
}
