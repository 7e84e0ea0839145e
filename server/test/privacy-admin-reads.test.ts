import { type AdminRead, endpoints } from '@alumni/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eventRegistrations, personalDataReads, users } from '../src/db/schema.js';
import { insertEvent } from './factories.js';
import { multipart, quickUser, requestTo, useTestApp } from './harness.js';

/**
 * Admins' reads of a member's personal data (issue 34, decision 0057): recorded when the admin
 * pages send them (the user list, the review queue, the attached document), one line per admin,
 * member, what and hour; shown only to that member, and in their data export.
 */
const ctx = useTestApp({ env: { VERIFICATION_POLICY: 'required' } });

async function readsOf(token: string, query: object = {}) {
  const response = await requestTo(ctx, endpoints.privacy.adminReads, { token, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: AdminRead[]; meta: { nextCursor: string | null } };
}

const listUsers = (token: string, q: string) =>
  requestTo(ctx, endpoints.admin.users, { token, query: { q, limit: 50 } });

describe(endpoints.privacy.adminReads, () => {
  it('shows the member the admin who listed their account, once an hour however often, and not the admin’s own', async () => {
    const admin = await quickUser(ctx, { role: 'admin' });
    const member = await quickUser(ctx, { verification: 'verified' });
    expect((await readsOf(member.token)).data).toEqual([]);

    for (let time = 0; time < 3; time++) {
      const listed = await listUsers(admin.token, member.body.email);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().data.map((user: { _id: string }) => user._id)).toEqual([member.userId]);
    }
    const { data, meta } = await readsOf(member.token);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ readerName: admin.body.fullName, what: 'account' });
    expect(Date.now() - Date.parse(data[0]?.at ?? '')).toBeLessThan(60_000);
    expect(meta.nextCursor).toBeNull();

    // The admin's own account in their list is not someone else's data read.
    expect((await listUsers(admin.token, admin.body.email)).json().data).toHaveLength(1);
    expect((await readsOf(admin.token)).data).toEqual([]);
  });

  it('records the review queue and the attached document as their own reads; a member’s own reads are not recorded', async () => {
    const admin = await quickUser(ctx, { role: 'admin' });
    const pending = await quickUser(ctx, { verification: 'pending' });

    expect((await requestTo(ctx, endpoints.account.mine, { token: pending.token })).statusCode).toBe(200);
    expect((await requestTo(ctx, endpoints.verification.mine, { token: pending.token })).statusCode).toBe(200);
    expect((await requestTo(ctx, endpoints.account.exportData, { token: pending.token })).statusCode).toBe(200);
    expect((await readsOf(pending.token)).data).toEqual([]);

    const scan = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f4f1e8' } })
      .png()
      .toBuffer();
    const upload = multipart(
      {},
      { field: 'document', filename: 'degree.png', contentType: 'image/png', content: scan },
    );
    const attached = await requestTo(ctx, endpoints.verification.attachDocument, {
      payload: upload.payload,
      headers: upload.headers,
      token: pending.token,
    });
    expect(attached.statusCode, attached.body).toBe(200);

    const queue = await requestTo(ctx, endpoints.admin.reviewQueue, { query: { limit: 50 }, token: admin.token });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data.some((item: { user: { _id: string } }) => item.user._id === pending.userId)).toBe(true);
    const document = await requestTo(ctx, endpoints.verification.document, {
      params: { id: pending.userId },
      token: admin.token,
    });
    expect(document.statusCode).toBe(200);

    const whats = (await readsOf(pending.token)).data.map((read) => read.what).sort();
    expect(whats).toEqual(['review', 'verification-document']);
  });

  it('records an admin’s download of the attendee sheet of someone else’s event, not the organiser’s own', async () => {
    const admin = await quickUser(ctx, { role: 'admin' });
    const organiser = await quickUser(ctx, { verification: 'verified' });
    const attendee = await quickUser(ctx, { verification: 'verified' });
    const event = await insertEvent(ctx, { createdBy: organiser.userId });
    await ctx.database.db
      .insert(eventRegistrations)
      .values({ eventId: event.id, userId: attendee.userId, status: 'going' });
    const sheet = (token: string) => requestTo(ctx, endpoints.events.attendeesCsv, { params: { id: event.id }, token });

    expect((await sheet(organiser.token)).statusCode).toBe(200);
    expect((await readsOf(attendee.token)).data).toEqual([]);
    expect((await sheet(admin.token)).statusCode).toBe(200);
    expect((await readsOf(attendee.token)).data).toEqual([
      expect.objectContaining({ readerName: admin.body.fullName, what: 'attendee-sheet' }),
    ]);
  });

  it('shows each member only their own reads, never another member’s, and pages them newest first', async () => {
    const admin = await quickUser(ctx, { role: 'admin' });
    const member = await quickUser(ctx, { verification: 'verified' });
    const other = await quickUser(ctx, { verification: 'verified' });
    await listUsers(admin.token, member.body.email);
    await ctx.database.db.insert(personalDataReads).values(
      ['account', 'review'].map((what, index) => ({
        memberId: member.userId,
        readerId: admin.userId,
        readerName: admin.body.fullName,
        what: what as 'account' | 'review',
        hour: new Date(Date.UTC(2026, 0, 1, index)),
        createdAt: new Date(Date.UTC(2026, 0, 1, index)),
      })),
    );

    expect((await readsOf(other.token)).data).toEqual([]);
    // No way to name another member: the list is always the signed-in member's own.
    const named = await requestTo(ctx, endpoints.privacy.adminReads, {
      token: other.token,
      query: { memberId: member.userId },
    });
    expect(named.body).not.toContain(admin.body.fullName);
    expect((await requestTo(ctx, endpoints.privacy.adminReads)).statusCode).toBe(401);

    const first = await readsOf(member.token, { limit: 2 });
    expect(first.data.map((read) => read.what)).toEqual(['account', 'review']);
    expect(first.meta.nextCursor).not.toBeNull();
    const second = await readsOf(member.token, { limit: 2, cursor: first.meta.nextCursor });
    expect(second.data.map((read) => read.at)).toEqual(['2026-01-01T00:00:00.000Z']);
    expect(second.meta.nextCursor).toBeNull();
  });

  it('refuses a bad page size, naming the field', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const response = await requestTo(ctx, endpoints.privacy.adminReads, {
      token: member.token,
      query: { limit: 'many' },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain('limit');
  });

  it('goes into the member’s data export, and the log is append-only', async () => {
    const admin = await quickUser(ctx, { role: 'admin' });
    const member = await quickUser(ctx, { verification: 'verified' });
    await listUsers(admin.token, member.body.email);

    const exported = await requestTo(ctx, endpoints.account.exportData, { token: member.token });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.adminReads).toEqual([
      expect.objectContaining({ readerName: admin.body.fullName, what: 'account' }),
    ]);
    const adminExport = (await requestTo(ctx, endpoints.account.exportData, { token: admin.token })).json().data;
    expect(adminExport.adminReads).toEqual([]);

    await expect(
      ctx.database.db
        .update(personalDataReads)
        .set({ readerName: 'Someone else' })
        .where(eq(personalDataReads.memberId, member.userId)),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.delete(personalDataReads).where(eq(personalDataReads.memberId, member.userId)),
    ).rejects.toThrow();
    const [{ count } = { count: 0 }] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(personalDataReads)
      .where(eq(personalDataReads.memberId, member.userId));
    expect(count).toBe(1);

    // The reader's account going keeps the line, by name; the member's account going takes it.
    await ctx.database.db.delete(users).where(eq(users.id, admin.userId));
    expect((await readsOf(member.token)).data).toEqual([
      expect.objectContaining({ readerName: admin.body.fullName, what: 'account' }),
    ]);
    await ctx.database.db.delete(users).where(eq(users.id, member.userId));
    const left = await ctx.database.db
      .select({ id: personalDataReads.id })
      .from(personalDataReads)
      .where(eq(personalDataReads.memberId, member.userId));
    expect(left).toEqual([]);
  });
});
