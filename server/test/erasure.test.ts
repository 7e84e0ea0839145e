import { endpoints } from '@alumni/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountErasures, auditLog, mailOutbox, users } from '../src/db/schema.js';
import { eraseDueAccounts, quickUser, requestTo, type TestContext, useTestApp } from './harness.js';

/**
 * Deleting an account waits 48 hours (issue 34, decision 0059): signed out everywhere at once, a
 * mail says when and that signing in cancels it, listed nowhere meanwhile; a sign-in cancels it;
 * the erasure job deletes it once due, and the audit log keeps that without the personal data.
 * The job's clock is moved on (eraseDueAccounts), never waited for.
 */
const ctx: TestContext = useTestApp({ env: { CACHE_SECONDS: '600' } });

type Member = Awaited<ReturnType<typeof quickUser>>;
let viewer: Member;
beforeAll(async () => {
  viewer = await quickUser(ctx, { verification: 'verified' });
});

const askToDelete = (member: Member) =>
  requestTo(ctx, endpoints.account.remove, { token: member.token, payload: { password: member.body.password } });
const signIn = (member: Member) =>
  requestTo(ctx, endpoints.auth.login, { payload: { email: member.body.email, password: member.body.password } });

async function listed(member: Member) {
  const response = await requestTo(ctx, endpoints.community.directory, { token: viewer.token, query: { limit: 100 } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { _id: string }[]).some((entry) => entry._id === member.userId);
}

const exists = async (member: Member) => (await ctx.database.db.$count(users, eq(users.id, member.userId))) === 1;
const auditOf = (member: Member) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, member.userId)).orderBy(auditLog.createdAt);

describe('asking for the account’s deletion', () => {
  it('signs out everywhere, mails when it will happen and unlists the member, then deletes nothing before 48 hours', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    expect(await listed(member)).toBe(true);
    const before = Date.now();

    const response = await askToDelete(member);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(
      'Your account will be deleted in 48 hours. You have been signed out everywhere; signing in before then cancels the deletion. We have sent you an e-mail saying so.',
    );
    expect((await requestTo(ctx, endpoints.account.mine, { token: member.token })).statusCode).toBe(401);
    expect(await listed(member)).toBe(false);

    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, member.userId), eq(mailOutbox.kind, 'erasure-scheduled')));
    if (!mail) throw new Error('no mail about the deletion was queued');
    expect(mail.toAddress).toBe(member.body.email);
    const [erasure] = await ctx.database.db
      .select()
      .from(accountErasures)
      .where(eq(accountErasures.userId, member.userId));
    if (!erasure) throw new Error('no deletion was scheduled');
    const dueAt = erasure.dueAt.getTime();
    // The mail says that date; once the server's outbox worker has sent it (it may already have),
    // its data is dropped (markSent), so only a mail still waiting can be read.
    expect(mail.data === null ? null : Date.parse((mail.data as { dueAt: string }).dueAt)).toBe(
      mail.data === null ? null : dueAt,
    );
    expect(dueAt).toBeGreaterThanOrEqual(before + 48 * 3_600_000);
    expect(dueAt).toBeLessThanOrEqual(Date.now() + 48 * 3_600_000);

    await eraseDueAccounts(ctx, 47);
    expect(await exists(member)).toBe(true);
  });
});

describe('while the deletion waits (decision 0063)', () => {
  it('others no longer find or open the member, nor ask for their contact; their posts stay until erased', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    await ctx.database.db.update(users).set({ phoneVisibility: 'on_request' }).where(eq(users.id, member.userId));
    const story = await requestTo(ctx, endpoints.stories.create, {
      token: member.token,
      payload: { title: 'Still here', date: '2025-01-01', category: 'Career', author: 'Me', content: 'Text' },
    });
    const storyId = story.json().data._id as string;
    const profile = (token: string) => requestTo(ctx, endpoints.profile.one, { token, params: { id: member.userId } });
    const sharing = () =>
      requestTo(ctx, endpoints.privacy.contactSharing, { token: viewer.token, params: { id: member.userId } });
    // Seen, and kept, before the deletion is asked for.
    expect((await profile(viewer.token)).statusCode).toBe(200);
    expect((await sharing()).statusCode).toBe(200);

    expect((await askToDelete(member)).statusCode).toBe(200);
    expect((await profile(viewer.token)).statusCode).toBe(404);
    expect((await sharing()).statusCode).toBe(404);
    const asked = await requestTo(ctx, endpoints.privacy.askContact, {
      token: viewer.token,
      payload: { memberId: member.userId, field: 'phone', reason: 'To say goodbye' },
    });
    expect(asked.statusCode).toBe(404);
    // Admins still open it (to answer the member, or a request about them).
    expect((await profile(admin.token)).statusCode).toBe(200);
    // What they posted stays until the deletion is carried out, then goes with the account.
    expect((await requestTo(ctx, endpoints.stories.one, { params: { id: storyId } })).statusCode).toBe(200);

    // Signing in cancels it: the member is back, profile and all.
    expect((await signIn(member)).statusCode).toBe(200);
    expect((await profile(viewer.token)).statusCode).toBe(200);
    expect((await sharing()).statusCode).toBe(200);
  });
});

describe('signing in while the deletion waits', () => {
  it('cancels it, says so, and lists the member again', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    expect((await askToDelete(member)).statusCode).toBe(200);

    const response = await signIn(member);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Welcome back: signing in has cancelled the deletion of your account.');
    expect(response.json().data.erasureCancelled).toBe(true);
    expect(await listed(member)).toBe(true);

    await eraseDueAccounts(ctx);
    expect(await exists(member)).toBe(true);
    const again = await signIn(member);
    expect(again.json().message).toBe('Login successful!');
    expect(again.json().data.erasureCancelled).toBeUndefined();
  });
});

describe('after 48 hours', () => {
  it('deletes the account as deletion always has; the audit log keeps it by id, without name or address', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const story = await requestTo(ctx, endpoints.stories.create, {
      token: member.token,
      payload: { title: 'Soon gone', date: '2025-01-01', category: 'Career', author: 'Me', content: 'Text' },
    });
    expect((await askToDelete(member)).statusCode).toBe(200);

    await eraseDueAccounts(ctx);
    expect(await exists(member)).toBe(false);
    expect((await signIn(member)).statusCode).toBe(401);
    const storyId = story.json().data._id as string;
    expect((await requestTo(ctx, endpoints.stories.one, { params: { id: storyId } })).statusCode).toBe(404);

    const lines = await auditOf(member);
    expect(lines.map((line) => line.action)).toEqual(['account.erasure_scheduled', 'account.erased']);
    const written = JSON.stringify(lines);
    for (const personal of [member.body.email, member.body.fullName, member.body.phone, member.body.enrollmentNumber]) {
      expect(written).not.toContain(personal);
    }
  });
});
