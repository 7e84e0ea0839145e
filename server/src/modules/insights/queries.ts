import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * The dashboard's counts (issue 33, decision 0053): each table is one grouped query, by college
 * and one other key, so that the disclosure rules can see every cell a total is made of. Counts
 * come back as `int`; college '' is mail to no account.
 */
export interface CountRow {
  measure: string;
  college: string;
  key: string;
  count: number;
}

/** The months counted: `from`'s first day to the day after `to`'s last, in the institution's time zone. */
export interface MonthRange {
  /** `YYYY-MM-01` */
  firstDay: string;
  /** The first day of the month after the last: `YYYY-MM-01`. */
  endDay: string;
  timeZone: string;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function counts(db: Database, query: SQL): Promise<CountRow[]> {
  const found = await rows<{ measure: string; college: string; key: string; count: number | string }>(db, query);
  return found.map((row) => ({ ...row, count: Number(row.count) }));
}

const monthOf = (column: SQL, range: MonthRange) => sql`to_char(${column} at time zone ${range.timeZone}, 'YYYY-MM')`;
const inRange = (column: SQL, range: MonthRange) =>
  sql`${column} >= (${range.firstDay}::timestamp at time zone ${range.timeZone}) and ${column} < (${range.endDay}::timestamp at time zone ${range.timeZone})`;

/**
 * The members' funnel by college and `programme` or year of passing: graduates on the roll,
 * accounts, verified accounts, accounts used in the last 90 days (`last_active_on`).
 */
export function membersBy(db: Database, dimension: 'programme' | 'year'): Promise<CountRow[]> {
  const key = dimension === 'programme' ? sql.raw('programme') : sql.raw('year_of_passing::text');
  return counts(
    db,
    sql`
    select 'roll' as measure, college_name as college, ${key} as key, count(*)::int as count
      from graduate_roll group by 2, 3
    union all
    select m.measure, u.college_name, ${key}, count(*)::int
      from users u
      cross join lateral (values
        ('signedUp', true),
        ('verified', u.verification_status = 'verified'),
        ('active', u.last_active_on >= current_date - 89)
      ) as m(measure, holds)
      where m.holds
      group by 1, 2, 3`,
  );
}

/** Accounts opened, and accounts verified, by month. */
export function signupsByMonth(db: Database, range: MonthRange): Promise<CountRow[]> {
  return counts(
    db,
    sql`
    select 'signedUp' as measure, college_name as college, ${monthOf(sql`created_at`, range)} as key, count(*)::int as count
      from users where ${inRange(sql`created_at`, range)} group by 2, 3
    union all
    select 'verified', college_name, ${monthOf(sql`verified_at`, range)}, count(*)::int
      from users where verification_status = 'verified' and ${inRange(sql`verified_at`, range)} group by 2, 3`,
  );
}

export interface WaitRow {
  /** null: every college together. */
  college: string | null;
  pending: number;
  medianDays: number | null;
  longestDays: number | null;
}

/** The review queue (pending, not suspended, as admins see it) by college, and how long it has waited, in days. */
export async function pendingReviews(db: Database): Promise<WaitRow[]> {
  const found = await rows<{ college: string | null; pending: number | string; median: unknown; longest: unknown }>(
    db,
    sql`
    select college_name as college, count(*)::int as pending,
      percentile_cont(0.5) within group (order by extract(epoch from now() - created_at) / 86400) as median,
      max(extract(epoch from now() - created_at) / 86400) as longest
    from users
    where verification_status = 'pending' and suspended_at is null
    group by grouping sets ((college_name), ())`,
  );
  const days = (value: unknown) => (value === null ? null : Math.floor(Number(value)));
  return found.map((row) => ({
    college: row.college,
    pending: Number(row.pending),
    medianDays: days(row.median),
    longestDays: days(row.longest),
  }));
}

/** Stories, events and jobs posted, messages sent and mentoring requests made, by month, by the author's college. */
export function engagementByMonth(db: Database, range: MonthRange): Promise<CountRow[]> {
  const part = (measure: string, table: string, person: string) =>
    sql`select ${measure} as measure, coalesce(u.college_name, '') as college, ${monthOf(sql.raw(`x.created_at`), range)} as key, count(*)::int as count
      from ${sql.raw(table)} x left join users u on u.id = x.${sql.raw(person)}
      where ${inRange(sql.raw('x.created_at'), range)} group by 2, 3`;
  return counts(
    db,
    sql.join(
      [
        part('stories', 'stories', 'author_id'),
        part('events', 'events', 'created_by'),
        part('jobs', 'jobs', 'posted_by'),
        part('messages', 'messages', 'sender_id'),
        part('mentoringRequests', 'mentorship_requests', 'requester_id'),
      ],
      sql` union all `,
    ),
  );
}

/** Seats taken, places on waiting lists and attendance marked, by the event's month and the member's college. */
export function eventSeatsByMonth(db: Database, range: MonthRange): Promise<CountRow[]> {
  return counts(
    db,
    sql`
    select m.measure, u.college_name as college, to_char(e.date, 'YYYY-MM') as key, count(*)::int as count
      from event_registrations r
      join events e on e.id = r.event_id
      join users u on u.id = r.user_id
      cross join lateral (values
        ('going', r.status = 'going'),
        ('waitlisted', r.status = 'waitlisted'),
        ('attended', r.attended_at is not null)
      ) as m(measure, holds)
      where m.holds and e.date >= ${range.firstDay}::date and e.date < ${range.endDay}::date
      group by 1, 2, 3`,
  );
}

/** Mail sent and failed, by kind and month; the key is `kind month`. */
export function mailByKind(db: Database, range: MonthRange): Promise<CountRow[]> {
  return counts(
    db,
    sql`
    select o.status as measure, coalesce(u.college_name, '') as college,
      o.kind || ' ' || ${monthOf(sql`o.created_at`, range)} as key, count(*)::int as count
      from mail_outbox o left join users u on u.id = o.user_id
      where o.status in ('sent', 'failed') and ${inRange(sql`o.created_at`, range)}
      group by 1, 2, 3`,
  );
}

/** Members who turned each kind of mail off, today. */
export function mailOptedOut(db: Database): Promise<CountRow[]> {
  return counts(
    db,
    sql`
    select 'optedOut' as measure, u.college_name as college, m.kind as key, count(*)::int as count
      from users u
      cross join lateral (values
        ('digest', not u.mail_digest),
        ('announcements', not u.mail_announcements),
        ('message-notices', not u.mail_message_notices)
      ) as m(kind, holds)
      where m.holds
      group by 2, 3`,
  );
}

/** Members of each chapter still open, by their college; the key is the chapter's id. */
export function chapterMembers(db: Database): Promise<CountRow[]> {
  return counts(
    db,
    sql`
    select 'members' as measure, u.college_name as college, c.id::text as key, count(*)::int as count
      from chapter_members m
      join chapters c on c.id = m.chapter_id and c.archived_at is null
      join users u on u.id = m.user_id
      group by 2, 3`,
  );
}

export function openChapters(db: Database): Promise<{ id: string; name: string }[]> {
  return rows(db, sql`select id::text as id, name from chapters where archived_at is null order by lower(name), id`);
}

/** Giving campaigns and what each recorded (amounts, not people). */
export function campaigns(db: Database): Promise<{ title: string; goal: number | null; raised: number }[]> {
  return rows(
    db,
    sql`select title, goal_rupees as goal, raised_rupees as raised from campaigns order by created_at desc, id desc`,
  );
}

/** Every college named by an account or the roll, beside those the institution lists. */
export async function collegesInData(db: Database): Promise<string[]> {
  const found = await rows<{ college: string }>(
    db,
    sql`select college_name as college from users union select college_name from graduate_roll`,
  );
  return found.map((row) => row.college);
}
