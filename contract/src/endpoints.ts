/**
 * Every API endpoint by feature (docs/decisions/0046): `endpoints.stories.create`. Each feature's
 * entries live beside its schemas, in `<feature>.endpoints.ts`; a new feature adds one line here.
 * A namespace of namespaces, so that the web's bundle keeps only the entries it calls.
 */
export * as account from './account.endpoints.js';
export * as admin from './admin.endpoints.js';
export * as auth from './auth.endpoints.js';
export * as chapters from './chapters.endpoints.js';
export * as community from './community.endpoints.js';
export * as contact from './contact.endpoints.js';
export * as donation from './donation.endpoints.js';
export * as events from './events.endpoints.js';
export * as firstSteps from './first-steps.endpoints.js';
export * as health from './health.endpoints.js';
export * as identities from './identities.endpoints.js';
export * as images from './images.endpoints.js';
export * as insights from './insights.endpoints.js';
export * as institution from './institution.endpoints.js';
export * as jobs from './jobs.endpoints.js';
export * as mail from './mail.endpoints.js';
export * as mailLinks from './mail-links.endpoints.js';
export * as map from './map.endpoints.js';
export * as mentoring from './mentoring.endpoints.js';
export * as messages from './messages.endpoints.js';
export * as moderation from './moderation.endpoints.js';
export * as notifications from './notifications.endpoints.js';
export * as openidProvider from './openid-provider.endpoints.js';
export * as preferences from './preferences.endpoints.js';
export * as privacy from './privacy.endpoints.js';
export * as profile from './profile.endpoints.js';
export * as rights from './rights.endpoints.js';
export * as search from './search.endpoints.js';
export * as stories from './stories.endpoints.js';
export * as verification from './verification.endpoints.js';
