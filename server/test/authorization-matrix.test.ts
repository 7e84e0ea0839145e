import type { AddressInfo } from 'node:net';
import {
  type AnyEndpoint,
  DEFAULT_COLLEGES,
  type EndpointName,
  endpoints,
  endpointUrl,
  pathOf,
} from '@alumni/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collegeCoordinators, events, userIdentities, users } from '../src/db/schema.js';
import { ENDPOINT_LIST } from '../src/http/endpoints.js';
import {
  eventBody,
  jobBody,
  quickUser,
  registeredRoutes,
  signupBody,
  storyBody,
  type TestContext,
  useTestApp,
} from './harness.js';
import { useTestProvider } from './oidc-test-provider.js';

/**
 * Every API route, called as an anonymous visitor, as a member still waiting for verification,
 * as a verified alumnus who does not own the resource, as its owner, and as an admin. The list of
 * routes comes from the running app (its OpenAPI document, which every registered API route
 * feeds), so a route added without an entry here fails this test. Every call also claims another
 * host (Host, and X-Forwarded-Host through a trusted proxy): no answer may carry it, since every
 * link the server writes starts with its configured address.
 */
const FORGED_HOST = 'forged-host.example';
/** A real OpenID provider, so the provider sign-in routes answer as configured (issue 31). */
const oidcProvider = useTestProvider();
const SECOND_PROVIDER = 'second';
const ctx = useTestApp({
  env: () => ({
    TRUST_PROXY: '1',
    AUTH_REQUESTS_PER_MINUTE_PER_IP: '100000',
    VERIFICATION_POLICY: 'required',
    CONTACT_MESSAGES_PER_HOUR: '1000',
    OIDC_PROVIDERS: oidcProvider.setting([SECOND_PROVIDER]),
  }),
});

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

/**
 * public: anyone. member: any signed-in account, verified or not. verified: verified alumni
 * (a pending member gets 403). owner: only whoever wrote the resource. admin: admins only.
 * coordinator: admins, and the coordinator of the pending member's college (decision 0053); the
 * coordinator is refused every admin-only route.
 */
type Access = 'public' | 'member' | 'verified' | 'owner' | 'coordinator' | 'admin';
interface Person {
  token: string;
  userId: string;
}
interface World {
  owner: Person & { password: string };
  other: Person;
  pending: Person;
  admin: Person;
  /** Coordinator of the college of `pending` (and of everyone quickUser makes). */
  coordinator: Person;
  /** Coordinator of another college: refused what concerns `pending`'s college. */
  elsewhere: Person;
  /** The college of `pending` and of everyone quickUser makes. */
  college: string;
  storyId: string;
  eventId: string;
  jobId: string;
  /** A story by the admin, which the others may report. */
  reportableStoryId: string;
  hiddenEventId: string;
  suspendedUserId: string;
  reportId: string;
  campaignId: string;
  contactMessageId: string;
  privacyRequestId: string;
  /** The admin's open request to the owner, who (like other) is open to mentoring. */
  mentorshipRequestId: string;
  /** The admin's pending request to see the owner's phone, which the owner (like other) shows on request. */
  contactRequestId: string;
  /** A city chapter the admin added. */
  chapterId: string;
  /** An application the admin registered to sign in with the portal. */
  appId: string;
}
/** A call of an endpoint of the table: its path's parameters, its body and any headers. */
interface Call {
  params?: Record<string, string>;
  /** The query string (a search needs its `q`). */
  query?: Record<string, string>;
  payload?: object | string;
  headers?: Record<string, string>;
}
/** A call of a route outside the table, by its address. */
interface OtherCall {
  url: string;
  payload?: object | string;
  headers?: Record<string, string>;
}
type Caller = 'anonymous' | 'pending' | 'other' | 'owner' | 'coordinator' | 'elsewhere' | 'admin';
interface Entry<C = Call> {
  access: Access;
  /** The request; `peer` is someone other than the caller (for routes about a second person). */
  call: (world: World, peer: string) => C;
  /** Status expected for a successful call (defaults to 200). */
  ok?: number;
  /** A `coordinator` route: what the coordinator of another college is answered (defaults to 403). */
  elsewhere?: number;
}
type OtherEntry = Entry<OtherCall>;

const story = storyBody;
const event = eventBody;
const job = jobBody;

/** A chapter name no other call repeats (names of chapters in use are unique). */
let chapterNames = 0;
const chapterName = () => `Matrix city ${process.pid} ${++chapterNames}`;

const campaign = { title: 'Library fund', description: 'Books for the central library', goalRupees: 500000 };

const MATRIX: Record<EndpointName, Entry> = {
  'health.live': { access: 'public', call: () => ({}) },
  'health.ready': { access: 'public', call: () => ({}) },
  'institution.config': { access: 'public', call: () => ({}) },
  'preferences.update': {
    access: 'public',
    call: () => ({ payload: { language: 'bn' } }),
  },
  'auth.signup': {
    access: 'public',
    ok: 201,
    call: () => ({ payload: signupBody() }),
  },
  'auth.login': { access: 'public', call: () => ({ payload: {} }) },
  'auth.logout': { access: 'member', call: () => ({}) },
  'identities.providers': { access: 'public', call: () => ({}) },
  'identities.start': { access: 'public', call: () => ({ params: { provider: oidcProvider.id } }) },
  'identities.callback': {
    access: 'public',
    call: () => ({ params: { provider: oidcProvider.id }, query: { state: 'x' } }),
  },
  'identities.ticket': { access: 'public', call: () => ({ payload: { ticket: 'a'.repeat(43) } }) },
  'identities.signup': { access: 'public', call: () => ({ payload: {} }) },
  'identities.link': { access: 'public', call: () => ({ payload: { ticket: 'a'.repeat(43), password: 'x' } }) },
  'identities.mine': { access: 'member', call: () => ({}) },
  // Every caller's world has the first provider linked already (world()): they add the second.
  'identities.add': { access: 'member', call: () => ({ params: { provider: SECOND_PROVIDER } }) },
  'identities.remove': { access: 'member', call: () => ({ params: { provider: oidcProvider.id } }) },
  'mailLinks.forgotPassword': {
    access: 'public',
    call: () => ({ payload: { email: 'someone@example.org' } }),
  },
  'mailLinks.resetPassword': {
    access: 'public',
    call: () => ({ payload: { token: 'x'.repeat(43), password: 'long enough' } }),
  },
  'mailLinks.confirmEmail': {
    access: 'public',
    call: () => ({ payload: { token: 'x'.repeat(43) } }),
  },
  'mailLinks.resendConfirmation': { access: 'member', call: () => ({}) },
  'account.mine': { access: 'member', call: () => ({}) },
  'account.changePassword': {
    access: 'member',
    call: () => ({
      payload: { currentPassword: 'correct horse battery', newPassword: 'another long password' },
    }),
  },
  'account.exportData': { access: 'member', call: () => ({}) },
  'account.remove': {
    access: 'member',
    call: () => ({ payload: { password: 'correct horse battery' } }),
  },
  'stories.list': { access: 'public', call: () => ({}) },
  'stories.mine': { access: 'member', call: () => ({}) },
  'stories.one': { access: 'public', call: (w) => ({ params: { id: w.storyId } }) },
  'stories.update': {
    access: 'owner',
    call: (w) => ({ params: { id: w.storyId }, payload: story }),
  },
  'stories.remove': { access: 'owner', call: (w) => ({ params: { id: w.storyId } }) },
  // A JSON body is refused after the checks of who may upload (no file): the picture itself is post-pictures.test.ts's.
  'images.upload': {
    access: 'verified',
    ok: 400,
    call: () => ({ payload: { alt: 'A picture' } }),
  },
  'stories.create': {
    access: 'verified',
    ok: 201,
    call: () => ({ payload: story }),
  },
  'events.list': {
    access: 'public',
    call: () => ({}),
  },
  'events.mine': { access: 'member', call: () => ({}) },
  'events.one': { access: 'public', call: (w) => ({ params: { id: w.eventId } }) },
  'events.update': {
    access: 'owner',
    call: (w) => ({ params: { id: w.eventId }, payload: event() }),
  },
  'events.remove': { access: 'owner', call: (w) => ({ params: { id: w.eventId } }) },
  'events.ics': {
    access: 'public',
    call: (w) => ({ params: { id: w.eventId } }),
  },
  'events.past': { access: 'public', call: () => ({}) },
  'events.registration': {
    access: 'member',
    call: (w) => ({ params: { id: w.eventId } }),
  },
  'events.register': {
    access: 'verified',
    call: (w) => ({ params: { id: w.eventId } }),
  },
  'events.cancelRegistration': {
    access: 'verified',
    call: (w) => ({ params: { id: w.eventId } }),
  },
  'events.attendees': {
    access: 'verified',
    call: (w) => ({ params: { id: w.eventId } }),
  },
  /** The organiser's; admins may download it too (event-registrations.test.ts). */
  'events.attendeesCsv': {
    access: 'owner',
    call: (w) => ({ params: { id: w.eventId } }),
  },
  /** The organiser's; admins may read it too (event-attendance.test.ts). */
  'events.registrants': {
    access: 'owner',
    call: (w) => ({ params: { id: w.eventId } }),
  },
  /** The world's event is still to come: its organiser is told attendance waits for its start, after the check of who. */
  'events.markAttendance': {
    access: 'owner',
    ok: 400,
    call: (w, peer) => ({ params: { id: w.eventId, userId: peer }, payload: { attended: true } }),
  },
  'events.publicCalendar': { access: 'public', call: () => ({}) },
  'events.calendarFeed': { access: 'member', call: () => ({}) },
  'events.resetCalendarFeed': { access: 'member', call: () => ({}) },
  'events.privateCalendar': {
    access: 'public',
    call: () => ({ params: { file: `${'a'.repeat(43)}.ics` } }),
  },
  'firstSteps.get': { access: 'verified', call: () => ({}) },
  'firstSteps.visited': {
    access: 'verified',
    call: () => ({ payload: { step: 'directory' } }),
  },
  'firstSteps.dismiss': {
    access: 'verified',
    call: () => ({}),
  },
  'verification.mine': { access: 'member', call: () => ({}) },
  /** Called without a file, so every signed-in caller is told to choose one; who may attach is in verification-documents.test.ts. */
  'verification.attachDocument': {
    access: 'member',
    ok: 400,
    call: () => ({ payload: {} }),
  },
  'verification.removeDocument': {
    access: 'member',
    call: () => ({}),
  },
  /** Nobody in the world attached one: an admin is told so (404); everyone else is refused first. */
  'verification.document': {
    access: 'coordinator',
    ok: 404,
    call: (w) => ({ params: { id: w.pending.userId } }),
  },
  'stories.own': { access: 'owner', call: (w) => ({ params: { id: w.storyId } }) },
  /** The world's story is not hidden: its author is told only a hidden story can be reviewed (stories-hidden.test.ts). */
  'stories.requestReview': {
    access: 'owner',
    ok: 409,
    call: (w) => ({ params: { id: w.storyId }, payload: {} }),
  },
  'events.create': {
    access: 'verified',
    ok: 201,
    call: () => ({ payload: event() }),
  },
  'jobs.create': {
    access: 'verified',
    ok: 201,
    call: () => ({ payload: job }),
  },
  'jobs.list': { access: 'member', call: () => ({}) },
  'jobs.mine': { access: 'member', call: () => ({}) },
  // The world's job is members-only (the default): a visitor is asked to sign in. A public job is
  // anyone's to read (job-pages.test.ts); the route takes a token when one is sent.
  'jobs.one': { access: 'member', call: (w) => ({ params: { id: w.jobId } }) },
  'jobs.update': {
    access: 'owner',
    call: (w) => ({ params: { id: w.jobId }, payload: { filled: true } }),
  },
  'jobs.remove': { access: 'owner', call: (w) => ({ params: { id: w.jobId } }) },
  'community.directory': { access: 'verified', call: () => ({}) },
  'map.counts': { access: 'verified', call: () => ({ query: { level: 'city', state: 'IN.28' } }) },
  'map.cities': { access: 'member', call: () => ({ query: { q: 'Kolk' } }) },
  // Visitors may search too (they find stories and events only): a public route.
  'search.search': { access: 'public', call: () => ({ query: { q: 'alumni' } }) },
  'privacy.notice': { access: 'public', call: () => ({}) },
  'privacy.consents': { access: 'member', call: () => ({}) },
  'privacy.decide': {
    access: 'member',
    call: () => ({ payload: { noticeVersion: 1, decisions: [{ purpose: 'map', granted: false }] } }),
  },
  'privacy.consentRecord': { access: 'member', call: () => ({}) },
  'privacy.adminReads': { access: 'member', call: () => ({}) },
  // Contact on request (decision 0058): the owner and the other show their phone on request.
  'privacy.contactRequests': { access: 'member', call: () => ({ query: { direction: 'incoming' } }) },
  'privacy.askContact': {
    access: 'verified',
    call: (_w, peer) => ({ payload: { memberId: peer, field: 'all', reason: 'We were in the same class' } }),
  },
  'privacy.contactSharing': { access: 'verified', call: (_w, peer) => ({ params: { id: peer } }) },
  // Only the member asked (the owner) answers the admin's request or takes it back.
  'privacy.decideContact': {
    access: 'owner',
    call: (w) => ({ params: { id: w.contactRequestId }, payload: { decision: 'approve' } }),
  },
  'privacy.revokeContact': { access: 'owner', call: (w) => ({ params: { id: w.contactRequestId } }) },
  'profile.mine': { access: 'member', call: () => ({}) },
  'profile.update': {
    access: 'member',
    call: () => ({ payload: { branch: 'VLSI' } }),
  },
  'profile.one': { access: 'verified', call: (w) => ({ params: { id: w.owner.userId } }) },
  'messages.send': {
    access: 'verified',
    ok: 201,
    call: (_w, peer) => ({ payload: { recipientId: peer, content: 'hi' } }),
  },
  'messages.inbox': { access: 'verified', call: () => ({}) },
  'messages.unread': { access: 'verified', call: () => ({}) },
  'messages.conversation': {
    access: 'verified',
    call: (_w, peer) => ({ params: { userId: peer } }),
  },
  'messages.markRead': {
    access: 'verified',
    call: (_w, peer) => ({ params: { userId: peer } }),
  },
  'messages.block': {
    access: 'verified',
    call: (_w, peer) => ({ params: { id: peer } }),
  },
  'messages.unblock': {
    access: 'verified',
    call: (_w, peer) => ({ params: { id: peer } }),
  },
  'mentoring.ask': {
    access: 'verified',
    ok: 201,
    call: (_w, peer) => ({ payload: { mentorId: peer, message: 'Mentor me?' } }),
  },
  'mentoring.list': { access: 'verified', call: () => ({}) },
  // Only the mentor who was asked answers (the owner); the admin asked, so answering is not theirs either.
  'mentoring.accept': {
    access: 'owner',
    call: (w) => ({ params: { id: w.mentorshipRequestId } }),
  },
  'mentoring.decline': {
    access: 'owner',
    call: (w) => ({ params: { id: w.mentorshipRequestId } }),
  },
  'messages.stream': { access: 'verified', call: () => ({}) },
  'moderation.report': {
    access: 'verified',
    ok: 201,
    call: (w) => ({
      payload: { targetType: 'story', targetId: w.reportableStoryId, reason: 'Spam' },
    }),
  },
  'contact.send': {
    access: 'member',
    ok: 201,
    call: () => ({ payload: { subject: 'Transcript', message: 'How do I get one?' } }),
  },
  'contact.sendPublic': {
    access: 'public',
    ok: 201,
    call: () => ({
      payload: { name: 'A visitor', email: 'visitor@example.org', subject: 'Hello', message: 'A question' },
    }),
  },
  'contact.mine': { access: 'member', call: () => ({}) },
  'rights.summary': { access: 'member', call: () => ({}) },
  'rights.requests': { access: 'member', call: () => ({}) },
  'rights.fileRequest': {
    access: 'member',
    ok: 201,
    call: () => ({ payload: { kind: 'grievance', subject: 'My data', text: 'Please tell me what you hold.' } }),
  },
  'rights.nominee': { access: 'member', call: () => ({}) },
  'rights.setNominee': {
    access: 'member',
    call: () => ({ payload: { name: 'A sister', email: 'sister@example.org', relationship: 'Sister' } }),
  },
  'rights.removeNominee': { access: 'member', call: () => ({}) },
  'donation.campaigns': { access: 'public', call: () => ({}) },
  'admin.users': { access: 'admin', call: () => ({}) },
  /** Narrowed to the caller's colleges: another college's coordinator gets a queue without `pending` (insights.test.ts). */
  'admin.reviewQueue': { access: 'coordinator', elsewhere: 200, call: () => ({}) },
  'admin.approve': {
    access: 'coordinator',
    call: (w) => ({ params: { id: w.pending.userId }, payload: {} }),
  },
  'admin.reject': {
    access: 'coordinator',
    call: (w) => ({ params: { id: w.pending.userId }, payload: { reason: 'Not on the roll' } }),
  },
  'admin.suspend': {
    access: 'admin',
    call: (w) => ({ params: { id: w.other.userId }, payload: { reason: 'Spam' } }),
  },
  'admin.restore': {
    access: 'admin',
    call: (w) => ({ params: { id: w.suspendedUserId }, payload: {} }),
  },
  'admin.makeAdmin': {
    access: 'admin',
    call: (w) => ({ params: { id: w.other.userId }, payload: { reason: 'New secretary' } }),
  },
  'admin.importRoll': {
    access: 'admin',
    call: () => ({
      headers: { 'content-type': 'text/csv' },
      payload: `enrollment_number,full_name,programme,college,year_of_passing\nROLL/${Date.now()},Mitali Sen,Computer Science Engineering,Kalyani Government Engineering College,2015\n`,
    }),
  },
  'admin.roll': { access: 'admin', call: () => ({}) },
  'admin.audit': { access: 'admin', call: () => ({}) },
  'insights.insights': { access: 'coordinator', call: (w) => ({ query: { college: w.college } }) },
  'admin.setCoordinator': {
    access: 'admin',
    call: (w) => ({
      params: { id: w.other.userId },
      payload: { colleges: ['Kalyani Government Engineering College'], reason: 'College secretary' },
    }),
  },
  'admin.coordination': { access: 'member', call: () => ({}) },
  'mail.outbox': { access: 'admin', call: () => ({}) },
  'moderation.reports': { access: 'admin', call: () => ({}) },
  'moderation.dismiss': {
    access: 'admin',
    call: (w) => ({ params: { id: w.reportId }, payload: {} }),
  },
  'moderation.hide': {
    access: 'admin',
    call: (w) => ({ params: { type: 'story', id: w.storyId }, payload: { reason: 'Spam' } }),
  },
  'moderation.restore': {
    access: 'admin',
    call: (w) => ({ params: { type: 'event', id: w.hiddenEventId }, payload: {} }),
  },
  'donation.allCampaigns': { access: 'admin', call: () => ({}) },
  'donation.create': {
    access: 'admin',
    ok: 201,
    call: () => ({ payload: campaign }),
  },
  'donation.update': {
    access: 'admin',
    call: (w) => ({ params: { id: w.campaignId }, payload: { ...campaign, active: false } }),
  },
  'donation.remove': {
    access: 'admin',
    call: (w) => ({ params: { id: w.campaignId } }),
  },
  'chapters.list': { access: 'verified', call: () => ({}) },
  'chapters.one': { access: 'verified', call: (w) => ({ params: { id: w.chapterId } }) },
  'chapters.members': {
    access: 'verified',
    call: (w) => ({ params: { id: w.chapterId } }),
  },
  'chapters.join': {
    access: 'verified',
    call: (w) => ({ params: { id: w.chapterId } }),
  },
  'chapters.leave': {
    access: 'verified',
    call: (w) => ({ params: { id: w.chapterId } }),
  },
  'chapters.adminList': { access: 'admin', call: () => ({}) },
  'chapters.add': {
    access: 'admin',
    ok: 201,
    call: () => ({ payload: { kind: 'city', name: chapterName() } }),
  },
  'chapters.rename': {
    access: 'admin',
    call: (w) => ({ params: { id: w.chapterId }, payload: { name: chapterName() } }),
  },
  'chapters.archive': {
    access: 'admin',
    call: (w) => ({ params: { id: w.chapterId } }),
  },
  'notifications.list': { access: 'member', call: () => ({}) },
  'notifications.unread': { access: 'member', call: () => ({}) },
  'notifications.markRead': {
    access: 'member',
    call: () => ({ payload: { all: true } }),
  },
  'notifications.mailSettings': { access: 'member', call: () => ({}) },
  'notifications.updateMailSettings': {
    access: 'member',
    call: () => ({ payload: { digest: false } }),
  },
  'notifications.announce': {
    access: 'admin',
    ok: 202,
    call: () => ({ payload: { subject: 'Reunion', body: 'Come', audience: {} } }),
  },
  'notifications.sendDigest': { access: 'admin', call: () => ({}) },
  'notifications.mailings': { access: 'admin', call: () => ({}) },
  'notifications.unsubscribe': { access: 'public', call: () => ({ params: { token: 'a.b.c' } }) },
  'contact.inbox': { access: 'admin', call: () => ({}) },
  'contact.markHandled': {
    access: 'admin',
    call: (w) => ({ params: { id: w.contactMessageId } }),
  },
  // After the one above: an answered message is handled, and handled twice is a 409.
  'contact.reply': {
    access: 'admin',
    call: (w) => ({
      params: { id: w.contactMessageId },
      payload: { message: 'Write to the registrar.' },
    }),
  },
  'rights.queue': { access: 'admin', call: () => ({}) },
  'rights.answer': {
    access: 'admin',
    call: (w) => ({ params: { id: w.privacyRequestId }, payload: { text: 'We hold your profile and your posts.' } }),
  },
  'openidProvider.apps': { access: 'admin', call: () => ({}) },
  'openidProvider.createApp': {
    access: 'admin',
    ok: 201,
    call: () => ({ payload: { name: 'Central library', redirectUris: ['https://library.example.org/callback'] } }),
  },
  'openidProvider.rotateSecret': { access: 'admin', call: (w) => ({ params: { id: w.appId } }) },
  'openidProvider.disableApp': { access: 'admin', call: (w) => ({ params: { id: w.appId } }) },
  /**
   * A consent page's calls count only from the browser its sign-in request started in (its
   * binding cookie, openid-provider.test.ts): every member is told it is not there (404), after
   * the sign-in check.
   */
  'openidProvider.consent': { access: 'member', ok: 404, call: () => ({ params: { uid: 'no-such-interaction' } }) },
  'openidProvider.decide': {
    access: 'member',
    ok: 404,
    call: () => ({ params: { uid: 'no-such-interaction' }, payload: { allow: true } }),
  },
  'openidProvider.connectedApps': { access: 'member', call: () => ({}) },
  /** Nobody in the world allowed an application: each member is told so, after the sign-in check. */
  'openidProvider.revoke': { access: 'member', ok: 404, call: () => ({ params: { clientId: 'app_unknown' } }) },
};

/** Routes outside the endpoint table (not under /api): the metrics and the unsubscribe pages. */
const OTHER_ROUTES: Record<string, OtherEntry> = {
  // No session involved: without METRICS_TOKEN, requests from the loopback address (as here) are
  // answered and others refused; metrics.test.ts holds those rules and the token's.
  'GET /metrics': { access: 'public', call: () => ({ url: '/metrics' }) },
  'GET /unsubscribe/:token': { access: 'public', call: () => ({ url: '/unsubscribe/a.d.c' }) },
  'POST /unsubscribe/:token': { access: 'public', call: () => ({ url: '/unsubscribe/a.b.c' }) },
  // The OpenID provider's discovery, and the step from its interaction to the consent page
  // (refused without the provider's cookie of that interaction, openid-provider.test.ts).
  'GET /.well-known/openid-configuration': {
    access: 'public',
    call: () => ({ url: '/.well-known/openid-configuration' }),
  },
  'GET /oidc/interaction/:uid': { access: 'public', call: () => ({ url: '/oidc/interaction/no-such-interaction' }) },
};

async function world(context: TestContext): Promise<World> {
  const [owner, other, pending, admin, coordinator, elsewhere, suspended] = await Promise.all([
    quickUser(context, { verification: 'verified' }),
    quickUser(context, { verification: 'verified' }),
    quickUser(context, { verification: 'pending' }),
    quickUser(context, { verification: 'verified', role: 'admin' }),
    quickUser(context, { verification: 'verified' }),
    quickUser(context, { verification: 'verified' }),
    quickUser(context, { verification: 'verified' }),
  ]);
  const otherCollege = DEFAULT_COLLEGES.find((college) => college !== pending.body.collegeName) as string;
  await context.database.db.insert(collegeCoordinators).values([
    { userId: coordinator.userId, collegeName: pending.body.collegeName },
    { userId: elsewhere.userId, collegeName: otherCollege },
  ]);
  await context.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.userId));
  // Each with the matrix's provider linked, which identities.remove takes away (they have passwords).
  await context.database.db.insert(userIdentities).values(
    [owner, other, pending, admin].map((person) => ({
      userId: person.userId,
      provider: oidcProvider.id,
      subject: `matrix-${person.userId}`,
    })),
  );
  const post = async (token: string, endpoint: AnyEndpoint, payload: object) => {
    const url = pathOf(endpoint);
    const response = await context.request({ method: 'POST', url, payload, headers: { authorization: token } });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json().data._id as string;
  };
  // Open to mentoring before the admin asks the owner for it.
  await context.database.db
    .update(users)
    .set({ mentorshipInterest: true })
    .where(inArray(users.id, [owner.userId, other.userId]));
  const [
    reportableStoryId,
    storyId,
    hiddenEventId,
    eventId,
    jobId,
    campaignId,
    contactMessageId,
    mentorshipRequestId,
    chapterId,
    appId,
  ] = await Promise.all([
    post(admin.token, endpoints.stories.create, story),
    post(owner.token, endpoints.stories.create, story),
    post(admin.token, endpoints.events.create, event()),
    post(owner.token, endpoints.events.create, event()),
    post(owner.token, endpoints.jobs.create, job),
    post(admin.token, endpoints.donation.create, campaign),
    post(owner.token, endpoints.contact.send, { subject: 'Hello', message: 'A question' }),
    post(admin.token, endpoints.mentoring.ask, { mentorId: owner.userId, message: 'Could you mentor me?' }),
    post(admin.token, endpoints.chapters.add, { kind: 'city', name: chapterName() }),
    registerApp(context, admin.token),
  ]);
  const [reportId] = await Promise.all([
    post(other.token, endpoints.moderation.report, {
      targetType: 'story',
      targetId: storyId,
      reason: 'Looks like an advert',
    }),
    context.database.db.update(events).set({ hiddenAt: new Date() }).where(eq(events.id, hiddenEventId)),
  ]);
  await context.database.db
    .update(users)
    .set({ phoneVisibility: 'on_request' })
    .where(inArray(users.id, [owner.userId, other.userId]));
  const asked = await context.request({
    method: 'POST',
    url: pathOf(endpoints.privacy.askContact),
    payload: { memberId: owner.userId, field: 'phone', reason: 'For the reunion' },
    headers: { authorization: admin.token },
  });
  if (asked.statusCode !== 200) throw new Error(`ask contact: ${asked.statusCode} ${asked.body}`);
  return {
    owner: { token: owner.token, userId: owner.userId, password: owner.body.password },
    other: { token: other.token, userId: other.userId },
    pending: { token: pending.token, userId: pending.userId },
    admin: { token: admin.token, userId: admin.userId },
    coordinator: { token: coordinator.token, userId: coordinator.userId },
    elsewhere: { token: elsewhere.token, userId: elsewhere.userId },
    college: pending.body.collegeName,
    storyId,
    eventId,
    jobId,
    reportableStoryId,
    hiddenEventId,
    suspendedUserId: suspended.userId,
    reportId,
    campaignId,
    contactMessageId,
    mentorshipRequestId,
    chapterId,
    appId,
    contactRequestId: asked.json().data[0]._id as string,
    privacyRequestId: await post(owner.token, endpoints.rights.fileRequest, {
      kind: 'correction',
      subject: 'Year',
      text: 'My year of passing is wrong.',
    }),
  };
}

async function registerApp(context: TestContext, token: string) {
  const response = await context.request({
    method: 'POST',
    url: pathOf(endpoints.openidProvider.createApp),
    payload: { name: 'Placement cell', redirectUris: ['https://placements.example.org/callback'] },
    headers: { authorization: token },
  });
  if (response.statusCode !== 201) throw new Error(`register app: ${response.statusCode} ${response.body}`);
  return response.json().data.app.id as string;
}

/** The event stream never ends by itself: read its status, then hang up. */
async function statusOf(method: string, call: OtherCall, token: string | undefined) {
  if (call.url === pathOf(endpoints.messages.stream)) {
    const { port } = ctx.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}${call.url}`, {
      headers: token ? { authorization: token } : {},
      signal: controller.signal,
    });
    controller.abort();
    return response.status;
  }
  const response = await ctx.request({
    method: method as 'GET',
    url: call.url,
    ...(call.payload ? { payload: call.payload } : {}),
    headers: {
      host: FORGED_HOST,
      'x-forwarded-host': FORGED_HOST,
      ...call.headers,
      ...(token ? { authorization: token } : {}),
    },
  });
  expect(response.statusCode, `${method} ${call.url}: ${response.body}`).toBeLessThan(500);
  expect(response.body, `${method} ${call.url} wrote a link to the host the request claimed`).not.toContain(
    FORGED_HOST,
  );
  return response.statusCode;
}

/** Every entry of the matrix as the method, the OpenAPI path and how to call it. */
const ROUTES: { route: string; method: string; entry: OtherEntry }[] = [
  ...ENDPOINT_LIST.map(({ name, method, path }) => {
    const { call, ...entry } = MATRIX[name as EndpointName];
    return {
      route: `${method} ${path}`,
      method,
      entry: {
        ...entry,
        call: (w: World, peer: string): OtherCall => {
          const { params, query, ...rest } = call(w, peer);
          return { url: endpointUrl(path, params, query), ...rest };
        },
      },
    };
  }),
  ...Object.entries(OTHER_ROUTES).map(([route, entry]) => ({ route, method: route.split(' ')[0] ?? 'GET', entry })),
];

/** The world every read-only row is asked in, made once. */
let sharedReadWorld: Promise<World> | undefined;
const readWorld = () => {
  sharedReadWorld ??= world(ctx);
  return sharedReadWorld;
};

describe('authorization matrix', () => {
  it('has an entry for every registered API route, and no entry for a route that does not exist', async () => {
    const routes = await registeredRoutes(ctx);
    const covered = ROUTES.map(({ route }) => route);
    expect(routes.filter((route) => !covered.includes(route))).toEqual([]);
    expect(covered.filter((route) => !routes.includes(route))).toEqual([]);
  });

  it.each(ROUTES.map(({ route, method, entry }) => [route, method, entry] as const))(
    '%s',
    async (_route, method, entry) => {
      const ok = entry.ok ?? 200;
      const signedIn = (allowed: boolean) => (entry.access === 'public' ? null : allowed ? ok : 403);
      const expected: Record<Caller, number | 'not 401' | null> = {
        anonymous: entry.access === 'public' ? 'not 401' : 401,
        pending: signedIn(entry.access === 'member'),
        other: signedIn(entry.access === 'member' || entry.access === 'verified'),
        owner: signedIn(entry.access !== 'admin' && entry.access !== 'coordinator'),
        coordinator: entry.access === 'coordinator' ? ok : entry.access === 'admin' ? 403 : null,
        // Admin-only routes refuse every coordinator alike (the row above): this one is asked of the coordinator's routes.
        elsewhere: entry.access === 'coordinator' ? (entry.elsewhere ?? 403) : null,
        admin: entry.access === 'admin' || entry.access === 'coordinator' ? ok : null,
      };
      // A call that may change what it touches gets a fresh world per caller. Reads share one world
      // across all rows, and the refusals of one write share one world: a refused call changes
      // nothing (and if it wrongly did, its own status already fails the row).
      const readOnly = method === 'GET' || method === 'HEAD';
      let refusalWorld: Promise<World> | undefined;
      for (const caller of ['anonymous', 'pending', 'other', 'owner', 'coordinator', 'elsewhere', 'admin'] as const) {
        const expectation = expected[caller];
        if (expectation === null) continue;
        const refused = expectation === 401 || expectation === 403;
        if (!readOnly && refused) refusalWorld ??= world(ctx);
        const w = await (readOnly ? readWorld() : refused && refusalWorld ? refusalWorld : world(ctx));
        const token = caller === 'anonymous' ? undefined : w[caller].token;
        const peer = caller === 'owner' ? w.other.userId : w.owner.userId;
        const status = await statusOf(method, entry.call(w, peer), token);
        if (expectation === 'not 401') expect(status, caller).not.toBe(401);
        else expect(status, caller).toBe(expectation);
      }
    },
  );
});

/**
 * The OpenID provider's protocol endpoints under /oidc (the library's, outside the OpenAPI
 * document) authenticate applications and their access tokens, never a portal session: a
 * member's or an admin's session token, raw or as a Bearer, gets nothing there.
 */
describe('the OpenID provider’s protocol endpoints', () => {
  it('refuse a portal session at userinfo, token and revocation; publish only the keys and discovery', async () => {
    const w = await world(ctx);
    for (const token of [w.owner.token, w.admin.token]) {
      for (const authorization of [token, `Bearer ${token}`]) {
        for (const [method, url, payload] of [
          ['GET', '/oidc/me', undefined],
          ['POST', '/oidc/me', undefined],
          ['POST', '/oidc/token', 'grant_type=authorization_code&code=x&redirect_uri=https%3A%2F%2Fa.example'],
          ['POST', '/oidc/token/revocation', `token=${encodeURIComponent(token)}`],
        ] as const) {
          const response = await ctx.request({
            method,
            url,
            headers: { authorization, ...(payload && { 'content-type': 'application/x-www-form-urlencoded' }) },
            ...(payload && { payload }),
          });
          expect([400, 401], `${method} ${url} ${response.body}`).toContain(response.statusCode);
          expect(response.body).not.toContain(w.owner.userId);
        }
      }
      // The session still works: refused there, it was not spent or ended.
      const mine = await ctx.request({
        method: 'GET',
        url: pathOf(endpoints.account.mine),
        headers: { authorization: token },
      });
      expect(mine.statusCode).toBe(200);
    }
    expect((await ctx.request({ method: 'GET', url: '/oidc/jwks' })).statusCode).toBe(200);
  });
});
