import type { AnyEndpoint, Institution, Language } from '@alumni/contract';
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
import { contactContent } from './contact/content.js';
import { contactRoutes } from './contact/routes.js';
import { contactRequestContent } from './contact-requests/content.js';
import { contactRequestRoutes } from './contact-requests/routes.js';
import type { ContentType } from './content.js';
import { donationRoutes } from './donation/routes.js';
import { eventContent } from './events/content.js';
import { eventRoutes } from './events/routes.js';
import { firstStepsRoutes } from './first-steps/routes.js';
import { linkedIdentityContent } from './identities/content.js';
import { identityRoutes } from './identities/routes.js';
import { imageRoutes } from './images/routes.js';
import { insightRoutes } from './insights/routes.js';
import { imagesDirOf } from './institution/images.js';
import { institutionRoutes } from './institution/routes.js';
import { jobContent } from './jobs/content.js';
import { jobRoutes } from './jobs/routes.js';
import { mailAdminRoutes } from './mail/routes.js';
import { mailLinkRoutes } from './mail-links/routes.js';
import { mapRoutes } from './map/routes.js';
import { mentorshipContent } from './mentoring/content.js';
import { mentoringRoutes } from './mentoring/routes.js';
import { messageContent } from './messages/content.js';
import { messageRoutes } from './messages/routes.js';
import { moderationRoutes } from './moderation/routes.js';
import { notificationModuleRoutes } from './notifications/routes.js';
import { connectedAppContent } from './openid-provider/content.js';
import { openIdProviderRoutes } from './openid-provider/routes.js';
import { preferenceRoutes } from './preferences/routes.js';
import { consentContent, consentRecordContent, personalDataReadContent } from './privacy/content.js';
import { privacyRoutes } from './privacy/routes.js';
import { profileRoutes } from './profile/routes.js';
import { accountErasureContent, nomineeContent, privacyRequestContent } from './rights/content.js';
import { rightsRoutes } from './rights/routes.js';
import { searchRoutes } from './search/routes.js';
import { storyContent } from './stories/content.js';
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
  /**
   * The kinds of content its members write (its `content.ts`, decision 0047): moderation, the data
   * export, deletion, suspension and the cache read them from here through the app.
   */
  content?: readonly ContentType[];
  /**
   * Endpoints it serves that the contract's table (`endpoints`) does not list: a module kept
   * outside the contract, such as the throwaway one server/test/new-module.test.ts registers.
   * Every module of the portal declares its endpoints in contract/src/<feature>.endpoints.ts instead.
   */
  endpoints?: readonly AnyEndpoint[];
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
  { name: 'identities', routes: identityRoutes, content: [linkedIdentityContent] },
  { name: 'mail-links', routes: mailLinkRoutes },
  { name: 'account', routes: accountRoutes },
  { name: 'images', routes: imageRoutes },
  // Events, jobs, stories: the weekly digest's sections come in this order (soonest to act on first).
  { name: 'events', routes: eventRoutes, content: [eventContent] },
  { name: 'jobs', routes: jobRoutes, content: [jobContent] },
  { name: 'stories', routes: storyRoutes, content: [storyContent] },
  { name: 'community', routes: communityRoutes },
  { name: 'chapters', routes: chapterRoutes },
  { name: 'map', routes: mapRoutes },
  { name: 'search', routes: searchRoutes },
  { name: 'insights', routes: insightRoutes },
  { name: 'first-steps', routes: firstStepsRoutes },
  { name: 'verification', routes: verificationRoutes },
  { name: 'profile', routes: profileRoutes },
  { name: 'messages', routes: messageRoutes, content: [messageContent] },
  { name: 'mentoring', routes: mentoringRoutes, content: [mentorshipContent] },
  { name: 'notifications', routes: notificationModuleRoutes },
  { name: 'admin', routes: adminRoutes },
  { name: 'moderation', routes: moderationRoutes },
  { name: 'donation', routes: donationRoutes },
  { name: 'contact', routes: contactRoutes, content: [contactContent] },
  { name: 'mail', routes: mailAdminRoutes },
  { name: 'privacy', routes: privacyRoutes, content: [consentRecordContent, consentContent, personalDataReadContent] },
  { name: 'contact-requests', routes: contactRequestRoutes, content: [contactRequestContent] },
  { name: 'rights', routes: rightsRoutes, content: [privacyRequestContent, nomineeContent, accountErasureContent] },
  { name: 'openid-provider', routes: openIdProviderRoutes, content: [connectedAppContent] },
];

/** Every kind of content the modules declare, in the modules' order (the data export's and the digest's). */
export function contentTypesOf(modules: readonly ServerModule[]): readonly ContentType[] {
  return modules.flatMap((module) => module.content ?? []);
}

/** The portal's content types (decision 0047): a new one is its module's `content` in the list above. */
export const CONTENT_TYPES = contentTypesOf(SERVER_MODULES);
