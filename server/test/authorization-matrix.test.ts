import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, users } from '../src/db/schema.js';
import { eventBody, jobBody, quickUser, signupBody, storyBody, type TestContext, useTestApp } from './harness.js';

/**
 * Every API route, called as an anonymous visitor, as a member still waiting for verification,
 * as a verified alumnus who does not own the resource, as its owner, and as an admin. The list of
 * routes comes from the running app (its OpenAPI document, which every registered API route
 * feeds), so a route added without an entry here fails this test. Every call also claims another
 * host (Host, and X-Forwarded-Host through a trusted proxy): no answer may carry it, since every
 * link the server writes starts with its configured address.
 */
const FORGED_HOST = 'forged-host.example';
const ctx = useTestApp({
  env: {
    TRUST_PROXY: '1',
    AUTH_REQUESTS_PER_MINUTE_PER_IP: '100000',
    VERIFICATION_POLICY: 'required',
    CONTACT_MESSAGES_PER_HOUR: '1000',
  },
});

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

/**
 * public: anyone. member: any signed-in account, verified or not. verified: verified alumni
 * (a pending member gets 403). owner: only whoever wrote the resource. admin: admins only.
 */
type Access = 'public' | 'member' | 'verified' | 'owner' | 'admin';
interface Person {
  token: string;
  userId: string;
}
interface World {
  owner: Person & { password: string };
  other: Person;
  pending: Person;
  admin: Person;
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
  /** The admin's open request to the owner, who (like other) is open to mentoring. */
  mentorshipRequestId: string;
  /** A city chapter the admin added. */
  chapterId: string;
}
interface Call {
  url: string;
  payload?: object | string;
  headers?: Record<string, string>;
}
type Caller = 'anonymous' | 'pending' | 'other' | 'owner' | 'admin';
interface Entry {
  access: Access;
  /** The request; `peer` is someone other than the caller (for routes about a second person). */
  call: (world: World, peer: string) => Call;
  /** Status expected for a successful call (defaults to 200). */
  ok?: number;
}

const story = storyBody;
const event = eventBody;
const job = jobBody;

/** A chapter name no other call repeats (names of chapters in use are unique). */
let chapterNames = 0;
const chapterName = () => `Matrix city ${process.pid} ${++chapterNames}`;

const campaign = { title: 'Library fund', description: 'Books for the central library', goalRupees: 500000 };

const MATRIX: Record<string, Entry> = {
  'GET /api/health': { access: 'public', call: () => ({ url: '/api/health' }) },
  'GET /api/health/ready': { access: 'public', call: () => ({ url: '/api/health/ready' }) },
  // No session involved: without METRICS_TOKEN, requests from the loopback address (as here) are
  // answered and others refused; metrics.test.ts holds those rules and the token's.
  'GET /metrics': { access: 'public', call: () => ({ url: '/metrics' }) },
  'GET /api/v1/config': { access: 'public', call: () => ({ url: '/api/v1/config' }) },
  'PUT /api/v1/preferences': {
    access: 'public',
    call: () => ({ url: '/api/v1/preferences', payload: { language: 'bn' } }),
  },
  'POST /api/v1/users/signup': {
    access: 'public',
    ok: 201,
    call: () => ({ url: '/api/v1/users/signup', payload: signupBody() }),
  },
  'POST /api/v1/users/login': { access: 'public', call: () => ({ url: '/api/v1/users/login', payload: {} }) },
  'POST /api/v1/users/logout': { access: 'member', call: () => ({ url: '/api/v1/users/logout' }) },
  'POST /api/v1/users/password/forgot': {
    access: 'public',
    call: () => ({ url: '/api/v1/users/password/forgot', payload: { email: 'someone@example.org' } }),
  },
  'POST /api/v1/users/password/reset': {
    access: 'public',
    call: () => ({ url: '/api/v1/users/password/reset', payload: { token: 'x'.repeat(43), password: 'long enough' } }),
  },
  'POST /api/v1/users/email/confirm': {
    access: 'public',
    call: () => ({ url: '/api/v1/users/email/confirm', payload: { token: 'x'.repeat(43) } }),
  },
  'POST /api/v1/users/email/resend': { access: 'member', call: () => ({ url: '/api/v1/users/email/resend' }) },
  'GET /api/v1/user/': { access: 'member', call: () => ({ url: '/api/v1/user/' }) },
  'POST /api/v1/users/me/password': {
    access: 'member',
    call: () => ({
      url: '/api/v1/users/me/password',
      payload: { currentPassword: 'correct horse battery', newPassword: 'another long password' },
    }),
  },
  'GET /api/v1/users/me/export': { access: 'member', call: () => ({ url: '/api/v1/users/me/export' }) },
  'DELETE /api/v1/users/me': {
    access: 'member',
    call: () => ({ url: '/api/v1/users/me', payload: { password: 'correct horse battery' } }),
  },
  'GET /api/v1/user/story/showAllStory': { access: 'public', call: () => ({ url: '/api/v1/user/story/showAllStory' }) },
  'GET /api/v1/user/story/userStory': { access: 'member', call: () => ({ url: '/api/v1/user/story/userStory' }) },
  'GET /api/v1/user/story/{id}': { access: 'public', call: (w) => ({ url: `/api/v1/user/story/${w.storyId}` }) },
  'PUT /api/v1/user/story/{id}': {
    access: 'owner',
    call: (w) => ({ url: `/api/v1/user/story/${w.storyId}`, payload: story }),
  },
  'DELETE /api/v1/user/story/{id}': { access: 'owner', call: (w) => ({ url: `/api/v1/user/story/${w.storyId}` }) },
  'POST /api/v1/user/story/createStory': {
    access: 'verified',
    ok: 201,
    call: () => ({ url: '/api/v1/user/story/createStory', payload: story }),
  },
  'GET /api/v1/user/event/showAllEvents': {
    access: 'public',
    call: () => ({ url: '/api/v1/user/event/showAllEvents' }),
  },
  'GET /api/v1/user/event/userEvent': { access: 'member', call: () => ({ url: '/api/v1/user/event/userEvent' }) },
  'GET /api/v1/user/event/{id}': { access: 'public', call: (w) => ({ url: `/api/v1/user/event/${w.eventId}` }) },
  'PUT /api/v1/user/event/{id}': {
    access: 'owner',
    call: (w) => ({ url: `/api/v1/user/event/${w.eventId}`, payload: event() }),
  },
  'DELETE /api/v1/user/event/{id}': { access: 'owner', call: (w) => ({ url: `/api/v1/user/event/${w.eventId}` }) },
  'GET /api/v1/user/event/{id}/ics': {
    access: 'public',
    call: (w) => ({ url: `/api/v1/user/event/${w.eventId}/ics` }),
  },
  'GET /api/v1/user/event/pastEvents': { access: 'public', call: () => ({ url: '/api/v1/user/event/pastEvents' }) },
  'GET /api/v1/user/event/{id}/registration': {
    access: 'member',
    call: (w) => ({ url: `/api/v1/user/event/${w.eventId}/registration` }),
  },
  'POST /api/v1/user/event/{id}/registration': {
    access: 'verified',
    call: (w) => ({ url: `/api/v1/user/event/${w.eventId}/registration` }),
  },
  'DELETE /api/v1/user/event/{id}/registration': {
    access: 'verified',
    call: (w) => ({ url: `/api/v1/user/event/${w.eventId}/registration` }),
  },
  'GET /api/v1/user/event/{id}/attendees': {
    access: 'verified',
    call: (w) => ({ url: `/api/v1/user/event/${w.eventId}/attendees` }),
  },
  /** The organiser's; admins may download it too (event-registrations.test.ts). */
  'GET /api/v1/user/event/{id}/attendees.csv': {
    access: 'owner',
    call: (w) => ({ url: `/api/v1/user/event/${w.eventId}/attendees.csv` }),
  },
  'GET /api/v1/calendar/events.ics': { access: 'public', call: () => ({ url: '/api/v1/calendar/events.ics' }) },
  'GET /api/v1/calendar/me': { access: 'member', call: () => ({ url: '/api/v1/calendar/me' }) },
  'POST /api/v1/calendar/me/reset': { access: 'member', call: () => ({ url: '/api/v1/calendar/me/reset' }) },
  'GET /api/v1/calendar/feed/{file}': {
    access: 'public',
    call: () => ({ url: `/api/v1/calendar/feed/${'a'.repeat(43)}.ics` }),
  },
  'GET /api/v1/users/me/first-steps': { access: 'verified', call: () => ({ url: '/api/v1/users/me/first-steps' }) },
  'POST /api/v1/users/me/first-steps/visited': {
    access: 'verified',
    call: () => ({ url: '/api/v1/users/me/first-steps/visited', payload: { step: 'directory' } }),
  },
  'POST /api/v1/users/me/first-steps/dismiss': {
    access: 'verified',
    call: () => ({ url: '/api/v1/users/me/first-steps/dismiss' }),
  },
  'GET /api/v1/users/me/verification': { access: 'member', call: () => ({ url: '/api/v1/users/me/verification' }) },
  /** Called without a file, so every signed-in caller is told to choose one; who may attach is in verification-documents.test.ts. */
  'POST /api/v1/users/me/verification/document': {
    access: 'member',
    ok: 400,
    call: () => ({ url: '/api/v1/users/me/verification/document', payload: {} }),
  },
  'DELETE /api/v1/users/me/verification/document': {
    access: 'member',
    call: () => ({ url: '/api/v1/users/me/verification/document' }),
  },
  /** Nobody in the world attached one: an admin is told so (404); everyone else is refused first. */
  'GET /api/v1/admin/users/{id}/verification-document': {
    access: 'admin',
    ok: 404,
    call: (w) => ({ url: `/api/v1/admin/users/${w.pending.userId}/verification-document` }),
  },
  'GET /api/v1/user/story/{id}/own': { access: 'owner', call: (w) => ({ url: `/api/v1/user/story/${w.storyId}/own` }) },
  /** The world's story is not hidden: its author is told only a hidden story can be reviewed (stories-hidden.test.ts). */
  'POST /api/v1/user/story/{id}/review': {
    access: 'owner',
    ok: 409,
    call: (w) => ({ url: `/api/v1/user/story/${w.storyId}/review`, payload: {} }),
  },
  'POST /api/v1/user/event/createEvent': {
    access: 'verified',
    ok: 201,
    call: () => ({ url: '/api/v1/user/event/createEvent', payload: event() }),
  },
  'POST /api/v1/user/job/createJob': {
    access: 'verified',
    ok: 201,
    call: () => ({ url: '/api/v1/user/job/createJob', payload: job }),
  },
  'GET /api/v1/user/job/viewJobs': { access: 'member', call: () => ({ url: '/api/v1/user/job/viewJobs' }) },
  'GET /api/v1/user/job/userJob': { access: 'member', call: () => ({ url: '/api/v1/user/job/userJob' }) },
  'GET /api/v1/user/job/{id}': { access: 'member', call: (w) => ({ url: `/api/v1/user/job/${w.jobId}` }) },
  'PUT /api/v1/user/job/{id}': {
    access: 'owner',
    call: (w) => ({ url: `/api/v1/user/job/${w.jobId}`, payload: { filled: true } }),
  },
  'DELETE /api/v1/user/job/{id}': { access: 'owner', call: (w) => ({ url: `/api/v1/user/job/${w.jobId}` }) },
  'GET /api/v1/users/community': { access: 'verified', call: () => ({ url: '/api/v1/users/community' }) },
  'GET /api/v1/users/viewProfile': { access: 'member', call: () => ({ url: '/api/v1/users/viewProfile' }) },
  'POST /api/v1/users/update': {
    access: 'member',
    call: () => ({ url: '/api/v1/users/update', payload: { branch: 'VLSI' } }),
  },
  'GET /api/v1/users/{id}': { access: 'verified', call: (w) => ({ url: `/api/v1/users/${w.owner.userId}` }) },
  'POST /api/v1/messages': {
    access: 'verified',
    ok: 201,
    call: (_w, peer) => ({ url: '/api/v1/messages', payload: { recipientId: peer, content: 'hi' } }),
  },
  'GET /api/v1/conversations': { access: 'verified', call: () => ({ url: '/api/v1/conversations' }) },
  'GET /api/v1/conversations/unread': { access: 'verified', call: () => ({ url: '/api/v1/conversations/unread' }) },
  'GET /api/v1/conversations/{userId}': {
    access: 'verified',
    call: (_w, peer) => ({ url: `/api/v1/conversations/${peer}` }),
  },
  'POST /api/v1/conversations/{userId}/read': {
    access: 'verified',
    call: (_w, peer) => ({ url: `/api/v1/conversations/${peer}/read` }),
  },
  'POST /api/v1/users/{id}/block': {
    access: 'verified',
    call: (_w, peer) => ({ url: `/api/v1/users/${peer}/block` }),
  },
  'DELETE /api/v1/users/{id}/block': {
    access: 'verified',
    call: (_w, peer) => ({ url: `/api/v1/users/${peer}/block` }),
  },
  'POST /api/v1/mentorship/requests': {
    access: 'verified',
    ok: 201,
    call: (_w, peer) => ({ url: '/api/v1/mentorship/requests', payload: { mentorId: peer, message: 'Mentor me?' } }),
  },
  'GET /api/v1/mentorship/requests': { access: 'verified', call: () => ({ url: '/api/v1/mentorship/requests' }) },
  // Only the mentor who was asked answers (the owner); the admin asked, so answering is not theirs either.
  'POST /api/v1/mentorship/requests/{id}/accept': {
    access: 'owner',
    call: (w) => ({ url: `/api/v1/mentorship/requests/${w.mentorshipRequestId}/accept` }),
  },
  'POST /api/v1/mentorship/requests/{id}/decline': {
    access: 'owner',
    call: (w) => ({ url: `/api/v1/mentorship/requests/${w.mentorshipRequestId}/decline` }),
  },
  'GET /api/v1/realtime': { access: 'verified', call: () => ({ url: '/api/v1/realtime' }) },
  'POST /api/v1/reports': {
    access: 'verified',
    ok: 201,
    call: (w) => ({
      url: '/api/v1/reports',
      payload: { targetType: 'story', targetId: w.reportableStoryId, reason: 'Spam' },
    }),
  },
  'POST /api/v1/contact': {
    access: 'member',
    ok: 201,
    call: () => ({ url: '/api/v1/contact', payload: { subject: 'Transcript', message: 'How do I get one?' } }),
  },
  'POST /api/v1/contact/public': {
    access: 'public',
    ok: 201,
    call: () => ({
      url: '/api/v1/contact/public',
      payload: { name: 'A visitor', email: 'visitor@example.org', subject: 'Hello', message: 'A question' },
    }),
  },
  'GET /api/v1/contact/mine': { access: 'member', call: () => ({ url: '/api/v1/contact/mine' }) },
  'GET /api/v1/donation/campaigns': { access: 'public', call: () => ({ url: '/api/v1/donation/campaigns' }) },
  'GET /api/v1/admin/users': { access: 'admin', call: () => ({ url: '/api/v1/admin/users' }) },
  'GET /api/v1/admin/verifications': { access: 'admin', call: () => ({ url: '/api/v1/admin/verifications' }) },
  'POST /api/v1/admin/users/{id}/approve': {
    access: 'admin',
    call: (w) => ({ url: `/api/v1/admin/users/${w.pending.userId}/approve`, payload: {} }),
  },
  'POST /api/v1/admin/users/{id}/reject': {
    access: 'admin',
    call: (w) => ({ url: `/api/v1/admin/users/${w.pending.userId}/reject`, payload: { reason: 'Not on the roll' } }),
  },
  'POST /api/v1/admin/users/{id}/suspend': {
    access: 'admin',
    call: (w) => ({ url: `/api/v1/admin/users/${w.other.userId}/suspend`, payload: { reason: 'Spam' } }),
  },
  'POST /api/v1/admin/users/{id}/restore': {
    access: 'admin',
    call: (w) => ({ url: `/api/v1/admin/users/${w.suspendedUserId}/restore`, payload: {} }),
  },
  'POST /api/v1/admin/users/{id}/make-admin': {
    access: 'admin',
    call: (w) => ({ url: `/api/v1/admin/users/${w.other.userId}/make-admin`, payload: { reason: 'New secretary' } }),
  },
  'POST /api/v1/admin/roll': {
    access: 'admin',
    call: () => ({
      url: '/api/v1/admin/roll',
      headers: { 'content-type': 'text/csv' },
      payload: `enrollment_number,full_name,programme,college,year_of_passing\nROLL/${Date.now()},Mitali Sen,Computer Science Engineering,Kalyani Government Engineering College,2015\n`,
    }),
  },
  'GET /api/v1/admin/roll': { access: 'admin', call: () => ({ url: '/api/v1/admin/roll' }) },
  'GET /api/v1/admin/audit': { access: 'admin', call: () => ({ url: '/api/v1/admin/audit' }) },
  'GET /api/v1/admin/mail': { access: 'admin', call: () => ({ url: '/api/v1/admin/mail' }) },
  'GET /api/v1/admin/reports': { access: 'admin', call: () => ({ url: '/api/v1/admin/reports' }) },
  'POST /api/v1/admin/reports/{id}/dismiss': {
    access: 'admin',
    call: (w) => ({ url: `/api/v1/admin/reports/${w.reportId}/dismiss`, payload: {} }),
  },
  'POST /api/v1/admin/content/{type}/{id}/hide': {
    access: 'admin',
    call: (w) => ({ url: `/api/v1/admin/content/story/${w.storyId}/hide`, payload: { reason: 'Spam' } }),
  },
  'POST /api/v1/admin/content/{type}/{id}/restore': {
    access: 'admin',
    call: (w) => ({ url: `/api/v1/admin/content/event/${w.hiddenEventId}/restore`, payload: {} }),
  },
  'GET /api/v1/admin/campaigns': { access: 'admin', call: () => ({ url: '/api/v1/admin/campaigns' }) },
  'POST /api/v1/admin/campaigns': {
    access: 'admin',
    ok: 201,
    call: () => ({ url: '/api/v1/admin/campaigns', payload: campaign }),
  },
  'PUT /api/v1/admin/campaigns/{id}': {
    access: 'admin',
    call: (w) => ({ url: `/api/v1/admin/campaigns/${w.campaignId}`, payload: { ...campaign, active: false } }),
  },
  'DELETE /api/v1/admin/campaigns/{id}': {
    access: 'admin',
    call: (w) => ({ url: `/api/v1/admin/campaigns/${w.campaignId}` }),
  },
  'GET /api/v1/chapters': { access: 'verified', call: () => ({ url: '/api/v1/chapters' }) },
  'GET /api/v1/chapters/{id}': { access: 'verified', call: (w) => ({ url: `/api/v1/chapters/${w.chapterId}` }) },
  'GET /api/v1/chapters/{id}/members': {
    access: 'verified',
    call: (w) => ({ url: `/api/v1/chapters/${w.chapterId}/members` }),
  },
  'POST /api/v1/chapters/{id}/members': {
    access: 'verified',
    call: (w) => ({ url: `/api/v1/chapters/${w.chapterId}/members` }),
  },
  'DELETE /api/v1/chapters/{id}/members': {
    access: 'verified',
    call: (w) => ({ url: `/api/v1/chapters/${w.chapterId}/members` }),
  },
  'GET /api/v1/admin/chapters': { access: 'admin', call: () => ({ url: '/api/v1/admin/chapters' }) },
  'POST /api/v1/admin/chapters': {
    access: 'admin',
    ok: 201,
    call: () => ({ url: '/api/v1/admin/chapters', payload: { kind: 'city', name: chapterName() } }),
  },
  'PUT /api/v1/admin/chapters/{id}': {
    access: 'admin',
    call: (w) => ({ url: `/api/v1/admin/chapters/${w.chapterId}`, payload: { name: chapterName() } }),
  },
  'DELETE /api/v1/admin/chapters/{id}': {
    access: 'admin',
    call: (w) => ({ url: `/api/v1/admin/chapters/${w.chapterId}` }),
  },
  'GET /api/v1/notifications': { access: 'member', call: () => ({ url: '/api/v1/notifications' }) },
  'GET /api/v1/notifications/unread': { access: 'member', call: () => ({ url: '/api/v1/notifications/unread' }) },
  'POST /api/v1/notifications/read': {
    access: 'member',
    call: () => ({ url: '/api/v1/notifications/read', payload: { all: true } }),
  },
  'GET /api/v1/users/me/mail-settings': { access: 'member', call: () => ({ url: '/api/v1/users/me/mail-settings' }) },
  'PUT /api/v1/users/me/mail-settings': {
    access: 'member',
    call: () => ({ url: '/api/v1/users/me/mail-settings', payload: { digest: false } }),
  },
  'GET /unsubscribe/{token}': { access: 'public', call: () => ({ url: '/unsubscribe/a.d.c' }) },
  'POST /unsubscribe/{token}': { access: 'public', call: () => ({ url: '/unsubscribe/a.b.c' }) },
  'POST /api/v1/admin/announcements': {
    access: 'admin',
    ok: 202,
    call: () => ({ url: '/api/v1/admin/announcements', payload: { subject: 'Reunion', body: 'Come', audience: {} } }),
  },
  'POST /api/v1/admin/digest': { access: 'admin', call: () => ({ url: '/api/v1/admin/digest' }) },
  'GET /api/v1/admin/mailings': { access: 'admin', call: () => ({ url: '/api/v1/admin/mailings' }) },
  'POST /api/v1/unsubscribe/{token}': { access: 'public', call: () => ({ url: '/api/v1/unsubscribe/a.b.c' }) },
  'GET /api/v1/admin/contact-messages': { access: 'admin', call: () => ({ url: '/api/v1/admin/contact-messages' }) },
  'POST /api/v1/admin/contact-messages/{id}/handled': {
    access: 'admin',
    call: (w) => ({ url: `/api/v1/admin/contact-messages/${w.contactMessageId}/handled` }),
  },
  // After the one above: an answered message is handled, and handled twice is a 409.
  'POST /api/v1/admin/contact-messages/{id}/reply': {
    access: 'admin',
    call: (w) => ({
      url: `/api/v1/admin/contact-messages/${w.contactMessageId}/reply`,
      payload: { message: 'Write to the registrar.' },
    }),
  },
};

async function world(context: TestContext): Promise<World> {
  const owner = await quickUser(context, { verification: 'verified' });
  const other = await quickUser(context, { verification: 'verified' });
  const pending = await quickUser(context, { verification: 'pending' });
  const admin = await quickUser(context, { verification: 'verified', role: 'admin' });
  const suspended = await quickUser(context, { verification: 'verified' });
  await context.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.userId));
  const post = async (token: string, url: string, payload: object) => {
    const response = await context.request({ method: 'POST', url, payload, headers: { authorization: token } });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json().data._id as string;
  };
  const reportableStoryId = await post(admin.token, '/api/v1/user/story/createStory', story);
  const storyId = await post(owner.token, '/api/v1/user/story/createStory', story);
  const hiddenEventId = await post(admin.token, '/api/v1/user/event/createEvent', event());
  await context.database.db.update(events).set({ hiddenAt: new Date() }).where(eq(events.id, hiddenEventId));
  await context.database.db
    .update(users)
    .set({ mentorshipInterest: true })
    .where(inArray(users.id, [owner.userId, other.userId]));
  return {
    owner: { token: owner.token, userId: owner.userId, password: owner.body.password },
    other: { token: other.token, userId: other.userId },
    pending: { token: pending.token, userId: pending.userId },
    admin: { token: admin.token, userId: admin.userId },
    storyId,
    eventId: await post(owner.token, '/api/v1/user/event/createEvent', event()),
    jobId: await post(owner.token, '/api/v1/user/job/createJob', job),
    reportableStoryId,
    hiddenEventId,
    suspendedUserId: suspended.userId,
    reportId: await post(other.token, '/api/v1/reports', {
      targetType: 'story',
      targetId: storyId,
      reason: 'Looks like an advert',
    }),
    campaignId: await post(admin.token, '/api/v1/admin/campaigns', campaign),
    contactMessageId: await post(owner.token, '/api/v1/contact', { subject: 'Hello', message: 'A question' }),
    mentorshipRequestId: await post(admin.token, '/api/v1/mentorship/requests', {
      mentorId: owner.userId,
      message: 'Could you mentor me?',
    }),
    chapterId: await post(admin.token, '/api/v1/admin/chapters', { kind: 'city', name: chapterName() }),
  };
}

/** The event stream never ends by itself: read its status, then hang up. */
async function statusOf(method: string, call: Call, token: string | undefined) {
  if (call.url === '/api/v1/realtime') {
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

async function registeredRoutes(): Promise<string[]> {
  const document = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('authorization matrix', () => {
  it('has an entry for every registered API route, and no entry for a route that does not exist', async () => {
    const routes = await registeredRoutes();
    expect(routes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it.each(Object.entries(MATRIX))('%s', async (route, entry) => {
    const method = route.split(' ')[0] ?? 'GET';
    const ok = entry.ok ?? 200;
    const signedIn = (allowed: boolean) => (entry.access === 'public' ? null : allowed ? ok : 403);
    const expected: Record<Caller, number | 'not 401' | null> = {
      anonymous: entry.access === 'public' ? 'not 401' : 401,
      pending: signedIn(entry.access === 'member'),
      other: signedIn(entry.access === 'member' || entry.access === 'verified'),
      owner: signedIn(entry.access !== 'admin'),
      admin: entry.access === 'admin' ? ok : null,
    };
    for (const caller of ['anonymous', 'pending', 'other', 'owner', 'admin'] as const) {
      const expectation = expected[caller];
      if (expectation === null) continue;
      // A fresh world per caller: a call may change or delete what it touches.
      const w = await world(ctx);
      const token = caller === 'anonymous' ? undefined : w[caller].token;
      const peer = caller === 'owner' ? w.other.userId : w.owner.userId;
      const status = await statusOf(method, entry.call(w, peer), token);
      if (expectation === 'not 401') expect(status, caller).not.toBe(401);
      else expect(status, caller).toBe(expectation);
    }
  });
});
