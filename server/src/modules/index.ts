import type { Institution, Language } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { CacheCoherence } from '../http/cache-coherence.js';
import type { Metrics } from '../lib/metrics.js';
import type { Services } from '../services.js';
import { accountRoutes } from './account/routes.js';
import { adminRoutes } from './admin/routes.js';
import { authRoutes } from './auth/routes.js';
import { chapterRoutes } from './chapters/routes.js';
import { communityRoutes } from './community/routes.js';
import { contactRoutes } from './contact/routes.js';
import { donationRoutes } from './donation/routes.js';
import { eventRoutes } from './events/routes.js';
import { firstStepsRoutes } from './first-steps/routes.js';
import { imagesDirOf } from './institution/images.js';
import { institutionRoutes } from './institution/routes.js';
import { jobRoutes } from './jobs/routes.js';
import { mailAdminRoutes } from './mail/routes.js';
import { mailLinkRoutes } from './mail-links/routes.js';
import { mentoringRoutes } from './mentoring/routes.js';
import { messageRoutes } from './messages/routes.js';
import { moderationRoutes } from './moderation/routes.js';
import { notificationModuleRoutes } from './notifications/routes.js';
import { preferenceRoutes } from './preferences/routes.js';
import { profileRoutes } from './profile/routes.js';
import { storyRoutes } from './stories/routes.js';
import { verificationRoutes } from './verification/routes.js';

/** What every module's route plugin is given (app.ts builds it once); each takes the parts it uses. */
export interface RouteDeps {
  /** Every service, built once (services.ts): routes call these and build none. */
  services: Services;
  config: Config;
  /** The institution configuration in English. */
  institution: Institution;
  /** The configuration in each language. */
  institutions: Record<Language, Institution>;
  database: DatabaseHandle;
  /** The database, for what HTTP counts itself (per-IP request limits) and the few reads routes still make. */
  db: Database;
  caches: CacheCoherence;
  metrics: Metrics;
}

/** A feature module as the server registers it. */
export interface ServerModule {
  /** The module's folder under server/src/modules. */
  name: string;
  routes: FastifyPluginAsyncZod<RouteDeps>;
}

/**
 * Every module with routes, in the order app.ts registers them (after authentication, the
 * stored pictures, health and metrics; before the web app, which answers every path left).
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  {
    name: 'institution',
    // Its own small options: the configuration and its images are all it serves (and its test registers it alone).
    routes: async (app, { institutions, config }) => {
      await app.register(institutionRoutes, { institutions, imagesDir: imagesDirOf(config.dataDir) });
    },
  },
  { name: 'preferences', routes: preferenceRoutes },
  { name: 'auth', routes: authRoutes },
  { name: 'mail-links', routes: mailLinkRoutes },
  { name: 'account', routes: accountRoutes },
  { name: 'stories', routes: storyRoutes },
  { name: 'events', routes: eventRoutes },
  { name: 'jobs', routes: jobRoutes },
  { name: 'community', routes: communityRoutes },
  { name: 'chapters', routes: chapterRoutes },
  { name: 'first-steps', routes: firstStepsRoutes },
  { name: 'verification', routes: verificationRoutes },
  { name: 'profile', routes: profileRoutes },
  { name: 'messages', routes: messageRoutes },
  { name: 'mentoring', routes: mentoringRoutes },
  { name: 'notifications', routes: notificationModuleRoutes },
  { name: 'admin', routes: adminRoutes },
  { name: 'moderation', routes: moderationRoutes },
  { name: 'donation', routes: donationRoutes },
  { name: 'contact', routes: contactRoutes },
  { name: 'mail', routes: mailAdminRoutes },
];
