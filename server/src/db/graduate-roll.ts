import { and, eq, or } from 'drizzle-orm';
import type { Database } from './client.js';
import { graduateRoll } from './schema.js';

export type RollEntry = typeof graduateRoll.$inferSelect;

export interface GraduateIdentity {
  enrollmentNumber: string;
  fullName: string;
  programme: string;
  collegeName: string;
  yearOfPassing: number;
}

export async function findRollEntry(db: Database, enrollmentNumber: string): Promise<RollEntry | null> {
  const [row] = await db.select().from(graduateRoll).where(eq(graduateRoll.enrollmentNumber, enrollmentNumber));
  return row ?? null;
}

/** Roll rows that could be this person: the same enrollment number, or the same programme and year. */
export async function findRollCandidates(db: Database, identity: GraduateIdentity, limit = 500): Promise<RollEntry[]> {
  return db
    .select()
    .from(graduateRoll)
    .where(
      or(
        eq(graduateRoll.enrollmentNumber, identity.enrollmentNumber),
        and(eq(graduateRoll.programme, identity.programme), eq(graduateRoll.yearOfPassing, identity.yearOfPassing)),
      ),
    )
    .orderBy(graduateRoll.enrollmentNumber)
    .limit(limit);
}
