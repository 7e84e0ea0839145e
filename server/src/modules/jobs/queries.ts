import { and, count, desc, eq, gt, gte, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type CursorKey, keyset } from '../../db/pagination.js';
import { type JobRow, jobs, users } from '../../db/schema.js';
import { containsPattern } from '../../db/search.js';
import type { DigestPeriod } from '../content.js';

export type NewJob = Omit<JobRow, 'id' | 'filled' | 'createdAt' | 'updatedAt' | 'hiddenAt'>;
export type JobChanges = Partial<Omit<JobRow, 'id' | 'postedBy' | 'createdAt' | 'updatedAt' | 'hiddenAt'>>;
/** Lists sort by when a job was posted, newest first. */
export const jobOrder = keyset('desc', [jobs.createdAt, 'timestamp'], [jobs.id, 'uuid']);
type JobKey = CursorKey<typeof jobOrder.parts>;

/** A job with the profile name of the account that posted it. */
const jobWithPoster = { job: jobs, posterName: users.fullName };
export type JobWithPoster = { job: JobRow; posterName: string };

/** Not hidden by a moderator, and posted by a member who is not suspended. */
const visible = and(isNull(jobs.hiddenAt), isNull(users.suspendedAt));

/** Open jobs (not filled, listed until today or later), newest first, optionally filtered. */
export async function listOpenJobs(
  db: Database,
  options: { today: string; type?: JobRow['jobType']; q?: string; limit: number; after: JobKey | null },
): Promise<JobWithPoster[]> {
  const { today, type, q, limit, after } = options;
  const pattern = q ? containsPattern(q) : null;
  return db
    .select(jobWithPoster)
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.postedBy))
    .where(
      and(
        visible,
        eq(jobs.filled, false),
        gte(jobs.expiresAt, today),
        type ? eq(jobs.jobType, type) : undefined,
        pattern
          ? or(ilike(jobs.jobTitle, pattern), ilike(jobs.company, pattern), ilike(jobs.location, pattern))
          : undefined,
        jobOrder.after(after),
      ),
    )
    .orderBy(...jobOrder.orderBy)
    .limit(limit + 1);
}

export async function listJobsByPoster(
  db: Database,
  options: { postedBy: string; limit: number; after: JobKey | null },
): Promise<JobWithPoster[]> {
  return db
    .select(jobWithPoster)
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.postedBy))
    .where(and(visible, eq(jobs.postedBy, options.postedBy), jobOrder.after(options.after)))
    .orderBy(...jobOrder.orderBy)
    .limit(options.limit + 1);
}

export async function findJob(db: Database, id: string): Promise<JobWithPoster | null> {
  const [row] = await db
    .select(jobWithPoster)
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.postedBy))
    .where(and(eq(jobs.id, id), visible))
    .limit(1);
  return row ?? null;
}

export async function insertJob(db: Database, values: NewJob) {
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  if (!row) throw new Error('job insert returned no row');
  return row.id;
}

export async function updateJob(db: Database, id: string, changes: JobChanges) {
  await db
    .update(jobs)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(jobs.id, id));
}

export async function deleteJob(db: Database, id: string) {
  await db.delete(jobs).where(eq(jobs.id, id));
}

/** The weekly digest's jobs (newest first, open only): a few posted in the period that every member may still see, and how many in all. */
export async function newInDigest(db: Database, { since, until, today, limit }: DigestPeriod) {
  const fresh = and(
    gt(jobs.createdAt, since),
    lte(jobs.createdAt, until),
    isNull(jobs.hiddenAt),
    isNull(users.suspendedAt),
    eq(jobs.filled, false),
    gte(jobs.expiresAt, today),
  );
  const rows = await db
    .select({ id: jobs.id, title: jobs.jobTitle, company: jobs.company })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.postedBy))
    .where(fresh)
    .orderBy(desc(jobs.createdAt))
    .limit(limit);
  const [all] = await db
    .select({ count: count() })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.postedBy))
    .where(fresh);
  return { rows, total: all?.count ?? 0 };
}
