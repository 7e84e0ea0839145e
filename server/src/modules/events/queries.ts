import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type EventRow, events } from '../../db/schema.js';

export type NewEvent = Omit<EventRow, 'id' | 'createdAt' | 'updatedAt' | 'hiddenAt'>;
export type EventChanges = Omit<NewEvent, 'createdBy'>;
type EventKey = readonly [date: string, time: string, id: string];

/** Events on or after `fromDate`, soonest first; `after` is the key of the last one already shown. */
export async function listUpcomingEvents(
  db: Database,
  options: { fromDate: string; limit: number; after: EventKey | null },
) {
  const { fromDate, limit, after } = options;
  return db
    .select()
    .from(events)
    .where(
      and(
        isNull(events.hiddenAt),
        gte(events.date, fromDate),
        after
          ? sql`(${events.date}, ${events.time}, ${events.id}) > (${after[0]}::date, ${after[1]}, ${after[2]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(events.date), asc(events.time), asc(events.id))
    .limit(limit + 1);
}

/** Everything one user created, past included, latest date first. */
export async function listEventsByCreator(
  db: Database,
  options: { createdBy: string; limit: number; after: EventKey | null },
) {
  const { createdBy, limit, after } = options;
  return db
    .select()
    .from(events)
    .where(
      and(
        isNull(events.hiddenAt),
        eq(events.createdBy, createdBy),
        after
          ? sql`(${events.date}, ${events.time}, ${events.id}) < (${after[0]}::date, ${after[1]}, ${after[2]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(events.date), desc(events.time), desc(events.id))
    .limit(limit + 1);
}

export async function findEvent(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), isNull(events.hiddenAt)))
    .limit(1);
  return row ?? null;
}

export async function insertEvent(db: Database, values: NewEvent) {
  const [row] = await db.insert(events).values(values).returning();
  if (!row) throw new Error('event insert returned no row');
  return row;
}

export async function updateEvent(db: Database, id: string, changes: EventChanges) {
  const [row] = await db
    .update(events)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(events.id, id))
    .returning();
  return row ?? null;
}

export async function deleteEvent(db: Database, id: string) {
  await db.delete(events).where(eq(events.id, id));
}
