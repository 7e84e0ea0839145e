import { type Institution, MENTORING_LIMITS } from '@alumni/contract';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { CACHE_TAGS, type CacheCoherence, sharedContactsTag } from './http/cache-coherence.js';
import { createErasureService } from './modules/account/erasure.js';
import { createAccountService } from './modules/account/service.js';
import { createAdminService } from './modules/admin/service.js';
import { createAuthService } from './modules/auth/service.js';
import { createChapterService } from './modules/chapters/service.js';
import { createCommunityService } from './modules/community/service.js';
import { createContactService } from './modules/contact/service.js';
import { createContactRequestService, emailsSharedWith } from './modules/contact-requests/service.js';
import type { ContentType } from './modules/content.js';
import { createDonationService } from './modules/donation/service.js';
import { createEventService } from './modules/events/service.js';
import { createFirstStepsService } from './modules/first-steps/service.js';
import { createIdentityService } from './modules/identities/service.js';
import { createImageService } from './modules/images/service.js';
import { createInsightsService } from './modules/insights/service.js';
import { createJobService } from './modules/jobs/service.js';
import { createMailLinkService } from './modules/mail-links/service.js';
import { createMapService } from './modules/map/service.js';
import { createMentoringService } from './modules/mentoring/service.js';
import { createRealtimeHub, type RealtimeNotice } from './modules/messages/realtime-hub.js';
import { tagOfConversation } from './modules/messages/routes.js';
import { createMessageService } from './modules/messages/service.js';
import { createModerationService } from './modules/moderation/service.js';
import { createMailingService } from './modules/notifications/mailings.js';
import { NOTIFICATIONS_EVENT } from './modules/notifications/notices.js';
import { createNotificationService } from './modules/notifications/service.js';
import { createOpenIdProviderService } from './modules/openid-provider/service.js';
import { createPictureStore, type PictureUrl } from './modules/pictures/store.js';
import { createPreferenceService } from './modules/preferences/service.js';
import { loadPrivacyNotices } from './modules/privacy/notice.js';
import { createPrivacyService } from './modules/privacy/service.js';
import { createProfileLookup, createProfileService } from './modules/profile/service.js';
import { createRightsService } from './modules/rights/service.js';
import { createSearchService } from './modules/search/service.js';
import { createStoryService } from './modules/stories/service.js';
import { createVerificationService } from './modules/verification/service.js';

export interface ServiceDeps {
  config: Config;
  database: DatabaseHandle;
  /** The institution in English: its time zone, colleges and programmes. */
  institution: Institution;
  /** The answer cache across processes: a message drops its conversation's kept answers. */
  caches: CacheCoherence;
  /** Where a stored picture is served: every service that answers with a picture's address. */
  pictureUrl: PictureUrl;
  /** Where the live streams' delivery failures are logged. */
  log: { warn: (object: object, message: string) => void };
  /** Every content type of the app's modules (modules/index.ts): moderation and the data export read them. */
  contentTypes: readonly ContentType[];
}

/**
 * The composition root (decision 0043): every service of the server, built once, each handed the
 * other services it needs. Route plugins take theirs from here (modules/index.ts); no service
 * builds another, so a service's test can hand it fakes instead.
 */
export function buildServices({ config, database, institution, caches, pictureUrl, log, contentTypes }: ServiceDeps) {
  const { db } = database;
  const { timeZone } = institution;

  const pictures = createPictureStore({ jobWaitMs: config.pictureJobWaitMs });
  const links = createMailLinkService({ db, limits: config.mailLimits, loginThrottle: config.loginThrottle });
  const chapters = createChapterService({ db });
  const images = createImageService({
    db,
    pictures,
    pictureUrl,
    uploadsPerHour: config.pictureUploadsPerHour,
  });
  // The contact-request service is made further down (it needs the erasure service); the sheet needs only its query.
  const events = createEventService({
    db,
    timeZone,
    chapters,
    images,
    pictureUrl,
    contactRequests: { emailsSharedWith: (viewerId, ownerIds) => emailsSharedWith(db, viewerId, ownerIds) },
  });
  // The privacy notice and its purposes, from the institution configuration (decision 0054).
  const notices = loadPrivacyNotices(config.institutionConfigPath);
  const consentRules = notices.rules;
  const privacy = createPrivacyService({ db, notices });
  const notifications = createNotificationService({ db, consents: privacy });
  // Deleting an account waits 48 hours; a sign-in cancels it (decision 0059).
  const erasure = createErasureService({
    db,
    timeZone,
    events,
    dropPeople: () => caches.drop(['people']),
    dropEverything: () =>
      caches.drop([...CACHE_TAGS, ...contentTypes.flatMap((content) => (content.cacheTag ? [content.cacheTag] : []))]),
  });
  const auth = createAuthService({ db, config, pictureUrl, links, consents: privacy, erasure });
  const moderation = createModerationService({ db, reportsPerHour: config.reportsPerHour, contentTypes });

  const messages = createMessageService({
    db,
    publish: (notice) => realtime.publish(notice),
    dropConversation: (a, b) => caches.drop([tagOfConversation(a, b)]),
    sendLimit: { max: config.messagesPerWindow, windowMs: config.messageWindowMs },
    pictureUrl,
  });
  /** Other features' live events on the messages' stream, by event name: each turns a notice into the data to send. */
  const otherEvents: Record<string, (notice: RealtimeNotice) => Promise<unknown>> = {
    [NOTIFICATIONS_EVENT]: (notice) => notifications.unread(notice.ref),
  };
  const realtime = createRealtimeHub({
    database,
    resolve: (notice) => otherEvents[notice.event]?.(notice) ?? messages.resolveNotice(notice),
    log,
    limits: { perMember: config.streamsPerMember, perIp: config.streamsPerIp },
  });

  const identities = createIdentityService({ db, config, auth });
  const openidProvider = createOpenIdProviderService({ db, config });
  const verification = createVerificationService({ db, pictures });
  const contactRequests = createContactRequestService({
    db,
    pictureUrl,
    requestsPerDay: config.contactRequestsPerDay,
    dropSharedWith: (askerId) => caches.drop([sharedContactsTag(askerId)]),
    erasure,
  });

  return {
    pictures,
    links,
    chapters,
    events,
    notifications,
    messages,
    realtime,
    auth,
    identities,
    account: createAccountService({
      db,
      pictureUrl,
      loginThrottle: config.loginThrottle,
      events,
      chapters,
      erasure,
      contentTypes,
    }),
    erasure,
    rights: createRightsService({
      db,
      requestDays: config.privacyRequestDays,
      requestsPerDay: config.privacyRequestsPerDay,
      contentTypes,
      privacy,
      contactRequests,
      openidProvider,
      identities,
      verification,
    }),
    images,
    stories: createStoryService({ db, chapters, moderation, images, pictureUrl }),
    jobs: createJobService({ db, timeZone }),
    community: createCommunityService({ db, pictureUrl, chapters, consentRules, contactRequests }),
    map: createMapService({ db, consentRules }),
    search: createSearchService({ db, pictureUrl, timeZone, consentRules, contactRequests }),
    insights: createInsightsService({ db, institution }),
    openidProvider,
    firstSteps: createFirstStepsService({ db, chapters }),
    verification,
    profiles: createProfileService({
      db,
      institution,
      pictures,
      pictureUrl,
      verificationPolicy: config.verificationPolicy,
      limits: config,
      links,
      events,
      consents: privacy,
      erasure,
    }),
    profileLookup: createProfileLookup({ db, erasure }),
    // An accepted request's note is sent as a message: the chat, the live stream and the unread counts see it.
    mentoring: createMentoringService({
      db,
      pictureUrl,
      sendOnBehalf: (senderId, input) => messages.sendOnBehalf(senderId, input),
      requestsPerDay: MENTORING_LIMITS.requestsPerDay,
      consentRules,
    }),
    mailings: createMailingService({ db, institution, contentTypes, consentRules }),
    admin: createAdminService({ db, institution, events }),
    moderation,
    donation: createDonationService({ db }),
    contact: createContactService({
      db,
      perHour: config.contactMessagesPerHour,
      publicPerIpPerHour: config.contactPublicPerIpPerHour,
    }),
    preferences: createPreferenceService(db),
    privacy,
    contactRequests,
  };
}

export type Services = ReturnType<typeof buildServices>;
