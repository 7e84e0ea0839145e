import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** What the checklist reads of the member: their profile's state and what they ticked or put away. */
export async function findChecklistState(db: Database, userId: string) {
  const [row] = await db
    .select({
      yearOfPassing: users.yearOfPassing,
      profilePicture: users.profilePicture,
      currentJobTitle: users.currentJobTitle,
      companyName: users.companyName,
      done: users.firstStepsDone,
      dismissedAt: users.firstStepsDismissedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Adds a step to those the member ticked, once (one statement: two tabs at once add it once). */
export async function addDoneStep(db: Database, userId: string, step: string) {
  await db
    .update(users)
    .set({
      firstStepsDone: sql`case when ${users.firstStepsDone} ? ${step} then ${users.firstStepsDone}
        else ${users.firstStepsDone} || jsonb_build_array(${step}::text) end`,
    })
    .where(eq(users.id, userId));
}

export async function dismiss(db: Database, userId: string) {
  await db
    .update(users)
    .set({ firstStepsDismissedAt: sql`coalesce(${users.firstStepsDismissedAt}, now())` })
    .where(eq(users.id, userId));
}
