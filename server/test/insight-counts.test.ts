import { endpoints, type Insights } from '@alumni/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chapterMembers, eventRegistrations, graduateRoll, mailOutbox, users } from '../src/db/schema.js';
import {
  insertChapter,
  insertEvent,
  insertJob,
  insertMentorshipRequest,
  insertMessage,
  insertStory,
} from './factories.js';
import { quickUser, requestTo, signupBody, useTestApp } from './harness.js';

/**
 * The counts the database keeps for the dashboard (decision 0064): after every kind of write (an
 * insert, one statement of many rows, an update that moves a count to another college, month or
 * measure, a delete and its cascades), the kept table equals a count made here, from the tables,
 * with SQL of its own; and the dashboard shows what that count says.
 */
const ctx = useTestApp();
const A = 'Kept College A';
const B = 'Kept College B';
const ZONE = 'Asia/Kolkata';
const MARCH = new Date('2025-03-10T06:00:00Z');
/** 20:00 on 31 March in UTC: already April in Kolkata. */
const LATE_MARCH_UTC = new Date('2025-03-31T20:00:00Z');
let admin: { token: string; userId: string };

/** Every kept count as a count made from the tables would give it, in the institution's time zone. */
function independentCounts(zone: string) {
  const month = (column: string) => sql.raw(`to_char(${column} at time zone '${zone}', 'YYYY-MM')`);
  const written = (measure: string, table: string, person: string) =>
    sql`select ${measure} as measure, coalesce(u.college_name, '') as college, '' as key, ${month('t.created_at')} as month, count(*)::int as n
        from ${sql.raw(table)} t left join users u on u.id = t.${sql.raw(person)} group by 1, 2, 3, 4`;
  const seats = (measure: string, holds: string) =>
    sql`select ${measure} as measure, u.college_name as college, '' as key, to_char(e.date, 'YYYY-MM') as month, count(*)::int as n
        from event_registrations r join events e on e.id = r.event_id join users u on u.id = r.user_id
        where ${sql.raw(holds)} group by 1, 2, 3, 4`;
  const people = (measure: string, table: string, where: string) => [
    sql`select ${measure} as measure, college_name as college, 'p:' || programme as key, '' as month, count(*)::int as n
        from ${sql.raw(table)} where ${sql.raw(where)} group by 1, 2, 3, 4`,
    sql`select ${measure} as measure, college_name as college, 'y:' || year_of_passing as key, '' as month, count(*)::int as n
        from ${sql.raw(table)} where ${sql.raw(where)} group by 1, 2, 3, 4`,
  ];
  const optedOut = (kind: string, column: string) =>
    sql`select 'optedOut' as measure, college_name as college, ${kind} as key, '' as month, count(*)::int as n
        from users where not ${sql.raw(column)} group by 1, 2, 3, 4`;
  return sql.join(
    [
      ...people('funnel:roll', 'graduate_roll', 'true'),
      ...people('funnel:signedUp', 'users', 'true'),
      ...people('funnel:verified', 'users', `verification_status = 'verified'`),
      sql`select 'month:signedUp' as measure, college_name as college, '' as key, ${month('created_at')} as month, count(*)::int as n
          from users group by 1, 2, 3, 4`,
      sql`select 'month:verified' as measure, college_name as college, '' as key, ${month('verified_at')} as month, count(*)::int as n
          from users where verification_status = 'verified' and verified_at is not null group by 1, 2, 3, 4`,
      optedOut('digest', 'mail_digest'),
      optedOut('announcements', 'mail_announcements'),
      optedOut('message-notices', 'mail_message_notices'),
      written('stories', 'stories', 'author_id'),
      written('events', 'events', 'created_by'),
      written('jobs', 'jobs', 'posted_by'),
      written('messages', 'messages', 'sender_id'),
      written('mentoringRequests', 'mentorship_requests', 'requester_id'),
      sql`select 'mail:' || o.status as measure, coalesce(u.college_name, '') as college, o.kind as key, ${month('o.created_at')} as month, count(*)::int as n
          from mail_outbox o left join users u on u.id = o.user_id where o.status in ('sent', 'failed') group by 1, 2, 3, 4`,
      seats('going', `r.status = 'going'`),
      seats('waitlisted', `r.status = 'waitlisted'`),
      seats('attended', 'r.attended_at is not null'),
      sql`select 'chapterMembers' as measure, u.college_name as college, m.chapter_id::text as key, '' as month, count(*)::int as n
          from chapter_members m join users u on u.id = m.user_id group by 1, 2, 3, 4`,
    ],
    sql` union all `,
  );
}

/**
 * The kept table (counts that fell to 0 are skipped, as readers skip them) equals the independent
 * count: both read in one statement, so a write meanwhile (the mail worker's) cannot come between.
 */
async function expectKeptRight(zone = ZONE) {
  const result = (await ctx.database.db.execute(
    sql`select 'kept' as side, measure, college, key, month, count as n from insight_counts where count <> 0
        union all select 'counted', * from (${independentCounts(zone)}) counted`,
  )) as unknown as {
    rows: { side: string; measure: string; college: string; key: string; month: string; n: number | string }[];
  };
  const side = (name: string) =>
    result.rows
      .filter((row) => row.side === name)
      .map((row) => `${row.measure} | ${row.college} | ${row.key} | ${row.month} | ${Number(row.n)}`)
      .sort();
  expect(side('kept').length).toBeGreaterThan(0);
  expect(side('kept')).toEqual(side('counted'));
}

async function account(collegeName: string, values: Partial<typeof users.$inferInsert> = {}) {
  const body = signupBody();
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email: body.email,
      passwordHash: 'not a hash: nobody signs in as these',
      fullName: body.fullName,
      collegeName,
      programme: 'Computer Science Engineering',
      yearOfPassing: 2019,
      enrollmentNumber: body.enrollmentNumber,
      phone: body.phone,
      verificationStatus: 'verified',
      verifiedAt: MARCH,
      createdAt: MARCH,
      ...values,
    })
    .returning({ id: users.id });
  return row?.id as string;
}

async function dashboard(query: Record<string, string>) {
  const answer = await requestTo(ctx, endpoints.insights.insights, { query, token: admin.token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Insights;
}

/** The dashboard's engagement row for a month, one college's. */
async function engagementOf(college: string, month: string) {
  const answer = await dashboard({ college, from: month, to: month });
  return answer.tables.find((table) => table.id === 'engagement-by-month')?.rows[0]?.cells;
}

let authors: string[] = [];
let others: string[] = [];

beforeAll(async () => {
  admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
  // The first answer names the time zone: everything written so far is counted once.
  await dashboard({});
  authors = [];
  for (let index = 0; index < 7; index++) authors.push(await account(A));
  others = [];
  for (let index = 0; index < 6; index++) others.push(await account(B, { mailDigest: false }));
});

describe('the counts the database keeps', () => {
  it('count each write as it happens, one row or many in a statement, in the institution time zone', async () => {
    for (const authorId of authors.slice(0, 6)) await insertStory(ctx, { authorId, createdAt: MARCH });
    await insertStory(ctx, { authorId: authors[0] as string, createdAt: LATE_MARCH_UTC });
    await insertJob(ctx, { postedBy: authors[1] as string, createdAt: MARCH });
    await insertMessage(ctx, { senderId: authors[2] as string, recipientId: others[0] as string, createdAt: MARCH });
    await insertMentorshipRequest(ctx, {
      requesterId: others[1] as string,
      mentorId: authors[3] as string,
      createdAt: MARCH,
    });
    await ctx.database.db.insert(graduateRoll).values(
      Array.from({ length: 12 }, (_, index) => ({
        enrollmentNumber: `KEPT/${index}`,
        fullName: `Graduate ${index}`,
        programme: 'Computer Science Engineering',
        collegeName: index < 8 ? A : B,
        yearOfPassing: 2019,
      })),
    );
    // One statement, many rows: mail of every kind, sent, failed and still queued.
    await ctx.database.db.insert(mailOutbox).values(
      [...authors, ...others].map((userId, index) => ({
        toAddress: `${index}@example.org`,
        userId,
        kind: index % 2 === 0 ? 'digest' : 'announcement',
        status: index % 3 === 0 ? ('failed' as const) : index % 3 === 1 ? ('sent' as const) : ('queued' as const),
        createdAt: MARCH,
      })),
    );
    const event = await insertEvent(ctx, { createdBy: authors[0] as string, date: '2025-03-20', createdAt: MARCH });
    await ctx.database.db.insert(eventRegistrations).values(
      [...authors, ...others].map((userId, index) => ({
        eventId: event.id,
        userId,
        status: index < 10 ? ('going' as const) : ('waitlisted' as const),
        attendedAt: index < 5 ? MARCH : null,
      })),
    );
    const chapter = await insertChapter(ctx);
    await ctx.database.db
      .insert(chapterMembers)
      .values([...authors, ...others].map((userId) => ({ chapterId: chapter.id, userId })));
    await expectKeptRight();
    // Seven stories by A's members, one of them late on 31 March in UTC: April in Kolkata.
    expect((await engagementOf(A, '2025-03'))?.[0]).toBe(6);
  });

  it('move counts when a row changes: a member to another college, mail sent or failed, an event to another month', async () => {
    const mover = authors[0] as string;
    await ctx.database.db.execute(sql`update users set college_name = ${B} where id = ${mover}`);
    await expectKeptRight();
    // A lost the mover's March story (5 left); B's one is under 5, so A's is withheld (its month's total would tell).
    expect((await engagementOf(A, '2025-03'))?.[0]).toBe('withheld');
    expect((await engagementOf(B, '2025-03'))?.[0]).toBe('fewer-than-5');
    await ctx.database.db.execute(
      sql`update mail_outbox set status = case status when 'sent' then 'failed' when 'queued' then 'sent' else status end`,
    );
    await expectKeptRight();
    await ctx.database.db.execute(sql`update events set date = '2025-04-02'`);
    await ctx.database.db.execute(
      sql`update event_registrations set status = 'waitlisted', attended_at = null where user_id = ${authors[1]}`,
    );
    await ctx.database.db.execute(
      sql`update users set verification_status = 'pending', verified_at = null, mail_announcements = false,
            programme = 'Electrical Engineering' where id = ${authors[2]}`,
    );
    await ctx.database.db.execute(sql`update graduate_roll set college_name = ${B} where enrollment_number = 'KEPT/0'`);
    // A write that changes nothing the dashboard counts (the daily "last used") leaves the counts alone.
    await ctx.database.db.execute(sql`update users set last_active_on = current_date`);
    await expectKeptRight();
  });

  it('take away what goes: a story, an event and its seats, a chapter, a member and all they wrote', async () => {
    await ctx.database.db.execute(sql`delete from stories where author_id = ${authors[3]}`);
    await expectKeptRight();
    const event = await insertEvent(ctx, { createdBy: others[2] as string, date: '2025-05-05', createdAt: MARCH });
    await ctx.database.db
      .insert(eventRegistrations)
      .values(others.map((userId) => ({ eventId: event.id, userId, status: 'going' as const })));
    await ctx.database.db.execute(sql`delete from events where id = ${event.id}`);
    await expectKeptRight();
    await ctx.database.db.execute(sql`delete from chapters`);
    await expectKeptRight();
    // The member who moved to B: their stories and mail now count for no college, their seats for nothing.
    const gone = authors[0] as string;
    await ctx.database.db.execute(sql`delete from users where id = ${gone}`);
    await expectKeptRight();
    await ctx.database.db.execute(sql`delete from graduate_roll where enrollment_number like 'KEPT/%'`);
    await expectKeptRight();
  });

  it('count everything again in another time zone, and back', async () => {
    const counted = async (zone: string) =>
      (
        (await ctx.database.db.execute(sql`select insight_counts_use_zone(${zone}) as counted`)) as unknown as {
          rows: { counted: boolean }[];
        }
      ).rows[0]?.counted;
    expect(await counted('UTC')).toBe(true);
    await expectKeptRight('UTC');
    expect(await counted('UTC')).toBe(false);
    expect(await counted(ZONE)).toBe(true);
    await expectKeptRight();
  });
});
