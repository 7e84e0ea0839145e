/**
 * Every API endpoint by feature (docs/decisions/0046): `endpoints.stories.create`. Each feature's
 * entries live beside its schemas, in `<feature>.endpoints.ts`; a new feature adds one line here.
 * A namespace of namespaces, so that the web's bundle keeps only the entries it calls.
 */
export * as chapters from './chapters.endpoints.js';
export * as community from './community.endpoints.js';
export * as events from './events.endpoints.js';
export * as firstSteps from './first-steps.endpoints.js';
export * as jobs from './jobs.endpoints.js';
export * as mentoring from './mentoring.endpoints.js';
export * as messages from './messages.endpoints.js';
export * as notifications from './notifications.endpoints.js';
export * as stories from './stories.endpoints.js';
