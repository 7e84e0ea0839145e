import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * The dashboard's counts (issue 33, decisions 0053 and 0064): each table is one grouped read, by
 * college and one other key, so that the disclosure rules can see every cell a total is made of;
 * most read the counts the database keeps (`insight_counts`). Counts come back as `int`; college
 * '' is what no account wrote or received any more (mail to no account, a deleted member's posts).
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
 * Makes the database keep the dashboard's counts in the institution's time zone (decision 0064):
 * nothing when it already does; the first time, or in another zone, everything is counted again
 * (seconds at 100,000 alumni), and from then on triggers keep the counts with each write.
 */
export async function keepCountsIn(db: Database, timeZone: string): Promise<void> {
  await db.execute(sql`select insight_counts_use_zone(${timeZone})`);
}

/**
 * Counts the database keeps (`insight_counts`), for these measures: by college and key, or by
 * college and month (`YYYY-MM`, from `range`) when the measure is by month. `key` is the kept key,
 * then the month after a space when both are there (mail: `digest 2026-03`).
 */
function kept(db: Database, measures: readonly string[], range: MonthRange | null): Promise<CountRow[]> {
  const months = range
    ? sql`month >= ${range.firstDay.slice(0, 7)} and month < ${range.endDay.slice(0, 7)}`
    : sql`month = ''`;
  return counts(
    db,
    sql`
    select measure, college, case when key = '' then month when month = '' then key else key || ' ' || month end as key, count
      from insight_counts
      where measure in (${sql.join(
        measures.map((measure) => sql`${measure}`),
        sql`, `,
      )}) and count > 0 and ${months}`,
  );
}

/** Without the prefix the kept measure has (`funnel:roll` → `roll`). */
const unprefixed = (rows: CountRow[], prefix: string) =>
  rows.map((row) => ({ ...row, measure: row.measure.slice(prefix.length) }));

/**
 * The members' funnel by college and programme, and by college and year of passing: graduates on
 * the roll, accounts and verified accounts as the database keeps them, accounts used in the last
 * 90 days (`last_active_on`) from a range of `users_active_idx`.
 */
export async function members(db: Database): Promise<{ byProgramme: CountRow[]; byYear: CountRow[] }> {
  const [funnel, active] = await Promise.all([
    kept(db, ['funnel:roll', 'funnel:signedUp', 'funnel:verified'], null),
    rows<{ college: string; programme: string | null; year: string | null; count: number | string }>(
      db,
      sql`
      select college_name as college, programme, year_of_passing::text as year, count(*)::int as count
        from users where last_active_on >= current_date - 89
        group by grouping sets ((college_name, programme), (college_name, year_of_passing))`,
    ),
  ]);
  const byProgramme: CountRow[] = [];
  const byYear: CountRow[] = [];
  for (const row of unprefixed(funnel, 'funnel:')) {
    if (row.key.startsWith('p:')) byProgramme.push({ ...row, key: row.key.slice(2) });
    else byYear.push({ ...row, key: row.key.slice(2) });
  }
  for (const { college, programme, year, count } of active) {
    if (programme !== null) byProgramme.push({ measure: 'active', college, key: programme, count: Number(count) });
    else byYear.push({ measure: 'active', college, key: year as string, count: Number(count) });
  }
  return { byProgramme, byYear };
}

/** Accounts opened, and accounts verified, by month. */
export async function signupsByMonth(db: Database, range: MonthRange): Promise<CountRow[]> {
  return unprefixed(await kept(db, ['month:signedUp', 'month:verified'], range), 'month:');
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

/** Stories, events and jobs posted, messages sent and mentoring requests made, by month, by the writer's college ('' when the account is gone). */
export function engagementByMonth(db: Database, range: MonthRange): Promise<CountRow[]> {
  return kept(db, ['stories', 'events', 'jobs', 'messages', 'mentoringRequests'], range);
}

/** Seats taken, places on waiting lists and attendance marked, by the event's month and the member's college. */
export function eventSeatsByMonth(db: Database, range: MonthRange): Promise<CountRow[]> {
  return kept(db, ['going', 'waitlisted', 'attended'], range);
}

/** Mail sent and failed, by kind and month; the key is `kind month`. */
export async function mailByKind(db: Database, range: MonthRange): Promise<CountRow[]> {
  return unprefixed(await kept(db, ['mail:sent', 'mail:failed'], range), 'mail:');
}

/** Members who turned each kind of mail off, today. */
export function mailOptedOut(db: Database): Promise<CountRow[]> {
  return kept(db, ['optedOut'], null);
}

/** Members of each chapter still open, by their college; the key is the chapter's id. */
export async function chapterMembers(db: Database): Promise<CountRow[]> {
  const found = await counts(
    db,
    sql`
    select 'members' as measure, k.college, k.key, k.count
      from insight_counts k join chapters c on c.id::text = k.key and c.archived_at is null
      where k.measure = 'chapterMembers' and k.month = '' and k.count > 0`,
  );
  return found;
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
