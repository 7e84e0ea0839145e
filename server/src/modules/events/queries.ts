import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type EventRow, events, users } from '../../db/schema.js';

export type NewEvent = Omit<EventRow, 'id' | 'createdAt' | 'updatedAt' | 'hiddenAt'>;
export type EventChanges = Omit<NewEvent, 'createdBy'>;
type EventKey = readonly [date: string, time: string, id: string];

/** An event with the profile name of the account that posted it. */
const eventWithPoster = { event: events, posterName: users.fullName };
export type EventWithPoster = { event: EventRow; posterName: string };

/** Not hidden by a moderator, and posted by a member who is not suspended. */
const visible = and(isNull(events.hiddenAt), isNull(users.suspendedAt));

/** Events on or after `fromDate`, soonest first; `after` is the key of the last one already shown. */
export async function listUpcomingEvents(
  db: Database,
  options: { fromDate: string; limit: number; after: EventKey | null },
): Promise<EventWithPoster[]> {
  const { fromDate, limit, after } = options;
  return db
    .select(eventWithPoster)
    .from(events)
    .innerJoin(users, eq(users.id, events.createdBy))
    .where(
      and(
        visible,
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
): Promise<EventWithPoster[]> {
  const { createdBy, limit, after } = options;
  return db
    .select(eventWithPoster)
    .from(events)
    .innerJoin(users, eq(users.id, events.createdBy))
    .where(
      and(
        visible,
        eq(events.createdBy, createdBy),
        after
          ? sql`(${events.date}, ${events.time}, ${events.id}) < (${after[0]}::date, ${after[1]}, ${after[2]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(events.date), desc(events.time), desc(events.id))
    .limit(limit + 1);
}

export async function findEvent(db: Database, id: string): Promise<EventWithPoster | null> {
  const [row] = await db
    .select(eventWithPoster)
    .from(events)
    .innerJoin(users, eq(users.id, events.createdBy))
    .where(and(eq(events.id, id), visible))
    .limit(1);
  return row ?? null;
}

export async function insertEvent(db: Database, values: NewEvent) {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  if (!row) throw new Error('event insert returned no row');
  return row.id;
}

export async function updateEvent(db: Database, id: string, changes: EventChanges) {
  await db
    .update(events)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(events.id, id));
}

export async function deleteEvent(db: Database, id: string) {
  await db.delete(events).where(eq(events.id, id));
}
