import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

export interface DirectoryFilter {
  /** Words to find in name, job title, company or skills, each matched as a prefix. */
  words: string[];
  yearFrom?: number;
  yearTo?: number;
  programme?: string;
  college?: string;
}

const lowerName = sql<string>`lower(${users.fullName})`;

/** Only what a directory row shows, never the whole user row. */
const DIRECTORY_COLUMNS = {
  id: users.id,
  fullName: users.fullName,
  sortName: lowerName,
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
    query ? sql`${users.searchVector} @@ to_tsquery('simple', ${query})` : undefined,
    filter.yearFrom === undefined ? undefined : gte(users.yearOfPassing, filter.yearFrom),
    filter.yearTo === undefined ? undefined : lte(users.yearOfPassing, filter.yearTo),
    filter.programme ? eq(users.programme, filter.programme) : undefined,
    filter.college ? eq(users.collegeName, filter.college) : undefined,
  ];
}

/** Alphabetical; `after` is the (lower-cased name, id) of the last row shown. */
export async function listByName(
  db: Database,
  filter: DirectoryFilter,
  page: { limit: number; after: readonly [string, string] | null },
) {
  const { after } = page;
  return db
    .select(DIRECTORY_COLUMNS)
    .from(users)
    .where(
      and(
        ...filterConditions(filter),
        after ? sql`(${lowerName}, ${users.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(lowerName), asc(users.id))
    .limit(page.limit + 1);
}

/** Most recent year of passing first, then alphabetical; `after` is (year, lower-cased name, id). */
export async function listByYear(
  db: Database,
  filter: DirectoryFilter,
  page: { limit: number; after: readonly [number, string, string] | null },
) {
  const { after } = page;
  return db
    .select(DIRECTORY_COLUMNS)
    .from(users)
    .where(
      and(
        ...filterConditions(filter),
        after
          ? sql`(${users.yearOfPassing} < ${after[0]} or (${users.yearOfPassing} = ${after[0]} and (${lowerName}, ${users.id}) > (${after[1]}, ${after[2]}::uuid)))`
          : undefined,
      ),
    )
    .orderBy(desc(users.yearOfPassing), asc(lowerName), asc(users.id))
    .limit(page.limit + 1);
}

export type DirectoryRow = Awaited<ReturnType<typeof listByName>>[number];
