import { and, eq, gte, isNull, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type ConsentRules, consentGiven } from '../../db/consent.js';
import { keyset } from '../../db/pagination.js';
import { chapterMembers, users } from '../../db/schema.js';

export interface DirectoryFilter {
  /** Words to find in name, job title, company or skills, each matched as a prefix. */
  words: string[];
  yearFrom?: number;
  yearTo?: number;
  programme?: string;
  college?: string;
  /** Only members open to mentoring. */
  mentor?: boolean;
  /** Only members of this chapter. */
  chapter?: string;
  /** Only members whose city, as the viewer may see it, is this one (decision 0055). */
  place?: { viewerId: string; city?: number; state?: string; country?: string };
  /** The notice versions consents must be given under (decision 0054): only members who consent to being listed are. */
  consent: ConsentRules;
}

const lowerName = sql<string>`lower(${users.fullName})`;

/** Only what a directory row shows, never the whole user row. */
const DIRECTORY_COLUMNS = {
  id: users.id,
  fullName: users.fullName,
  sortName: lowerName.as('sort_name'),
  email: users.email,
  emailVisibility: users.emailVisibility,
  yearOfPassing: users.yearOfPassing,
  currentJobTitle: users.currentJobTitle,
  companyName: users.companyName,
  programme: users.programme,
  collegeName: users.collegeName,
  profilePicture: users.profilePicture,
};

function filterConditions(filter: DirectoryFilter): (SQL | undefined)[] {
  const query = filter.words.map((word) => `${word}:*`).join(' & ');
  return [
    // The directory lists only alumni the association has verified and not suspended.
    eq(users.verificationStatus, 'verified'),
    isNull(users.suspendedAt),
    consentGiven(sql.raw('"users"."id"'), 'directory', filter.consent),
    query ? sql`${users.searchVector} @@ to_tsquery('simple', ${query})` : undefined,
    filter.yearFrom === undefined ? undefined : gte(users.yearOfPassing, filter.yearFrom),
    filter.yearTo === undefined ? undefined : lte(users.yearOfPassing, filter.yearTo),
    filter.programme ? eq(users.programme, filter.programme) : undefined,
    filter.college ? eq(users.collegeName, filter.college) : undefined,
    filter.mentor
      ? and(eq(users.mentorshipInterest, true), consentGiven(sql.raw('"users"."id"'), 'mentoring', filter.consent))
      : undefined,
    // The outer row spelt with its table: drizzle leaves a one-table query's columns unqualified,
    // and a bare column inside a subquery means the subquery's own table first.
    filter.place ? placeCondition(filter.place) : undefined,
    filter.chapter
      ? sql`exists (select 1 from ${chapterMembers} cm where cm.chapter_id = ${filter.chapter}::uuid and cm.user_id = ${sql.raw('"users"."id"')})`
      : undefined,
  ];
}

/** A member's city matches only where the viewer may see it: shown to alumni, or the viewer's own. */
function placeCondition(place: NonNullable<DirectoryFilter['place']>): SQL | undefined {
  return and(
    sql`(${users.cityVisibility} = 'alumni' or ${users.id} = ${place.viewerId}::uuid)`,
    place.city === undefined ? undefined : eq(users.cityId, place.city),
    place.state === undefined ? undefined : eq(users.cityState, place.state),
    place.country === undefined ? undefined : eq(users.cityCountry, place.country),
  );
}

/**
 * How a text search finds its page. The planner walks the sort index and filters whenever it
 * expects many matches, assuming they are spread evenly along the sort order; but a first name's
 * matches sit together in name order, and at 100,000 alumni a search for "tanushree" walked
 * 94,000 rows to fill one page (100-300 ms). So a text search walks at most WALK_BUDGET rows
 * (enough for matches as common as a surname with a year range), and when that does not fill the
 * page, or the planner expects fewer than SORT_MATCHES_BELOW matches, it finds all the matches
 * through the search index and sorts them instead (the 1,208 for "tanushree" in 2.5 ms).
 */
const WALK_BUDGET = 2_000;
const SORT_MATCHES_BELOW = 500;

type SortOrder = 'name' | 'year';
type SortColumns = Record<'yearOfPassing' | 'sortName' | 'id', SQLWrapper>;

/** "nulls last" as users_year_sort_idx has it (the column is never null): without it the index cannot give the order. */
function sortKeys(order: SortOrder, columns: SortColumns): SQL[] {
  return [
    ...(order === 'year' ? [sql`${columns.yearOfPassing} desc nulls last`] : []),
    sql`${columns.sortName} asc`,
    sql`${columns.id} asc`,
  ];
}

/** The planner's estimate of how many rows `where` selects: planning only, nothing is read. */
async function estimatedRows(db: Database, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(sql`explain (format json) select 1 from ${users} where ${where}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
}

/** One page (limit + 1 rows) of the alumni matching `filter` past the last one shown, in `order`. */
async function directoryPage(
  db: Database,
  filter: DirectoryFilter,
  past: SQL | undefined,
  order: SortOrder,
  limit: number,
) {
  const matching = and(...filterConditions(filter));
  const where = and(matching, past);
  const onUsers = { yearOfPassing: users.yearOfPassing, sortName: lowerName, id: users.id };
  if (filter.words.length === 0) {
    return db
      .select(DIRECTORY_COLUMNS)
      .from(users)
      .where(where)
      .orderBy(...sortKeys(order, onUsers))
      .limit(limit + 1);
  }
  if ((await estimatedRows(db, where)) >= SORT_MATCHES_BELOW) {
    const walk = db
      .select({ ...DIRECTORY_COLUMNS, matches: sql<boolean>`${matching}`.as('matches') })
      .from(users)
      .where(past)
      .orderBy(...sortKeys(order, onUsers))
      .limit(WALK_BUDGET)
      .as('walk');
    const walked = await db
      .select()
      .from(walk)
      .where(sql`${walk.matches}`)
      .orderBy(...sortKeys(order, walk))
      .limit(limit + 1);
    if (walked.length > limit) return walked.map(({ matches: _, ...row }) => row);
  }
  // A LIMIT keeps the planner from merging the subquery into the outer query and walking the sort index after all.
  const found = db.select(DIRECTORY_COLUMNS).from(users).where(where).limit(Number.MAX_SAFE_INTEGER).as('found');
  return db
    .select()
    .from(found)
    .orderBy(...sortKeys(order, found))
    .limit(limit + 1);
}

/** Alphabetical (lower-cased name, then id). */
export const nameOrder = keyset('asc', [lowerName, 'text'], [users.id, 'uuid']);

/** Alphabetical; `after` is the (lower-cased name, id) of the last row shown. */
export async function listByName(
  db: Database,
  filter: DirectoryFilter,
  page: { limit: number; after: readonly [string, string] | null },
) {
  return directoryPage(db, filter, nameOrder.after(page.after), 'name', page.limit);
}

/** Most recent year of passing first, then alphabetical; `after` is (year, lower-cased name, id). */
export async function listByYear(
  db: Database,
  filter: DirectoryFilter,
  page: { limit: number; after: readonly [number, string, string] | null },
) {
  const { after } = page;
  // The first condition bounds the index scan: a later page starts at its year instead of the top.
  // Years descend while names ascend: a mixed order, so its own condition around the name keyset.
  const past = after
    ? sql`${users.yearOfPassing} <= ${after[0]} and (${users.yearOfPassing} < ${after[0]} or (${users.yearOfPassing} = ${after[0]} and ${nameOrder.after([after[1], after[2]])}))`
    : undefined;
  return directoryPage(db, filter, past, 'year', page.limit);
}

export type DirectoryRow = Awaited<ReturnType<typeof listByName>>[number];
