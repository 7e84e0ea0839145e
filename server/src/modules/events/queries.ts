import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type CursorKey, keyset } from '../../db/pagination.js';
import {
  calendarFeeds,
  chapters,
  type EventRow,
  eventRegistrations,
  events,
  type RegistrationStatus,
  users,
} from '../../db/schema.js';
import type { DigestPeriod } from '../content.js';

export type NewEvent = Omit<EventRow, 'id' | 'createdAt' | 'updatedAt' | 'hiddenAt'>;
export type EventChanges = Omit<NewEvent, 'createdBy'>;

const countWith = (status: RegistrationStatus) =>
  sql<number>`(select count(*)::int from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.id} and ${eventRegistrations.status} = ${status})`;

/** An event with the profile name of the account that posted it, and how many are going and waiting. */
const eventWithPoster = {
  event: events,
  posterName: users.fullName,
  going: countWith('going'),
  waitlisted: countWith('waitlisted'),
  chapterName: sql<
    string | null
  >`(select ${chapters.name} from ${chapters} where ${chapters.id} = ${events.chapterId})`,
};
export type EventWithPoster = {
  event: EventRow;
  posterName: string;
  going: number;
  waitlisted: number;
  /** The name of the chapter it belongs to, if any. */
  chapterName: string | null;
};

/** Not hidden by a moderator, and posted by a member who is not suspended. */
const visible = and(isNull(events.hiddenAt), isNull(users.suspendedAt));

/** Events sort by their date, time and id: soonest first (upcoming) or latest first (past, a creator's). */
export const eventsSoonestFirst = keyset('asc', [events.date, 'date'], [events.time, 'text'], [events.id, 'uuid']);
export const eventsLatestFirst = keyset('desc', [events.date, 'date'], [events.time, 'text'], [events.id, 'uuid']);
type EventKey = CursorKey<typeof eventsSoonestFirst.parts>;

/**
 * Upcoming events (on or after `today`, soonest first) or past ones (before it, latest first), so
 * the two lists never hold the same event; `after` is the key of the last one already shown.
 */
export async function listEventsBySide(
  db: Database,
  options: {
    side: 'upcoming' | 'past';
    today: string;
    limit: number;
    after: EventKey | null;
    chapterId?: string | null;
  },
): Promise<EventWithPoster[]> {
  const { side, today, limit, after, chapterId } = options;
  const order = side === 'upcoming' ? eventsSoonestFirst : eventsLatestFirst;
  return db
    .select(eventWithPoster)
    .from(events)
    .innerJoin(users, eq(users.id, events.createdBy))
    .where(
      and(
        visible,
        side === 'upcoming' ? gte(events.date, today) : lt(events.date, today),
        chapterId ? eq(events.chapterId, chapterId) : undefined,
        order.after(after),
      ),
    )
    .orderBy(...order.orderBy)
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
    .where(and(visible, eq(events.createdBy, createdBy), eventsLatestFirst.after(after)))
    .orderBy(...eventsLatestFirst.orderBy)
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

/**
 * Locks the event's row until the transaction ends: every change to its registrations takes this
 * lock first, so two of them never count the same free seat (PostgreSQL and PGlite alike).
 */
export async function lockEvent(tx: Database, id: string): Promise<EventRow | null> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return row ?? null;
}

export async function countRegistrations(tx: Database, eventId: string) {
  const [row] = await tx
    .select({
      going: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'going')::int`,
      waitlisted: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'waitlisted')::int`,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  return { going: row?.going ?? 0, waitlisted: row?.waitlisted ?? 0 };
}

export async function findRegistrationStatus(
  db: Database,
  eventId: string,
  userId: string,
): Promise<RegistrationStatus | null> {
  const [row] = await db
    .select({ status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  return row?.status ?? null;
}

export async function insertRegistration(
  tx: Database,
  values: { eventId: string; userId: string; status: RegistrationStatus },
) {
  await tx.insert(eventRegistrations).values(values).onConflictDoNothing();
}

/** Removes the member's registration; answers what it was, or null when there was none. */
export async function deleteRegistration(
  tx: Database,
  eventId: string,
  userId: string,
): Promise<RegistrationStatus | null> {
  const [row] = await tx
    .delete(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
    .returning({ status: eventRegistrations.status });
  return row?.status ?? null;
}

/** Moves the first `seats` on the waiting list (all of them when null) to going; answers who moved. */
export async function promoteWaitlisted(tx: Database, eventId: string, seats: number | null): Promise<string[]> {
  if (seats !== null && seats <= 0) return [];
  const first = tx
    .select({ userId: eventRegistrations.userId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waitlisted')))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.userId))
    .limit(seats ?? 2_147_483_647);
  const rows = await tx
    .update(eventRegistrations)
    .set({ status: 'going' })
    .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.userId, first)))
    .returning({ userId: eventRegistrations.userId });
  return rows.map((row) => row.userId);
}

export async function listRegistrantIds(tx: Database, eventId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: eventRegistrations.userId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  return rows.map((row) => row.userId);
}

/** Attendees in the order they registered. */
export const attendeeOrder = keyset(
  'asc',
  [eventRegistrations.createdAt, 'timestamp'],
  [eventRegistrations.userId, 'uuid'],
);
type AttendeeKey = CursorKey<typeof attendeeOrder.parts>;

/**
 * Members going, in the order they registered, who let others see them there (and are not
 * suspended); `after` is the key of the last one already shown.
 */
export async function listVisibleAttendees(
  db: Database,
  options: { eventId: string; limit: number; after: AttendeeKey | null },
) {
  const { eventId, limit, after } = options;
  return db
    .select({ userId: users.id, fullName: users.fullName, registeredAt: eventRegistrations.createdAt })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.status, 'going'),
        eq(users.attendanceVisibility, 'alumni'),
        isNull(users.suspendedAt),
        attendeeOrder.after(after),
      ),
    )
    .orderBy(...attendeeOrder.orderBy)
    .limit(limit + 1);
}

/** Everyone registered, going first, each in the order they registered: the organiser's sheet. */
export async function listRegistrantsForOrganiser(db: Database, eventId: string) {
  return db
    .select({
      userId: users.id,
      status: eventRegistrations.status,
      registeredAt: eventRegistrations.createdAt,
      fullName: users.fullName,
      yearOfPassing: users.yearOfPassing,
      programme: users.programme,
      collegeName: users.collegeName,
      email: users.email,
      emailVisibility: users.emailVisibility,
      phone: users.phone,
      phoneVisibility: users.phoneVisibility,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.status), asc(eventRegistrations.createdAt), asc(users.id));
}

/** The attendee sheet's order: in the order they registered (going and waiting together). */
export const registrantOrder = attendeeOrder;
type RegistrantKey = CursorKey<typeof registrantOrder.parts>;

const registrantColumns = {
  userId: eventRegistrations.userId,
  fullName: users.fullName,
  status: eventRegistrations.status,
  yearOfPassing: users.yearOfPassing,
  programme: users.programme,
  attendedAt: eventRegistrations.attendedAt,
  registeredAt: eventRegistrations.createdAt,
};

/** Everyone registered, going or waiting, with whether they came: the organiser's sheet, a page at a time. */
export async function listRegistrants(
  db: Database,
  options: { eventId: string; limit: number; after: RegistrantKey | null },
) {
  const { eventId, limit, after } = options;
  return db
    .select(registrantColumns)
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(and(eq(eventRegistrations.eventId, eventId), registrantOrder.after(after)))
    .orderBy(...registrantOrder.orderBy)
    .limit(limit + 1);
}

/**
 * Marks one registration as attended (now, unless it was marked already) or not; answers the
 * registrant, or null when the member is not registered for the event.
 */
export async function setAttendance(db: Database, eventId: string, userId: string, attended: boolean) {
  const [updated] = await db
    .update(eventRegistrations)
    .set({ attendedAt: attended ? sql`coalesce(${eventRegistrations.attendedAt}, now())` : null })
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
    .returning({ userId: eventRegistrations.userId });
  if (!updated) return null;
  const [row] = await db
    .select(registrantColumns)
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  return row ?? null;
}

/** How many events the member is going to, from `today` on and before it. */
export async function countParticipation(db: Database, userId: string, today: string) {
  const [row] = await db
    .select({
      upcoming: sql<number>`count(*) filter (where ${events.date} >= ${today}::date)::int`,
      past: sql<number>`count(*) filter (where ${events.date} < ${today}::date)::int`,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.userId, userId), eq(eventRegistrations.status, 'going'), isNull(events.hiddenAt)));
  return { upcoming: row?.upcoming ?? 0, past: row?.past ?? 0 };
}

/** Every upcoming event, soonest first, up to `max`: the public calendar feed. */
export async function listEventsFrom(db: Database, fromDate: string, max: number): Promise<EventRow[]> {
  const rows = await db
    .select({ event: events })
    .from(events)
    .innerJoin(users, eq(users.id, events.createdBy))
    .where(and(visible, gte(events.date, fromDate)))
    .orderBy(asc(events.date), asc(events.time), asc(events.id))
    .limit(max);
  return rows.map((row) => row.event);
}

/** The events a member is registered for, latest first, up to `max`: their private calendar feed. */
export async function listRegisteredEvents(db: Database, userId: string, max: number) {
  return db
    .select({ event: events, status: eventRegistrations.status })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(users, eq(users.id, events.createdBy))
    .where(and(visible, eq(eventRegistrations.userId, userId)))
    .orderBy(desc(events.date), desc(events.time), desc(events.id))
    .limit(max);
}

/**
 * Gives the member a feed whose secret hashes to `tokenHash`, replacing the one they had: the old
 * address stops working in the same statement.
 */
export async function replaceCalendarFeed(db: Database, userId: string, tokenHash: string) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } })
    .returning({ createdAt: calendarFeeds.createdAt });
  if (!row) throw new Error('calendar feed upsert returned no row');
  return row;
}

export async function findCalendarFeed(db: Database, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** The member (not suspended) whose feed secret hashes to `tokenHash`: an exact match on the unique index. */
export async function findCalendarFeedOwner(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.suspendedAt)));
  return row ?? null;
}

/** Upcoming events (from `fromDate`) the member organises that others registered for, or where the member holds a seat. */
export async function listEventsTouchingMember(tx: Database, userId: string, fromDate: string) {
  const organised = await tx
    .selectDistinct({ id: events.id })
    .from(events)
    .innerJoin(eventRegistrations, eq(eventRegistrations.eventId, events.id))
    .where(and(eq(events.createdBy, userId), gte(events.date, fromDate)));
  const going = await tx
    .select({ id: events.id })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        eq(eventRegistrations.userId, userId),
        eq(eventRegistrations.status, 'going'),
        gte(events.date, fromDate),
        sql`${events.createdBy} <> ${userId}`,
      ),
    );
  return { organised: organised.map((row) => row.id), going: going.map((row) => row.id) };
}

/** Events on or after `fromDate` that the member is registered for (going or waiting), others' events only. */
export async function listUpcomingRegistrationsOf(tx: Database, userId: string, fromDate: string): Promise<string[]> {
  const rows = await tx
    .select({ id: events.id })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(eq(eventRegistrations.userId, userId), gte(events.date, fromDate), sql`${events.createdBy} <> ${userId}`),
    )
    .orderBy(asc(events.id));
  return rows.map((row) => row.id);
}

/** The member's registrations with each event's title and date, latest event first: for their data export. */
export async function listRegistrationsOf(db: Database, userId: string) {
  return db
    .select({
      eventId: events.id,
      title: events.title,
      date: events.date,
      status: eventRegistrations.status,
      registeredAt: eventRegistrations.createdAt,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.userId, userId))
    .orderBy(desc(events.date), desc(events.id));
}

/** The weekly digest's events (soonest first, upcoming only): a few posted in the period that every member may still see, and how many in all. */
export async function newInDigest(db: Database, { since, until, today, limit }: DigestPeriod) {
  const fresh = and(
    gt(events.createdAt, since),
    lte(events.createdAt, until),
    isNull(events.hiddenAt),
    isNull(users.suspendedAt),
    gte(events.date, today),
  );
  const rows = await db
    .select({ id: events.id, title: events.title, date: events.date, location: events.location })
    .from(events)
    .innerJoin(users, eq(users.id, events.createdBy))
    .where(fresh)
    .orderBy(asc(events.date), asc(events.time))
    .limit(limit);
  const [all] = await db
    .select({ count: count() })
    .from(events)
    .innerJoin(users, eq(users.id, events.createdBy))
    .where(fresh);
  return { rows, total: all?.count ?? 0 };
}
