import { endpoints } from '@alumni/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../scripts/admin.js';
import { auditLog, graduateRoll, users } from '../src/db/schema.js';
import { grantConfiguredAdmins } from '../src/modules/admin/service.js';
import {
  as,
  pathAndMessage,
  quickUser,
  requestTo,
  signUp,
  signupBody,
  testConfig,
  urlFor,
  useTestApp,
} from './harness.js';

const ctx = useTestApp({ env: { VERIFICATION_POLICY: 'required' } });
const HEADER = 'enrollment_number,full_name,programme,college,year_of_passing';
const CSE = 'Computer Science Engineering';
const KGEC = 'Kalyani Government Engineering College';

let admin: { token: string; userId: string };
beforeAll(async () => {
  admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
});

async function importRoll(csv: string, token = admin.token) {
  return requestTo(ctx, endpoints.admin.importRoll, {
    headers: { ...as(token), 'content-type': 'text/csv' },
    payload: csv,
  });
}

async function account(token: string) {
  return (await requestTo(ctx, endpoints.account.mine, { token })).json().data;
}

async function auditActions(targetId: string) {
  const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
  return rows.map((row) => row.action);
}

describe('verification at sign-up', () => {
  it('verifies a sign-up that matches a roll row at once, names compared leniently', async () => {
    const body = signupBody({ fullName: 'Sourav Kumar Dutta' });
    await ctx.database.db.insert(graduateRoll).values({
      enrollmentNumber: body.enrollmentNumber.toUpperCase(),
      fullName: 'DUTTA, SOURAV',
      programme: body.programme,
      collegeName: body.collegeName,
      yearOfPassing: body.yearOfPassing,
    });
    const response = await requestTo(ctx, endpoints.auth.signup, { payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.verificationStatus).toBe('verified');
    const { token } = response.json().data;
    expect((await account(token)).verification).toMatchObject({
      status: 'verified',
      note: 'Matched the graduate roll.',
    });
    const directory = await requestTo(ctx, endpoints.community.directory, { token });
    expect(directory.statusCode).toBe(200);
  });

  it.each([
    ['a different year', { yearOfPassing: 2016 }],
    ['a different programme', { programme: 'Information Technology' }],
    ['a different name', { fullName: 'Priyanka Das' }],
  ])('leaves a sign-up pending when the roll row has %s', async (_label, difference) => {
    const body = signupBody();
    await ctx.database.db.insert(graduateRoll).values({
      enrollmentNumber: body.enrollmentNumber.toUpperCase(),
      fullName: body.fullName,
      programme: body.programme,
      collegeName: body.collegeName,
      yearOfPassing: body.yearOfPassing,
      ...difference,
    });
    const response = await requestTo(ctx, endpoints.auth.signup, { payload: body });
    expect(response.json().data.user.verificationStatus).toBe('pending');
  });

  it('lets a pending member sign in, edit their profile and write to the admins, and nothing more', async () => {
    const pending = await signUp(ctx);
    const headers = as(pending.token);
    expect((await account(pending.token)).verification.status).toBe('pending');
    const edit = await requestTo(ctx, endpoints.profile.update, { headers, payload: { branch: 'VLSI' } });
    expect(edit.statusCode).toBe(200);
    const contact = await requestTo(ctx, endpoints.contact.send, {
      headers,
      payload: { subject: 'Verification', message: 'My enrollment number is on my degree certificate.' },
    });
    expect(contact.statusCode).toBe(201);
    for (const url of [
      urlFor(endpoints.community.directory),
      urlFor(endpoints.profile.one, { id: admin.userId }),
      urlFor(endpoints.messages.inbox),
    ]) {
      const response = await ctx.request({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toMatch(/waiting for verification/);
    }
    const story = await requestTo(ctx, endpoints.stories.create, {
      headers,
      payload: { title: 'T', date: '2025-01-01', category: 'C', author: 'A', content: 'Body' },
    });
    expect(story.statusCode).toBe(403);
  });

  it('keeps pending members out of the directory and their profiles from others', async () => {
    const pending = await signUp(ctx, { fullName: 'Hidden Pendingperson' });
    const verified = await quickUser(ctx, { verification: 'verified' });
    const search = await requestTo(ctx, endpoints.community.directory, {
      query: { q: 'Pendingperson' },
      token: verified.token,
    });
    expect(search.json().data).toEqual([]);
    const profile = await requestTo(ctx, endpoints.profile.one, {
      params: { id: pending.userId },
      token: verified.token,
    });
    expect(profile.statusCode).toBe(404);
    const message = await requestTo(ctx, endpoints.messages.send, {
      token: verified.token,
      payload: { recipientId: pending.userId, content: 'Hello' },
    });
    expect(message.statusCode).toBe(404);
    const asAdmin = await requestTo(ctx, endpoints.profile.one, { params: { id: pending.userId }, token: admin.token });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('decides again when a verified member changes who they say they are', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const update = await requestTo(ctx, endpoints.profile.update, {
      token: member.token,
      payload: { enrollmentNo: `NEW/${Date.now()}` },
    });
    expect(update.statusCode).toBe(200);
    expect((await account(member.token)).verification.status).toBe('pending');
  });
});

describe('review queue', () => {
  it('shows a pending sign-up beside the closest roll rows, and approving it opens the directory', async () => {
    const body = signupBody({ fullName: 'Mitali Banerjee' });
    await ctx.database.db.insert(graduateRoll).values({
      enrollmentNumber: body.enrollmentNumber.toUpperCase(),
      fullName: 'Mitali Banerjee',
      programme: body.programme,
      collegeName: body.collegeName,
      yearOfPassing: body.yearOfPassing - 1,
    });
    const pending = await signUp(ctx, body);
    const queue = await requestTo(ctx, endpoints.admin.reviewQueue, { query: { limit: 100 }, token: admin.token });
    expect(queue.statusCode).toBe(200);
    const item = queue.json().data.find((entry: { user: { _id: string } }) => entry.user._id === pending.userId);
    expect(item.candidates[0]).toMatchObject({
      entry: { enrollmentNumber: body.enrollmentNumber.toUpperCase(), fullName: 'Mitali Banerjee' },
      sameEnrollmentNumber: true,
      matches: false,
    });

    const approve = await requestTo(ctx, endpoints.admin.approve, {
      params: { id: pending.userId },
      token: admin.token,
      payload: { reason: 'Year typed wrong; checked the certificate' },
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data.verificationStatus).toBe('verified');
    const directory = await requestTo(ctx, endpoints.community.directory, { token: pending.token });
    expect(directory.statusCode).toBe(200);
    expect(await auditActions(pending.userId)).toEqual(['user.approve']);
  });

  it('rejects with a reason the member sees on their account', async () => {
    const pending = await signUp(ctx);
    const reject = await requestTo(ctx, endpoints.admin.reject, {
      params: { id: pending.userId },
      token: admin.token,
      payload: { reason: 'No graduate with this enrollment number' },
    });
    expect(reject.statusCode).toBe(200);
    expect((await account(pending.token)).verification).toMatchObject({
      status: 'rejected',
      note: 'No graduate with this enrollment number',
    });
    const missingReason = await requestTo(ctx, endpoints.admin.reject, {
      params: { id: pending.userId },
      token: admin.token,
      payload: {},
    });
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().errors.map(pathAndMessage)).toEqual([
      { path: 'reason', message: 'Reason is required' },
    ]);
    expect(await auditActions(pending.userId)).toEqual(['user.reject']);
  });
});

describe('graduate roll import', () => {
  it('adds, updates, leaves unchanged and rejects rows with line numbers, and verifies pending sign-ups it matches', async () => {
    const waiting = await signUp(ctx, { fullName: 'Arpita Mondal' });
    const [me] = await ctx.database.db.select().from(users).where(eq(users.id, waiting.userId));
    const rows = [
      HEADER,
      `ROLL/A/1,Anik Das,${CSE},${KGEC},2010`,
      `ROLL/A/2,Barsha Pal,${CSE},${KGEC},2011`,
      `${me?.enrollmentNumber},Arpita Mondal,${me?.programme},${me?.collegeName},${me?.yearOfPassing}`,
      `ROLL/A/1,Anik Das Again,${CSE},${KGEC},2010`,
      `ROLL/A/3,Chandan Roy,Underwater Basket Weaving,${KGEC},2012`,
      `ROLL/A/4,Dipa Sen,${CSE},Nowhere College,2012`,
      `ROLL/A/5,Esha Kar,${CSE},${KGEC},1890`,
      `ROLL A 6,Faruk Ali,${CSE},${KGEC},2012`,
      `ROLL/A/7,,${CSE},${KGEC},2012`,
      `ROLL/A/8,Gita Basu,${CSE}`,
    ];
    const first = await importRoll(`${rows.join('\n')}\n`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ rows: 10, added: 3, updated: 0, unchanged: 0, verifiedUsers: 1 });
    expect(first.json().data.rejected.map((row: { line: number }) => row.line)).toEqual([5, 6, 7, 8, 9, 10, 11]);
    expect(first.json().data.rejected[0].reason).toBe('enrollment number ROLL/A/1 already appears on line 2.');
    expect(first.json().data.rejected[1].reason).toMatch(/not one of the portal's programmes/);
    expect((await account(waiting.token)).verification.status).toBe('verified');

    const second = await importRoll(
      `${HEADER}\nROLL/A/1,Anik Kumar Das,${CSE},${KGEC},2010\nROLL/A/2,Barsha Pal,${CSE},${KGEC},2011\n`,
    );
    expect(second.json().data).toMatchObject({ added: 0, updated: 1, unchanged: 1, rejected: [] });
    const [entry] = await ctx.database.db
      .select()
      .from(graduateRoll)
      .where(eq(graduateRoll.enrollmentNumber, 'ROLL/A/1'));
    expect(entry?.fullName).toBe('Anik Kumar Das');

    const audit = await requestTo(ctx, endpoints.admin.audit, { query: { limit: 100 }, token: admin.token });
    const imports = audit.json().data.filter((row: { action: string }) => row.action === 'roll.import');
    expect(imports[0].details).toMatchObject({ added: 0, updated: 1, unchanged: 1, rejected: 0 });
    expect(imports[1].details).toMatchObject({ added: 3, rejected: 7, verifiedUserIds: [waiting.userId] });
  });

  it.each([
    ['an empty file', ''],
    ['a file without the required columns', 'name,year\nAnik,2010\n'],
    ['a header and no rows', `${HEADER}\n`],
    ['a file that is not CSV', `${HEADER}\n"ROLL/B/1,Unclosed quote,${CSE},${KGEC},2010\n`],
  ])('refuses %s whole and changes nothing', async (_label, csv) => {
    const before = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(graduateRoll);
    const response = await importRoll(csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The file was not imported: /);
    const after = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(graduateRoll);
    expect(after).toEqual(before);
  });

  it('imports a 50,000-row file in one request', async () => {
    const lines = [HEADER];
    for (let index = 0; index < 50_000; index++) {
      lines.push(`BULK/${index},Graduate Number ${index % 997} Sen,${CSE},${KGEC},${2000 + (index % 20)}`);
    }
    const response = await importRoll(lines.join('\n'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ rows: 50_000, added: 50_000, rejected: [] });
    const page = await requestTo(ctx, endpoints.admin.roll, { query: { q: 'BULK/4999' }, token: admin.token });
    expect(page.json().data.map((row: { enrollmentNumber: string }) => row.enrollmentNumber)).toContain('BULK/4999');
  }, 60_000);

  it('is for admins only', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    expect((await importRoll(`${HEADER}\nX/1,A B,${CSE},${KGEC},2010\n`, member.token)).statusCode).toBe(403);
  });
});

describe('accounts', () => {
  it('suspends a member: signed out at once, cannot sign in, restored later; every step audited', async () => {
    const member = await signUp(ctx);
    const suspend = await requestTo(ctx, endpoints.admin.suspend, {
      params: { id: member.userId },
      token: admin.token,
      payload: { reason: 'Posting adverts' },
    });
    expect(suspend.statusCode).toBe(200);
    expect((await requestTo(ctx, endpoints.account.mine, { token: member.token })).statusCode).toBe(401);
    const login = await requestTo(ctx, endpoints.auth.login, {
      payload: { email: member.body.email, password: member.body.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/suspended by the association: Posting adverts/);

    const restore = await requestTo(ctx, endpoints.admin.restore, {
      params: { id: member.userId },
      token: admin.token,
      payload: {},
    });
    expect(restore.statusCode).toBe(200);
    const again = await requestTo(ctx, endpoints.auth.login, {
      payload: { email: member.body.email, password: member.body.password },
    });
    expect(again.statusCode).toBe(200);
    expect(await auditActions(member.userId)).toEqual(['user.suspend', 'user.restore']);
  });

  it('will not suspend an admin or oneself', async () => {
    const other = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    for (const id of [other.userId, admin.userId]) {
      const response = await requestTo(ctx, endpoints.admin.suspend, {
        params: { id },
        token: admin.token,
        payload: { reason: 'Test' },
      });
      expect(response.statusCode).toBe(409);
    }
  });

  it('makes an admin, who then reaches the admin routes', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    expect((await requestTo(ctx, endpoints.admin.users, { token: member.token })).statusCode).toBe(403);
    const promote = await requestTo(ctx, endpoints.admin.makeAdmin, {
      params: { id: member.userId },
      token: admin.token,
      payload: { reason: 'New treasurer' },
    });
    expect(promote.json().data.role).toBe('admin');
    expect((await requestTo(ctx, endpoints.admin.users, { token: member.token })).statusCode).toBe(200);
    expect(await auditActions(member.userId)).toEqual(['user.make_admin']);
  });

  it('searches accounts by name, e-mail or enrollment number, and by standing', async () => {
    const member = await signUp(ctx, { fullName: 'Zebulon Searchable' });
    const byName = await requestTo(ctx, endpoints.admin.users, {
      query: { q: 'zebulon', standing: 'pending' },
      token: admin.token,
    });
    expect(byName.json().data.map((row: { _id: string }) => row._id)).toEqual([member.userId]);
    const byEnrollment = await requestTo(ctx, endpoints.admin.users, {
      query: { q: member.body.enrollmentNumber },
      token: admin.token,
    });
    expect(byEnrollment.json().data[0]).toMatchObject({ _id: member.userId, email: member.body.email });
    expect(byEnrollment.json().data[0]).not.toHaveProperty('passwordHash');
  });

  it('keeps the audit log append-only, even for the database owner', async () => {
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error = await ctx.database.db.execute(statement).then(
        () => null,
        (failure: Error & { cause?: Error }) => failure,
      );
      return error?.cause?.message ?? error?.message;
    };
    expect(await refusal(sql`update audit_log set reason = 'changed'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
  });
});

describe('npm run admin', () => {
  it('makes an existing account an admin from the command line, and says so when there is none', async () => {
    const member = await quickUser(ctx, { verification: 'pending' });
    const output = await runAdminCommand(ctx.database, { command: 'create', email: member.body.email });
    expect(output).toMatch(/is now an admin/);
    expect(await account(member.token)).toMatchObject({ role: 'admin', verification: { status: 'verified' } });
    expect(await auditActions(member.userId)).toEqual(['user.make_admin']);
    await expect(runAdminCommand(ctx.database, { command: 'create', email: 'nobody@example.org' })).rejects.toThrow(
      /No account uses nobody@example.org/,
    );
    expect(await runAdminCommand(ctx.database, { command: 'list' })).toContain(member.body.email);
  });

  it('does not make a suspended account an admin', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    await ctx.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, member.userId));
    await expect(runAdminCommand(ctx.database, { command: 'create', email: member.body.email })).rejects.toThrow(
      /is suspended/,
    );
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(row?.role).toBe('alumnus');
    expect(await auditActions(member.userId)).toEqual([]);
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes existing accounts admins once, audited as the configuration, and reports the others', async () => {
    const pending = await quickUser(ctx, { verification: 'pending' });
    const already = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const suspended = await quickUser(ctx, { verification: 'verified' });
    await ctx.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.userId));
    const emails = [pending.body.email, already.body.email, suspended.body.email, 'nobody@example.org'];

    expect(await grantConfiguredAdmins(ctx.database.db, emails)).toEqual({
      granted: [pending.body.email],
      alreadyAdmins: [already.body.email],
      missing: ['nobody@example.org'],
      suspended: [suspended.body.email],
    });
    expect(await account(pending.token)).toMatchObject({ role: 'admin', verification: { status: 'verified' } });
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, pending.userId));
    expect(entry).toMatchObject({
      action: 'user.make_admin',
      actorId: null,
      actorName: 'ADMIN_EMAILS at start-up',
      reason: 'Named in ADMIN_EMAILS',
    });

    // The next start finds them admins already: nothing more is written.
    expect((await grantConfiguredAdmins(ctx.database.db, emails)).granted).toEqual([]);
    expect(await auditActions(pending.userId)).toEqual(['user.make_admin']);
    expect(await auditActions(suspended.userId)).toEqual([]);
  });

  it('makes each account an admin once when several processes start at once with the same list', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => quickUser(ctx, { verification: 'verified' })));
    const emails = members.map((member) => member.body.email);
    const connections = await Promise.all(Array.from({ length: 4 }, () => ctx.database.connectAgain()));
    try {
      const outcomes = await Promise.all(connections.map((connection) => grantConfiguredAdmins(connection.db, emails)));
      expect(outcomes.flatMap((outcome) => outcome.granted).sort()).toEqual([...emails].sort());
    } finally {
      await Promise.all(connections.map((connection) => connection.close()));
    }
    for (const member of members) expect(await auditActions(member.userId)).toEqual(['user.make_admin']);
  });

  it('names the variable and the entry when an address is malformed', () => {
    expect(() => testConfig({ ADMIN_EMAILS: 'a@example.org, not-an-address' })).toThrow(
      'ADMIN_EMAILS has "not-an-address", which is not an e-mail address',
    );
    expect(testConfig({ ADMIN_EMAILS: ' A@Example.org,,a@example.org ' }).adminEmails).toEqual(['a@example.org']);
  });
});
