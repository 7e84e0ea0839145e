import { endpoints, type PrivacySummary } from '@alumni/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { quickUser, requestTo, type TestContext, useTestApp } from './harness.js';

/**
 * "See" on the privacy page (issue 34): what the portal holds about the signed-in member, for
 * which purposes, and with whom it was shared. The summary is checked against what each test
 * made: a post, an approval given and taken back, an admin opening the record. The applications
 * the member allowed are checked where a real sign-in is made (openid-provider.test.ts).
 */
const ctx: TestContext = useTestApp({ env: { CACHE_SECONDS: '600' } });

type Member = Awaited<ReturnType<typeof quickUser>>;
let owner: Member;
let asker: Member;
let admin: Member;

beforeAll(async () => {
  owner = await quickUser(ctx, { verification: 'verified' });
  asker = await quickUser(ctx, { verification: 'verified' });
  admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
});

async function summaryOf(member: Member): Promise<PrivacySummary> {
  const response = await requestTo(ctx, endpoints.rights.summary, { token: member.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const countOf = (summary: PrivacySummary, kind: PrivacySummary['posts'][number]['kind']) =>
  summary.posts.find((post) => post.kind === kind)?.count;

describe(endpoints.rights.summary, () => {
  it('says what the account, the profile and verification hold, who sees each field, and the consents', async () => {
    const updated = await requestTo(ctx, endpoints.profile.update, {
      token: owner.token,
      payload: { address: '9 Lake Road, Kolkata', addressVisibility: 'on_request', skills: ['Surveying'] },
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const summary = await summaryOf(owner);
    expect(summary.account).toMatchObject({
      fullName: owner.body.fullName,
      email: owner.body.email.toLowerCase(),
      phone: owner.body.phone,
      hasPassword: true,
      signInProviders: [],
    });
    expect(summary.verification).toMatchObject({
      status: 'verified',
      enrollmentNumber: owner.body.enrollmentNumber.toUpperCase(),
      yearOfPassing: owner.body.yearOfPassing,
      documentAttachedAt: null,
    });
    const field = (name: string) => summary.profile.find((line) => line.field === name);
    expect(field('email')).toEqual({ field: 'email', filled: true, audience: 'alumni' });
    expect(field('phone')).toEqual({ field: 'phone', filled: true, audience: 'private' });
    expect(field('address')).toEqual({ field: 'address', filled: true, audience: 'on_request' });
    expect(field('dob')).toEqual({ field: 'dob', filled: false, audience: 'private' });
    expect(field('skills')).toEqual({ field: 'skills', filled: true, audience: 'members' });
    expect(field('linkedin')).toEqual({ field: 'linkedin', filled: false, audience: 'members' });
    // The purposes as the member answered them (quickUser's carried-over consents).
    expect(summary.consents.find((line) => line.purpose === 'directory')).toMatchObject({ granted: true });
    expect(summary.consents.find((line) => line.purpose === 'appeals')).toMatchObject({ granted: false });
    // Never a secret: no password hash, no session token.
    const [row] = await ctx.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, owner.userId));
    const text = JSON.stringify(summary);
    expect(text).not.toContain(String(row?.hash));
    expect(text).not.toContain(owner.token);
  });

  it('counts what the member posted and sent', async () => {
    const before = await summaryOf(owner);
    expect(countOf(before, 'story')).toBe(0);
    expect(countOf(before, 'message')).toBe(0);
    const story = await requestTo(ctx, endpoints.stories.create, {
      token: owner.token,
      payload: { title: 'Field notes', date: '2025-01-01', category: 'Career', author: 'Me', content: 'Text' },
    });
    expect(story.statusCode, story.body).toBe(201);
    const sent = await requestTo(ctx, endpoints.messages.send, {
      token: owner.token,
      payload: { recipientId: asker.userId, content: 'Hello from the survey camp' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const after = await summaryOf(owner);
    expect(countOf(after, 'story')).toBe(1);
    expect(countOf(after, 'message')).toBe(1);
    expect(countOf(after, 'job')).toBe(0);
    // What the other member was sent is not what they sent.
    expect(countOf(await summaryOf(asker), 'message')).toBe(0);
  });

  it('lists the contact approvals given, since when, and until when once taken back; to nobody else', async () => {
    expect((await summaryOf(owner)).sharedWith.contactApprovals).toEqual([]);
    const asked = await requestTo(ctx, endpoints.privacy.askContact, {
      token: asker.token,
      payload: { memberId: owner.userId, field: 'address', reason: 'For the reunion invitations' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [request] = asked.json().data;
    // Pending is not shared.
    expect((await summaryOf(owner)).sharedWith.contactApprovals).toEqual([]);

    const approved = await requestTo(ctx, endpoints.privacy.decideContact, {
      token: owner.token,
      params: { id: request._id },
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await summaryOf(owner)).sharedWith.contactApprovals).toEqual([
      {
        _id: request._id,
        member: { _id: asker.userId, fullName: asker.body.fullName },
        field: 'address',
        since: approved.json().data.decidedAt,
        until: null,
      },
    ]);
    // The asker's own summary lists what they shared, not what was shared with them.
    const askers = await summaryOf(asker);
    expect(askers.sharedWith.contactApprovals).toEqual([]);
    expect(JSON.stringify(askers)).not.toContain('9 Lake Road');

    const revoked = await requestTo(ctx, endpoints.privacy.revokeContact, {
      token: owner.token,
      params: { id: request._id },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await summaryOf(owner)).sharedWith.contactApprovals).toEqual([
      expect.objectContaining({ _id: request._id, until: revoked.json().data.revokedAt }),
    ]);
  });

  it('names the admins who opened the record, newest first, with how many lines in all; to nobody else', async () => {
    expect((await summaryOf(owner)).sharedWith.adminReads).toEqual({ total: 0, latest: [] });
    const listed = await requestTo(ctx, endpoints.admin.users, {
      token: admin.token,
      query: { q: owner.body.email, limit: 50 },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const { adminReads } = (await summaryOf(owner)).sharedWith;
    expect(adminReads.total).toBe(1);
    expect(adminReads.latest).toEqual([expect.objectContaining({ readerName: admin.body.fullName, what: 'account' })]);
    // Another member's summary is their own: nothing of the owner's reads or approvals.
    const other = await quickUser(ctx, { verification: 'verified' });
    const theirs = await summaryOf(other);
    expect(theirs.sharedWith).toEqual({ contactApprovals: [], applications: [], adminReads: { total: 0, latest: [] } });
    expect(JSON.stringify(theirs)).not.toContain(owner.userId);
  });

  it('answers only a signed-in member (401), and takes no member id', async () => {
    expect((await requestTo(ctx, endpoints.rights.summary)).statusCode).toBe(401);
    const withId = await ctx.request({
      method: 'GET',
      url: `/api/v1/privacy/summary?memberId=${owner.userId}`,
      headers: { authorization: asker.token },
    });
    expect(withId.statusCode).toBe(200);
    expect(withId.json().data.account.email).toBe(asker.body.email.toLowerCase());
  });
});
