import { endpoints } from '@alumni/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, privacyRequests } from '../src/db/schema.js';
import { pathAndMessage, quickUser, requestTo, type TestContext, useTestApp } from './harness.js';

/**
 * A member's rights (issue 34, decision 0059): requests to the grievance officer become tickets
 * with a due date in the admins' queue, answered by mail, their state seen by the member; limited
 * per member per day; the member's nominee; both in the export.
 */
const PER_DAY = 3;
const ctx: TestContext = useTestApp({ env: { PRIVACY_REQUESTS_PER_DAY: String(PER_DAY) } });

type Member = Awaited<ReturnType<typeof quickUser>>;
let admin: Member;
let member: Member;
beforeAll(async () => {
  admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
  member = await quickUser(ctx, { verification: 'verified' });
});

const file = (who: Member, body: object) =>
  requestTo(ctx, endpoints.rights.fileRequest, { token: who.token, payload: body });
const mine = async (who: Member) => (await requestTo(ctx, endpoints.rights.requests, { token: who.token })).json().data;
const queue = async (query: object = {}) => {
  const response = await requestTo(ctx, endpoints.rights.queue, { token: admin.token, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { _id: string; overdue: boolean; state: string }[];
};

describe('a request to the grievance officer', () => {
  it('is due in 30 days, reaches the admins’ queue, is answered once by mail, and the member sees the answer', async () => {
    const filed = await file(member, {
      kind: 'correction',
      subject: 'Year of passing',
      text: 'It says 2019.\nIt is 2018.',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const request = filed.json().data;
    expect(request).toMatchObject({ kind: 'correction', state: 'open', answer: null });
    expect(Date.parse(request.dueAt) - Date.parse(request.createdAt)).toBe(30 * 86_400_000);
    expect((await mine(member)).map((item: { _id: string }) => item._id)).toEqual([request._id]);

    const inQueue = (await queue({ state: 'open' })).find((item) => item._id === request._id);
    expect(inQueue).toMatchObject({ overdue: false, member: { _id: member.userId, email: member.body.email } });

    const answered = await requestTo(ctx, endpoints.rights.answer, {
      token: admin.token,
      params: { id: request._id },
      payload: { text: 'Corrected to 2018.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toMatchObject({ state: 'answered', answeredBy: admin.body.fullName });
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, member.userId), eq(mailOutbox.kind, 'request-answered')));
    expect(mail?.toAddress).toBe(member.body.email);
    expect(mail?.data).toMatchObject({ subject: 'Year of passing', answer: 'Corrected to 2018.' });

    const [seen] = await mine(member);
    expect(seen).toMatchObject({ state: 'answered', answer: { text: 'Corrected to 2018.' } });
    expect((await queue({ state: 'open' })).some((item) => item._id === request._id)).toBe(false);

    const twice = await requestTo(ctx, endpoints.rights.answer, {
      token: admin.token,
      params: { id: request._id },
      payload: { text: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('is marked overdue in the queue once its due date has passed unanswered', async () => {
    const [late] = await ctx.database.db
      .insert(privacyRequests)
      .values({
        userId: member.userId,
        kind: 'grievance',
        subject: 'Old',
        text: 'Nobody answered',
        createdAt: new Date(Date.now() - 31 * 86_400_000),
        dueAt: new Date(Date.now() - 86_400_000),
      })
      .returning();
    expect((await queue()).find((item) => item._id === late?.id)).toMatchObject({ overdue: true, state: 'open' });
  });

  it('refuses an unknown kind and an empty text, naming the field', async () => {
    const response = await file(member, { kind: 'complaint', subject: 'S', text: '' });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['kind', 'text']);
  });

  it(`takes ${PER_DAY} a day from one member, counted before the work, under parallel requests`, async () => {
    const asker = await quickUser(ctx, { verification: 'verified' });
    const answers = await Promise.all(
      Array.from({ length: PER_DAY + 3 }, (_, index) =>
        file(asker, { kind: 'grievance', subject: `Grievance ${index}`, text: 'Please answer.' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(PER_DAY).fill(201), ...Array(3).fill(429)]);
    expect(await ctx.database.db.$count(privacyRequests, eq(privacyRequests.userId, asker.userId))).toBe(PER_DAY);
  });
});

describe('the nominee', () => {
  it('is named, changed and removed by the member, each change audited, and is in the export with the requests', async () => {
    const owner = await quickUser(ctx, { verification: 'verified' });
    const get = async () => (await requestTo(ctx, endpoints.rights.nominee, { token: owner.token })).json().data;
    expect(await get()).toBeNull();

    const bad = await requestTo(ctx, endpoints.rights.setNominee, {
      token: owner.token,
      payload: { name: 'Asha', email: 'not an address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map(pathAndMessage)
        .map((error: { path: string }) => error.path),
    ).toEqual(['email']);

    const set = (payload: object) => requestTo(ctx, endpoints.rights.setNominee, { token: owner.token, payload });
    expect((await set({ name: 'Asha Rao', email: 'asha@example.org', relationship: 'Sister' })).statusCode).toBe(200);
    expect((await set({ name: 'Ravi Rao', email: 'Ravi@Example.org' })).statusCode).toBe(200);
    expect(await get()).toMatchObject({ name: 'Ravi Rao', email: 'ravi@example.org', relationship: null });
    await file(owner, { kind: 'grievance', subject: 'My data', text: 'What do you hold?' });

    const exported = (await requestTo(ctx, endpoints.account.exportData, { token: owner.token })).json().data;
    expect(exported.nominee).toEqual([expect.objectContaining({ name: 'Ravi Rao', email: 'ravi@example.org' })]);
    expect(exported.privacyRequests).toEqual([expect.objectContaining({ subject: 'My data', state: 'open' })]);

    expect((await requestTo(ctx, endpoints.rights.removeNominee, { token: owner.token })).statusCode).toBe(200);
    expect(await get()).toBeNull();
    const lines = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, owner.userId));
    expect(lines.map((line) => line.action).sort()).toEqual(['nominee.remove', 'nominee.set', 'nominee.set']);
    expect(JSON.stringify(lines)).not.toContain('asha@example.org');
  });
});
