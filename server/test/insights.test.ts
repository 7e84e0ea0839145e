import { endpoints, type InsightCell, type Insights, type InsightTable } from '@alumni/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chapters, eventRegistrations, graduateRoll, mailOutbox, users } from '../src/db/schema.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { insertEvent, insertStory } from './factories.js';
import { quickUser, requestTo, signupBody, useTestApp } from './harness.js';

/**
 * Issue 33's dashboard (decision 0053): a known population, every number compared with a count
 * made here by other SQL, small counts suppressed, and no hidden count to be had by subtraction.
 */
const ctx = useTestApp();
const COLLEGES = ['Insight College A', 'Insight College B', 'Insight College C'] as const;
const [A, B, C] = COLLEGES;
const PROGRAMME = 'Computer Science Engineering';
const OTHER_PROGRAMME = 'Electrical Engineering';
let admin: { token: string };
let member: { token: string };

/** `count` accounts of one college, programme and year, with these columns. */
async function accounts(count: number, values: Partial<typeof users.$inferInsert>) {
  for (let index = 0; index < count; index++) {
    const body = signupBody();
    await ctx.database.db.insert(users).values({
      email: body.email,
      passwordHash: 'not a hash: nobody signs in as these',
      fullName: body.fullName,
      collegeName: A,
      programme: PROGRAMME,
      yearOfPassing: 2020,
      enrollmentNumber: body.enrollmentNumber,
      phone: body.phone,
      ...values,
    });
  }
}

async function roll(count: number, collegeName: string, programme: string, yearOfPassing: number) {
  await ctx.database.db.insert(graduateRoll).values(
    Array.from({ length: count }, (_, index) => ({
      enrollmentNumber: `ROLL/${collegeName}/${programme}/${yearOfPassing}/${index}`,
      fullName: `Graduate ${index}`,
      programme,
      collegeName,
      yearOfPassing,
    })),
  );
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function insights(query: Record<string, string> = {}, token = admin.token) {
  return requestTo(ctx, endpoints.insights.insights, { query, token });
}

function table(answer: Insights, id: InsightTable['id']): InsightTable {
  const found = answer.tables.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
}

/** What the dashboard may show for a count: the count, hidden under 5, or withheld (only a count of 5 or more). */
function expectShownAs(cell: InsightCell, counted: number, where: string) {
  if (counted < 5) expect(cell, where).toBe('fewer-than-5');
  else expect([counted, 'withheld'], where).toContain(cell);
}

/** No column lets a hidden count be worked out: never one hidden cell alone, never hidden cells summing to 1–4 under a shown total. */
function expectNoSubtraction(shown: InsightTable, counted: (row: string, column: number) => number) {
  if (!shown.total) return;
  shown.columns.forEach((_, column) => {
    const cells = shown.rows.map((row) => row.cells[column]);
    const total = shown.total?.[column];
    const hidden = shown.rows.filter((row) => typeof row.cells[column] === 'string');
    const hiddenCount = hidden.length + (typeof total === 'string' ? 1 : 0);
    expect(hiddenCount, `${shown.id} ${shown.columns[column]}`).not.toBe(1);
    if (typeof total === 'number' && cells.some((cell) => typeof cell === 'string')) {
      const revealed = hidden.reduce((sum, row) => sum + counted(row.key, column), 0);
      expect(revealed === 0 || revealed >= 5, `${shown.id} ${shown.columns[column]} reveals ${revealed}`).toBe(true);
    }
  });
}

beforeAll(async () => {
  admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
  member = await quickUser(ctx, { verification: 'verified' });
  const longAgo = new Date('2024-03-15T06:00:00Z');
  await accounts(8, {
    collegeName: A,
    verificationStatus: 'verified',
    verifiedAt: longAgo,
    lastActiveOn: sql`current_date` as never,
    createdAt: longAgo,
  });
  await accounts(4, { collegeName: A, verificationStatus: 'verified', verifiedAt: longAgo, createdAt: longAgo });
  await accounts(3, {
    collegeName: A,
    programme: OTHER_PROGRAMME,
    yearOfPassing: 2021,
    createdAt: new Date('2024-04-02T06:00:00Z'),
  });
  await accounts(7, {
    collegeName: B,
    verificationStatus: 'verified',
    verifiedAt: new Date('2024-04-20T06:00:00Z'),
    createdAt: longAgo,
  });
  await accounts(2, { collegeName: C, programme: OTHER_PROGRAMME, yearOfPassing: 2021, createdAt: longAgo });
  await roll(20, A, PROGRAMME, 2020);
  await roll(9, B, PROGRAMME, 2020);
});

describe('the members funnel', () => {
  it('counts each college, programme and year as a separate count does, hiding counts under 5', async () => {
    const answer = (await insights()).json().data as Insights;
    expect(answer.scope.all).toBe(true);
    const measures = ['roll', 'signedUp', 'verified', 'active'];
    const base = (measure: string) => (measure === 'roll' ? 'graduate_roll' : 'users');
    const extra = (measure: string) =>
      measure === 'verified'
        ? sql` and verification_status = 'verified'`
        : measure === 'active'
          ? sql` and last_active_on > current_date - 90`
          : sql``;
    const counted = new Map<string, number>();
    for (const [id, column] of [
      ['members-by-college', 'college_name'],
      ['members-by-programme', 'programme'],
      ['members-by-year', 'year_of_passing::text'],
    ] as const) {
      const shown = table(answer, id);
      for (const row of shown.rows) {
        for (const [index, measure] of measures.entries()) {
          const n = await count(
            sql`select count(*) as n from ${sql.raw(base(measure))} where ${sql.raw(column)} = ${row.key}${extra(measure)}`,
          );
          counted.set(`${id}|${row.key}|${index}`, n);
          expectShownAs(row.cells[index] ?? null, n, `${id} ${row.key} ${measure}`);
        }
      }
      expectNoSubtraction(shown, (row, column) => counted.get(`${id}|${row}|${column}`) ?? 0);
      for (const [index, measure] of measures.entries()) {
        expectShownAs(
          shown.total?.[index] ?? null,
          await count(sql`select count(*) as n from ${sql.raw(base(measure))} where true${extra(measure)}`),
          `${id} total ${measure}`,
        );
      }
    }
    const byCollege = table(answer, 'members-by-college');
    const rowOf = (college: string) => byCollege.rows.find((row) => row.key === college)?.cells;
    // College A: 20 on the roll, 15 accounts, 12 verified, 8 active; C's 2 accounts are hidden, and so is something beside them.
    expect(rowOf(A)?.slice(0, 2)).toEqual([20, 15]);
    expect(rowOf(C)?.[1]).toBe('fewer-than-5');
  });

  it('answers one college alone, its programmes and years only, the same numbers as the whole', async () => {
    const answer = (await insights({ college: A })).json().data as Insights;
    expect(answer.scope).toEqual({ all: false, colleges: [A] });
    expect(table(answer, 'members-by-college').rows.map((row) => row.key)).toEqual([A]);
    const programmes = table(answer, 'members-by-programme');
    const mainRow = programmes.rows.find((row) => row.key === PROGRAMME)?.cells;
    // 15 accounts in A, 3 of them in the other programme (hidden): showing 12 here would reveal the 3.
    // Active: A's 8 and the 2 signed-in test accounts of another college make the programme's 10, so A's 8 is withheld too.
    expect(mainRow).toEqual([20, 'withheld', 12, 'withheld']);
    expect(programmes.rows.find((row) => row.key === OTHER_PROGRAMME)?.cells[1]).toBe('fewer-than-5');
    expect(answer.tables.map((shown) => shown.id)).not.toContain('giving');
  });
});

describe('the monthly tables', () => {
  const MARCH = new Date('2024-03-10T06:00:00Z');
  beforeAll(async () => {
    const ofA = async (limit: number) =>
      (
        (await ctx.database.db.execute(
          sql`select id from users where college_name = ${A} and verification_status = 'verified' order by id limit ${limit}`,
        )) as unknown as { rows: { id: string }[] }
      ).rows.map((row) => row.id);
    const people = await ofA(8);
    for (const authorId of people.slice(0, 6)) await insertStory(ctx, { authorId, createdAt: MARCH });
    for (const authorId of people.slice(0, 2))
      await insertStory(ctx, { authorId, createdAt: new Date('2024-04-10T06:00:00Z') });
    const event = await insertEvent(ctx, { createdBy: people[0] as string, date: '2024-03-20', createdAt: MARCH });
    await ctx.database.db.insert(eventRegistrations).values(
      people.map((userId, index) => ({
        eventId: event.id,
        userId,
        status: index < 6 ? ('going' as const) : ('waitlisted' as const),
      })),
    );
    // Attendance as organisers mark it: through the attendee sheet's route (an admin may too).
    for (const userId of people.slice(0, 6)) {
      const marked = await requestTo(ctx, endpoints.events.markAttendance, {
        params: { id: event.id, userId },
        payload: { attended: true },
        token: admin.token,
      });
      expect(marked.statusCode, marked.body).toBe(200);
    }
    const unmarked = await requestTo(ctx, endpoints.events.markAttendance, {
      params: { id: event.id, userId: people[5] as string },
      payload: { attended: false },
      token: admin.token,
    });
    expect(unmarked.json().data.attended).toBe(false);
    await ctx.database.db.insert(mailOutbox).values(
      people.slice(0, 7).map((userId, index) => ({
        toAddress: `${index}@example.org`,
        userId,
        kind: 'digest',
        status: index < 5 ? ('sent' as const) : ('failed' as const),
        createdAt: MARCH,
      })),
    );
  });

  const MONTHS = { from: '2024-03', to: '2024-04' };
  const monthly: Record<string, (month: string) => ReturnType<typeof sql>> = {
    signedUp: (month) =>
      sql`select count(*) as n from users where to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM') = ${month}`,
    verified: (month) =>
      sql`select count(*) as n from users where verification_status = 'verified' and to_char(verified_at at time zone 'Asia/Kolkata', 'YYYY-MM') = ${month}`,
    stories: (month) =>
      sql`select count(*) as n from stories where to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM') = ${month}`,
    events: (month) =>
      sql`select count(*) as n from events where to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM') = ${month}`,
    jobs: (month) =>
      sql`select count(*) as n from jobs where to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM') = ${month}`,
    messages: (month) =>
      sql`select count(*) as n from messages where to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM') = ${month}`,
    mentoringRequests: (month) =>
      sql`select count(*) as n from mentorship_requests where to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM') = ${month}`,
    going: (month) =>
      sql`select count(*) as n from event_registrations r join events e on e.id = r.event_id where r.status = 'going' and to_char(e.date, 'YYYY-MM') = ${month}`,
    waitlisted: (month) =>
      sql`select count(*) as n from event_registrations r join events e on e.id = r.event_id where r.status = 'waitlisted' and to_char(e.date, 'YYYY-MM') = ${month}`,
    attended: (month) =>
      sql`select count(*) as n from event_registrations r join events e on e.id = r.event_id where r.attended_at is not null and to_char(e.date, 'YYYY-MM') = ${month}`,
  };

  it('counts sign-ups, posts, seats and attendance by month as separate counts do', async () => {
    const answer = (await insights(MONTHS)).json().data as Insights;
    expect([answer.from, answer.to]).toEqual(['2024-03', '2024-04']);
    for (const id of ['signups-by-month', 'engagement-by-month', 'event-seats-by-month'] as const) {
      const shown = table(answer, id);
      expect(shown.rows.map((row) => row.key)).toEqual(['2024-03', '2024-04']);
      for (const row of shown.rows) {
        for (const [index, column] of shown.columns.entries()) {
          const query = monthly[column];
          if (!query) throw new Error(`no independent count for ${column}`);
          expectShownAs(row.cells[index] ?? null, await count(query(row.key)), `${id} ${row.key} ${column}`);
        }
      }
    }
    const march = (id: InsightTable['id']) => table(answer, id).rows[0]?.cells;
    // The institution's time zone: 21 accounts opened in March 2024, 12 verified; 6 stories; 6 seats, 2 waiting, 5 came.
    expect(march('signups-by-month')).toEqual([21, 12]);
    expect(march('engagement-by-month')?.[0]).toBe(6);
    expect(march('event-seats-by-month')).toEqual([6, 'fewer-than-5', 5]);
    expect(table(answer, 'signups-by-month').rows[1]?.cells).toEqual(['fewer-than-5', 7]);
  });

  it('counts reviews waiting, mail turned off and chapter members as separate counts do', async () => {
    const [chapter] = await ctx.database.db
      .insert(chapters)
      .values({ kind: 'city', name: 'Insight city chapter' })
      .returning({ id: chapters.id });
    await ctx.database.db.execute(
      sql`insert into chapter_members (chapter_id, user_id) select ${chapter?.id}, id from users where college_name = ${A} and verification_status = 'verified'`,
    );
    await ctx.database.db.execute(sql`update users set mail_digest = false where college_name = ${B}`);
    const answer = (await insights(MONTHS)).json().data as Insights;
    const reviews = table(answer, 'reviews-by-college');
    for (const row of reviews.rows) {
      const waiting = await count(
        sql`select count(*) as n from users where verification_status = 'pending' and suspended_at is null and college_name = ${row.key}`,
      );
      expectShownAs(row.cells[0] ?? null, waiting, `reviews ${row.key}`);
      // A wait is shown only beside a count that is.
      if (typeof row.cells[0] !== 'number') expect(row.cells.slice(1), row.key).toEqual([null, null]);
    }
    const column = {
      digest: 'mail_digest',
      announcements: 'mail_announcements',
      'message-notices': 'mail_message_notices',
    };
    const optedOut = table(answer, 'mail-opted-out');
    expect(optedOut.rows.map((row) => row.key)).toEqual(Object.keys(column));
    for (const row of optedOut.rows) {
      const off = await count(
        sql`select count(*) as n from users where not ${sql.raw(column[row.key as keyof typeof column])}`,
      );
      expectShownAs(row.cells[0] ?? null, off, `opted out of ${row.key}`);
    }
    const sizes = table(answer, 'chapter-sizes');
    expect(sizes.rows.find((row) => row.key === 'Insight city chapter')?.cells).toEqual([12]);
    expect(optedOut.rows[0]?.cells).toEqual([7]);
    for (const row of sizes.rows) {
      const members = await count(
        sql`select count(*) as n from chapter_members m join chapters c on c.id = m.chapter_id where c.name = ${row.key} and c.archived_at is null`,
      );
      expectShownAs(row.cells[0] ?? null, members, `chapter ${row.key}`);
    }
  });

  it('counts mail sent and failed by kind and month, hiding the small', async () => {
    const answer = (await insights(MONTHS)).json().data as Insights;
    const sent = table(answer, 'mail-sent-by-kind');
    expect(sent.columns).toEqual(['2024-03', '2024-04']);
    expect(sent.rows).toEqual([{ key: 'digest', cells: [5, 'fewer-than-5'] }]);
    expect(table(answer, 'mail-failed-by-kind').rows).toEqual([
      { key: 'digest', cells: ['fewer-than-5', 'fewer-than-5'] },
    ]);
  });

  it('refuses months that are not months, a range backwards or too long, and a college that does not exist', async () => {
    const field = async (query: Record<string, string>) => {
      const answer = await insights(query);
      expect(answer.statusCode).toBe(400);
      return answer.json();
    };
    expect((await field({ from: '2024-13' })).errors[0]).toMatchObject({
      path: 'from',
      message: 'from must be a month written YYYY-MM',
    });
    expect((await field({ from: '2024-05', to: '2024-03' })).errors[0]).toMatchObject({
      path: 'from',
      message: 'from must not be after to',
    });
    expect((await field({ from: '2020-01', to: '2024-03' })).errors[0]).toMatchObject({ path: 'to' });
    expect((await field({ college: 'Nowhere College' })).message).toBe('There is no college of that name');
  });

  it('is for admins: a member is refused and a visitor asked to sign in', async () => {
    expect((await insights({}, member.token)).statusCode).toBe(403);
    expect((await requestTo(ctx, endpoints.insights.insights, {})).statusCode).toBe(401);
  });
});

describe('college coordinators', () => {
  let colleges: [string, string];
  let coordinator: { token: string; userId: string };
  beforeAll(async () => {
    const listed = loadInstitution(ctx.config.institutionConfigPath).colleges;
    colleges = [listed[0] as string, listed[1] as string];
    coordinator = await quickUser(ctx, { verification: 'verified' });
  });
  const name = (token: string, id: string, body: object) =>
    requestTo(ctx, endpoints.admin.setCoordinator, { params: { id }, payload: body, token });

  it('are named by an admin, in the audit log, for colleges the institution lists, verified members only', async () => {
    expect((await name(member.token, coordinator.userId, { colleges: [colleges[0]], reason: 'x' })).statusCode).toBe(
      403,
    );
    const unknown = await name(admin.token, coordinator.userId, { colleges: ['Nowhere College'], reason: 'x' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'There is no college of that name']);
    const pending = await quickUser(ctx, { verification: 'pending' });
    expect((await name(admin.token, pending.userId, { colleges: [colleges[0]], reason: 'x' })).statusCode).toBe(409);
    const named = await name(admin.token, coordinator.userId, { colleges: [colleges[0]], reason: 'College secretary' });
    expect(named.json()).toMatchObject({ message: 'Coordination saved', data: { colleges: [colleges[0]] } });
    const audit = await requestTo(ctx, endpoints.admin.audit, { token: admin.token });
    expect(audit.json().data[0]).toMatchObject({ action: 'user.set_coordinator', reason: 'College secretary' });
    const mine = await requestTo(ctx, endpoints.admin.coordination, { token: coordinator.token });
    expect(mine.json().data).toEqual({ admin: false, colleges: [colleges[0]] });
  });

  it('see the dashboard of their colleges only, and nothing of the admin pages but the review queue', async () => {
    const answer = (await insights({}, coordinator.token)).json().data as Insights;
    expect(answer.scope).toEqual({ all: false, colleges: [colleges[0]] });
    expect(table(answer, 'members-by-college').rows.map((row) => row.key)).toEqual([colleges[0]]);
    expect(answer.tables.map((shown) => shown.id)).not.toContain('giving');
    const elsewhere = await insights({ college: colleges[1] }, coordinator.token);
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([
      403,
      'You coordinate other colleges, not this one',
    ]);
    expect((await requestTo(ctx, endpoints.admin.users, { token: coordinator.token })).statusCode).toBe(403);
    expect((await requestTo(ctx, endpoints.admin.roll, { token: coordinator.token })).statusCode).toBe(403);
  });

  it('work the review queue of their colleges: see and decide those, not the others', async () => {
    const ours = await quickUser(ctx, { verification: 'pending' });
    const theirs = await quickUser(ctx, { verification: 'pending' });
    await ctx.database.db.execute(sql`update users set college_name = ${colleges[0]} where id = ${ours.userId}`);
    await ctx.database.db.execute(sql`update users set college_name = ${colleges[1]} where id = ${theirs.userId}`);
    const queue = await requestTo(ctx, endpoints.admin.reviewQueue, {
      query: { limit: '100' },
      token: coordinator.token,
    });
    const ids = queue.json().data.map((item: { user: { _id: string } }) => item.user._id);
    expect(ids).toContain(ours.userId);
    expect(ids).not.toContain(theirs.userId);
    const approve = (id: string) =>
      requestTo(ctx, endpoints.admin.approve, { params: { id }, payload: {}, token: coordinator.token });
    expect((await approve(theirs.userId)).statusCode).toBe(403);
    expect((await approve(ours.userId)).statusCode).toBe(200);
    // Decided: no longer in the queue, so not the coordinator's to decide again.
    expect((await approve(ours.userId)).statusCode).toBe(403);
    const ended = await name(admin.token, coordinator.userId, { colleges: [], reason: 'Term over' });
    expect(ended.json().data.colleges).toEqual([]);
    expect((await insights({}, coordinator.token)).statusCode).toBe(403);
  });
});
