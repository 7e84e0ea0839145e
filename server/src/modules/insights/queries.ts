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

/**
 * The month a time falls in, in the institution's time zone, as a timestamp: queries group by it
 * (cheap) and write it `YYYY-MM` once per group (`monthKey`), not once per row.
 */
const monthOf = (column: SQL, range: MonthRange) => sql`date_trunc('month', ${column} at time zone ${range.timeZone})`;
const monthKey = (column: SQL) => sql`to_char(${column}, 'YYYY-MM')`;
const inRange = (column: SQL, range: MonthRange) =>
  sql`${column} >= (${range.firstDay}::timestamp at time zone ${range.timeZone}) and ${column} < (${range.endDay}::timestamp at time zone ${range.timeZone})`;

/**
 * The members' funnel by college and programme, and by college and year of passing, in one pass
 * over the roll and the accounts (grouping sets): graduates on the roll, accounts, verified
 * accounts, accounts used in the last 90 days (`last_active_on`).
 */
export async function members(db: Database): Promise<{ byProgramme: CountRow[]; byYear: CountRow[] }> {
  const found = await rows<{
    measure: string;
    college: string;
    programme: string | null;
    year: string | null;
    count: number;
  }>(
    db,
    sql`
    select measure, college, programme, year, count(*)::int as count from (
      select 'roll' as measure, college_name as college, programme, year_of_passing::text as year from graduate_roll
      union all
      select m.measure, u.college_name, u.programme, u.year_of_passing::text
        from users u
        cross join lateral (values
          ('signedUp', true),
          ('verified', u.verification_status = 'verified'),
          ('active', u.last_active_on >= current_date - 89)
        ) as m(measure, holds)
        where m.holds
    ) people
    group by grouping sets ((measure, college, programme), (measure, college, year))`,
  );
  const byProgramme: CountRow[] = [];
  const byYear: CountRow[] = [];
  for (const { measure, college, programme, year, count } of found) {
    if (programme !== null) byProgramme.push({ measure, college, key: programme, count: Number(count) });
    else byYear.push({ measure, college, key: year as string, count: Number(count) });
  }
  return { byProgramme, byYear };
}

/** Accounts opened, and accounts verified, by month. */
export function signupsByMonth(db: Database, range: MonthRange): Promise<CountRow[]> {
  return counts(
    db,
    sql`
    select measure, college, ${monthKey(sql`month`)} as key, count from (
      select 'signedUp' as measure, college_name as college, ${monthOf(sql`created_at`, range)} as month, count(*)::int as count
        from users where ${inRange(sql`created_at`, range)} group by 2, 3
      union all
      select 'verified', college_name, ${monthOf(sql`verified_at`, range)}, count(*)::int
        from users where verification_status = 'verified' and ${inRange(sql`verified_at`, range)} group by 2, 3
    ) counted`,
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
  // Each table counted by writer and month first (few rows), then one join to the writers' colleges.
  const part = (measure: string, table: string, person: string) =>
    sql`select ${measure} as measure, ${sql.raw(person)} as person, ${monthOf(sql.raw('created_at'), range)} as month, count(*)::int as count
      from ${sql.raw(table)} where ${inRange(sql.raw('created_at'), range)} group by 2, 3`;
  return counts(
    db,
    sql`
    select w.measure, coalesce(u.college_name, '') as college, ${monthKey(sql`w.month`)} as key, sum(w.count)::int as count
      from (${sql.join(
        [
          part('stories', 'stories', 'author_id'),
          part('events', 'events', 'created_by'),
          part('jobs', 'jobs', 'posted_by'),
          part('messages', 'messages', 'sender_id'),
          part('mentoringRequests', 'mentorship_requests', 'requester_id'),
        ],
        sql` union all `,
      )}) w
      left join users u on u.id = w.person
      group by 1, 2, w.month`,
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
    select measure, college, kind || ' ' || ${monthKey(sql`month`)} as key, count from (
      select o.status as measure, coalesce(u.college_name, '') as college, o.kind, ${monthOf(sql`o.created_at`, range)} as month,
        count(*)::int as count
        from mail_outbox o left join users u on u.id = o.user_id
        where o.status in ('sent', 'failed') and ${inRange(sql`o.created_at`, range)}
        group by 1, 2, 3, 4
    ) counted`,
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

/** Whether an account or the roll names this college (one it may not list any more). */
export async function collegeInData(db: Database, college: string): Promise<boolean> {
  const [found] = await rows<{ named: boolean }>(
    db,
    sql`select exists (select 1 from users where college_name = ${college})
            or exists (select 1 from graduate_roll where college_name = ${college}) as named`,
  );
  return found?.named === true;
}
