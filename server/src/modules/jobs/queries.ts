import { and, desc, eq, gte, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type JobRow, jobs } from '../../db/schema.js';
import { containsPattern } from '../../db/search.js';

export type NewJob = Omit<JobRow, 'id' | 'filled' | 'createdAt' | 'updatedAt' | 'hiddenAt'>;
export type JobChanges = Partial<Omit<JobRow, 'id' | 'postedBy' | 'createdAt' | 'updatedAt' | 'hiddenAt'>>;
type JobKey = readonly [createdAt: string, id: string];

const afterKey = (after: JobKey | null) =>
  after ? sql`(${jobs.createdAt}, ${jobs.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined;

/** Open jobs (not filled, listed until today or later), newest first, optionally filtered. */
export async function listOpenJobs(
  db: Database,
  options: { today: string; type?: JobRow['jobType']; q?: string; limit: number; after: JobKey | null },
) {
  const { today, type, q, limit, after } = options;
  const pattern = q ? containsPattern(q) : null;
  return db
    .select()
    .from(jobs)
    .where(
      and(
        isNull(jobs.hiddenAt),
        eq(jobs.filled, false),
        gte(jobs.expiresAt, today),
        type ? eq(jobs.jobType, type) : undefined,
        pattern
          ? or(ilike(jobs.jobTitle, pattern), ilike(jobs.company, pattern), ilike(jobs.location, pattern))
          : undefined,
        afterKey(after),
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit + 1);
}

export async function listJobsByPoster(
  db: Database,
  options: { postedBy: string; limit: number; after: JobKey | null },
) {
  return db
    .select()
    .from(jobs)
    .where(and(isNull(jobs.hiddenAt), eq(jobs.postedBy, options.postedBy), afterKey(options.after)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(options.limit + 1);
}

export async function findJob(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), isNull(jobs.hiddenAt)))
    .limit(1);
  return row ?? null;
}

export async function insertJob(db: Database, values: NewJob) {
  const [row] = await db.insert(jobs).values(values).returning();
  if (!row) throw new Error('job insert returned no row');
  return row;
}

export async function updateJob(db: Database, id: string, changes: JobChanges) {
  const [row] = await db
    .update(jobs)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(jobs.id, id))
    .returning();
  return row ?? null;
}

export async function deleteJob(db: Database, id: string) {
  await db.delete(jobs).where(eq(jobs.id, id));
}
