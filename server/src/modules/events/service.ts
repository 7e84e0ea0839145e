import { randomBytes } from 'node:crypto';
import {
  type ChapterListQuery,
  type eventInputSchema,
  type Language,
  type PageQuery,
  type RegistrationStatus,
  todayIn,
} from '@alumni/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { isUuid, toPage } from '../../db/pagination.js';
import { recordPersonalDataReads } from '../../db/personal-data-reads.js';
import type { EventRow } from '../../db/schema.js';
import { inTransaction, type RunInTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { PageDescription } from '../../lib/page-card.js';
import { requireAccess } from '../../lib/policy.js';
import { hashToken } from '../auth/sessions.js';
import type { ChapterService } from '../chapters/service.js';
import type { ContactRequestService } from '../contact-requests/service.js';
import { coverColumns, type ImageService } from '../images/service.js';
import { sendNotice } from '../notifications/notices.js';
import type { PictureUrl } from '../pictures/store.js';
import { attendeesToCsv } from './attendees-csv.js';
import { eventCard, presentAttendee, presentEvent, presentRegistrant, presentRegistration } from './presenter.js';
import * as eventQueries from './queries.js';

type ValidEventInput = z.output<typeof eventInputSchema>;

/** The most events one calendar feed lists. */
export const CALENDAR_FEED_MAX_EVENTS = 1_000;

const keyOf = ({ event }: eventQueries.EventWithPoster) => [event.date, event.time, event.id] as const;

/** What happened to some members' registrations, which they must be told about. */
export type RegistrationNews = {
  kind: 'event-cancelled' | 'moved-up';
  event: { id: string; title: string; date: string; time: string };
  userIds: string[];
};

/**
 * Tells members what happened to their registrations: the event they registered for was deleted
 * (`event-cancelled`), or a seat freed up and they moved from the waiting list to going
 * (`moved-up`). Each member in `news.userIds` gets a notice in their notifications menu
 * (`event.cancelled` / `event.moved-up`) and a mail in the outbox (transactional: these are about
 * their own registration, so no setting turns them off). It runs inside `tx`, the transaction of
 * the change itself, so the telling commits with the change or not at all. Every path that
 * deletes an event or moves someone up calls it (`createEventService`'s `tell`).
 */
export async function tellRegistrants(tx: Database, news: RegistrationNews): Promise<void> {
  const kind = news.kind === 'event-cancelled' ? 'event.cancelled' : 'event.moved-up';
  const { id, title, date, time } = news.event;
  for (const userId of news.userIds) {
    await sendNotice(tx, { userId, kind, data: { id, title, date, time } });
  }
}

function toColumns(input: ValidEventInput, current: EventRow | null): eventQueries.EventChanges {
  return {
    ...coverColumns(input, current),
    title: input.title,
    description: input.description,
    date: input.date,
    time: input.time,
    location: input.location,
    category: input.category,
    contactEmail: input.contactEmail,
    linkToJoin: input.linkToJoin,
    presenterName: input.presenterName,
    presenterLink: input.presenterLink,
    capacity: input.capacity ?? null,
    online: input.online ?? saysOnline(input.location),
    chapterId: input.chapterId ?? null,
  };
}

/** A location that names no place but the internet: what a form without the online field meant. */
const saysOnline = (location: string) => /^\s*(online|virtual|remote|zoom|google meet)\b/i.test(location);

/** The wall-clock date and time (HH:MM) now in a time zone. */
function nowIn(timeZone: string, now = new Date()) {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return { date: todayIn(timeZone, now), time: time.format(now) };
}

/** A new feed secret: 256 random bits, 43 URL-safe characters. */
const newFeedToken = () => randomBytes(32).toString('base64url');

export type EventQueries = typeof eventQueries;

export function createEventService({
  db,
  timeZone,
  chapters,
  images,
  pictureUrl,
  contactRequests,
  tell = tellRegistrants,
  queries = eventQueries,
  transaction = (work) => inTransaction(db, work),
}: {
  db: Database;
  timeZone: string;
  /** Checks the chapter an event is put in. */
  chapters: Pick<ChapterService, 'assertAssignable'>;
  /** Puts a cover on an event, in the event's transaction, and removes the one it replaces. */
  images: Pick<ImageService, 'setCover'>;
  pictureUrl: PictureUrl;
  /** Whose e-mail, shown on request, the reader of an attendee sheet was approved to see (decision 0058). */
  contactRequests: Pick<ContactRequestService, 'emailsSharedWith'>;
  /** Injected only by tests that watch who is told what; the app always uses tellRegistrants. */
  tell?: (tx: Database, news: RegistrationNews) => Promise<void>;
  /** The events' queries (given only by tests, with fakes, to run these rules without a database). */
  queries?: EventQueries;
  /** Runs work in one transaction of `db` (likewise). */
  transaction?: RunInTransaction;
}) {
  async function findOrThrow(id: string, from: Database = db) {
    const row = isUuid(id) ? await queries.findEvent(from, id) : null;
    if (!row) throw new AppError('NOT_FOUND', { key: 'events.not_found' });
    return row;
  }

  /** Locks a visible event's row for the rest of the transaction; 404 when there is none. */
  async function lockOrThrow(tx: Database, id: string) {
    await findOrThrow(id, tx);
    const row = await queries.lockEvent(tx, id);
    if (!row) throw new AppError('NOT_FOUND', { key: 'events.not_found' });
    return row;
  }

  function assertNotPast(date: string) {
    if (date < todayIn(timeZone)) {
      throw new AppError(
        'VALIDATION',
        { key: 'events.date_in_past' },
        {
          errors: [{ path: 'date', key: 'events.date_in_past' }],
        },
      );
    }
  }

  /** Whether the event's start (its local date and time in the institution's zone) has come. */
  function hasStarted(event: { date: string; time: string }) {
    const now = nowIn(timeZone);
    return `${event.date}T${event.time}` <= `${now.date}T${now.time}`;
  }

  function assertNotStarted(event: { date: string; time: string }) {
    if (hasStarted(event)) throw new AppError('CONFLICT', { key: 'events.registration_closed' });
  }

  const newsAbout = (
    event: eventQueries.EventWithPoster['event'],
    kind: RegistrationNews['kind'],
    userIds: string[],
  ) => ({
    kind,
    event: { id: event.id, title: event.title, date: event.date, time: event.time },
    userIds,
  });

  /** Fills free seats from the waiting list, in the order people joined it, and tells them. */
  async function moveUp(tx: Database, event: eventQueries.EventWithPoster['event']) {
    const { going } = await queries.countRegistrations(tx, event.id);
    const moved = await queries.promoteWaitlisted(
      tx,
      event.id,
      event.capacity === null ? null : event.capacity - going,
    );
    if (moved.length > 0) await tell(tx, newsAbout(event, 'moved-up', moved));
  }

  return {
    /** Upcoming = on or after today in the institution's time zone, whatever the server's zone. */
    async listUpcoming(page: ChapterListQuery) {
      const after = queries.eventsSoonestFirst.decode(page.cursor);
      const rows = await queries.listEventsBySide(db, {
        side: 'upcoming',
        today: todayIn(timeZone),
        limit: page.limit,
        after,
        chapterId: page.chapter ?? null,
      });
      const { items, nextCursor } = toPage(rows, page.limit, keyOf);
      return { items: items.map((row) => presentEvent(row, pictureUrl)), nextCursor };
    },

    /** Past = before today in the institution's time zone, so the two lists never hold the same event. */
    async listPast(page: ChapterListQuery) {
      const after = queries.eventsLatestFirst.decode(page.cursor);
      const rows = await queries.listEventsBySide(db, {
        side: 'past',
        today: todayIn(timeZone),
        limit: page.limit,
        after,
        chapterId: page.chapter ?? null,
      });
      const { items, nextCursor } = toPage(rows, page.limit, keyOf);
      return { items: items.map((row) => presentEvent(row, pictureUrl)), nextCursor };
    },

    async listByCreator(page: PageQuery, createdBy: string) {
      const after = queries.eventsLatestFirst.decode(page.cursor);
      const rows = await queries.listEventsByCreator(db, { createdBy, limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, keyOf);
      return { items: items.map((row) => presentEvent(row, pictureUrl)), nextCursor };
    },

    async get(id: string) {
      return presentEvent(await findOrThrow(id), pictureUrl);
    },

    /** Whether a visitor may read the event (it exists, not hidden, its poster not suspended): for the page writer's 404. */
    async isVisible(id: string) {
      return isUuid(id) && (await queries.findEvent(db, id)) !== null;
    },

    /** The event's page as link previews see it (one query): an event a visitor may read, else null (a 404). */
    async describePage(id: string, pageUrl: string): Promise<PageDescription | null> {
      const row = isUuid(id) ? await queries.findEvent(db, id) : null;
      return row && { card: eventCard(row, pictureUrl, { timeZone, pageUrl }), index: true };
    },

    async getRow(id: string) {
      return (await findOrThrow(id)).event;
    },

    async create(input: ValidEventInput, createdBy: string) {
      assertNotPast(input.date);
      await chapters.assertAssignable(input.chapterId);
      const columns = toColumns(input, null);
      const id = await transaction(async (tx) => {
        const id = await queries.insertEvent(tx, { ...columns, createdBy });
        await images.setCover(tx, { eventId: id }, createdBy, columns.image);
        return id;
      });
      return presentEvent(await findOrThrow(id), pictureUrl);
    },

    async update(id: string, input: ValidEventInput, userId: string) {
      await transaction(async (tx) => {
        const existing = await findOrThrow(id, tx);
        requireAccess('event.change', { userId }, existing.event);
        // An event that has already happened may keep its date; moving one into the past is refused.
        if (input.date !== existing.event.date) assertNotPast(input.date);
        const event = await lockOrThrow(tx, id);
        // A body without the field (the original client's form) keeps the capacity as it is.
        const capacity = input.capacity === undefined ? event.capacity : input.capacity;
        // Likewise the chapter; an event may stay in a chapter archived since, not move into one.
        const chapterId = input.chapterId === undefined ? event.chapterId : input.chapterId;
        await chapters.assertAssignable(chapterId, { current: event.chapterId, from: tx });
        if (capacity !== null) {
          const { going } = await queries.countRegistrations(tx, id);
          if (capacity < going) {
            const message = { key: 'events.capacity_below_going', params: { going } } as const;
            throw new AppError('VALIDATION', message, { errors: [{ path: 'capacity', ...message }] });
          }
        }
        // And whether it is online, when the body does not say.
        const online = input.online === undefined ? event.online : input.online;
        const columns = toColumns(input, event);
        await queries.updateEvent(tx, id, { ...columns, capacity, chapterId, online });
        await images.setCover(tx, { eventId: id }, event.createdBy, columns.image);
        // More seats (or no limit any more) let the waiting list in.
        await moveUp(tx, { ...event, capacity });
      });
      return presentEvent(await findOrThrow(id), pictureUrl);
    },

    async remove(id: string, userId: string) {
      await transaction(async (tx) => {
        requireAccess('event.change', { userId }, (await findOrThrow(id, tx)).event);
        const event = await lockOrThrow(tx, id);
        const registrants = await queries.listRegistrantIds(tx, id);
        await queries.deleteEvent(tx, id);
        if (registrants.length > 0) await tell(tx, newsAbout(event, 'event-cancelled', registrants));
      });
    },

    /**
     * A seat if one is free, else a place on the waiting list. Under the event's row lock, so
     * parallel registrations count seats one after another and never hand out more than there are.
     */
    async register(id: string, userId: string) {
      return transaction(async (tx) => {
        const event = await lockOrThrow(tx, id);
        const existing = await queries.findRegistrationStatus(tx, id, userId);
        if (existing) return presentRegistration(event, userId, existing);
        assertNotStarted(event);
        const { going } = await queries.countRegistrations(tx, id);
        const status: RegistrationStatus = event.capacity === null || going < event.capacity ? 'going' : 'waitlisted';
        await queries.insertRegistration(tx, { eventId: id, userId, status });
        return presentRegistration(event, userId, status);
      });
    },

    /** Gives up the member's seat (or place in line); the first on the waiting list takes a freed seat. */
    async cancel(id: string, userId: string) {
      return transaction(async (tx) => {
        const event = await lockOrThrow(tx, id);
        if (await queries.findRegistrationStatus(tx, id, userId)) {
          assertNotStarted(event);
          const was = await queries.deleteRegistration(tx, id, userId);
          if (was === 'going') await moveUp(tx, event);
        }
        return presentRegistration(event, userId, null);
      });
    },

    async registrationOf(id: string, userId: string) {
      const { event } = await findOrThrow(id);
      return presentRegistration(event, userId, await queries.findRegistrationStatus(db, id, userId));
    },

    async listAttendees(id: string, page: PageQuery) {
      await findOrThrow(id);
      const after = queries.attendeeOrder.decode(page.cursor);
      const rows = await queries.listVisibleAttendees(db, { eventId: id, limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.registeredAt.toISOString(), row.userId]);
      return { items: items.map(presentAttendee), nextCursor };
    },

    /** The organiser's (or an admin's) sheet of everyone registered; contact details only where shared. */
    async attendeesCsv(id: string, viewer: { userId: string; role: 'alumnus' | 'admin' }, language: Language) {
      const { event } = await findOrThrow(id);
      requireAccess('event.attendee-sheet', viewer, event);
      const registrants = await queries.listRegistrantsForOrganiser(db, id);
      // The organiser's sheet is what registering shares; an admin's of someone else's event is a read the members learn of (decision 0057).
      if (event.createdBy !== viewer.userId) {
        await recordPersonalDataReads(
          db,
          viewer.userId,
          registrants.map((registrant) => registrant.userId),
          'attendee-sheet',
        );
      }
      const shared = await contactRequests.emailsSharedWith(
        viewer.userId,
        registrants.filter((registrant) => registrant.emailVisibility === 'on_request').map((row) => row.userId),
      );
      return { event, csv: attendeesToCsv(registrants, language, shared) };
    },

    /** The organiser's (or an admin's) sheet of everyone registered, with whether each came. */
    async listRegistrants(id: string, viewer: { userId: string; role: 'alumnus' | 'admin' }, page: PageQuery) {
      const { event } = await findOrThrow(id);
      requireAccess('event.attendance', viewer, event);
      const after = queries.registrantOrder.decode(page.cursor);
      const rows = await queries.listRegistrants(db, { eventId: id, limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.registeredAt.toISOString(), row.userId]);
      return { items: items.map(presentRegistrant), nextCursor };
    },

    /**
     * The organiser (or an admin) marks a registered member as having come, or not: only once the
     * event has started, since before it nobody has come yet. The dashboard counts these (decision 0053).
     */
    async markAttendance(
      id: string,
      memberId: string,
      attended: boolean,
      viewer: { userId: string; role: 'alumnus' | 'admin' },
    ) {
      const { event } = await findOrThrow(id);
      requireAccess('event.attendance', viewer, event);
      if (!hasStarted(event)) throw new AppError('BAD_REQUEST', { key: 'events.attendance_not_started' });
      const row = isUuid(memberId) ? await queries.setAttendance(db, id, memberId, attended) : null;
      if (!row) throw new AppError('NOT_FOUND', { key: 'events.not_registered' });
      return presentRegistrant(row);
    },

    /**
     * Before a member's account is deleted (in its transaction): the upcoming events they organise
     * go with them, so their registrants are told; the seats they held at others' upcoming events
     * go to those waiting.
     */
    async releaseMember(tx: Database, userId: string) {
      const touched = await queries.listEventsTouchingMember(tx, userId, todayIn(timeZone));
      for (const id of touched.organised) {
        const event = await queries.lockEvent(tx, id);
        const registrants = (await queries.listRegistrantIds(tx, id)).filter((registrant) => registrant !== userId);
        if (event && registrants.length > 0) await tell(tx, newsAbout(event, 'event-cancelled', registrants));
      }
      for (const id of touched.going) {
        const event = await queries.lockEvent(tx, id);
        if (!event) continue;
        await queries.deleteRegistration(tx, id, userId);
        await moveUp(tx, event);
      }
    },

    /**
     * When an admin suspends a member (in that transaction): their seats and waiting-list places at
     * others' upcoming events are given up, so those waiting move up and are told, as when a member
     * cancels. A restored member registers again like anyone.
     */
    async releaseSuspendedMember(tx: Database, userId: string) {
      // One event after another, in id order, so two such releases never wait on each other's locks.
      for (const id of await queries.listUpcomingRegistrationsOf(tx, userId, todayIn(timeZone))) {
        const event = await queries.lockEvent(tx, id);
        if (!event) continue;
        const was = await queries.deleteRegistration(tx, id, userId);
        if (was === 'going') await moveUp(tx, event);
      }
    },

    async registrationsForExport(userId: string) {
      const rows = await queries.listRegistrationsOf(db, userId);
      return rows.map((row) => ({ ...row, registeredAt: row.registeredAt.toISOString() }));
    },

    /** Events the member is going to, still to come and already past (for their own profile). */
    async participationOf(userId: string) {
      return queries.countParticipation(db, userId, todayIn(timeZone));
    },

    async upcomingForCalendar() {
      return queries.listEventsFrom(db, todayIn(timeZone), CALENDAR_FEED_MAX_EVENTS);
    },

    /**
     * When the member's feed address was made (null: none yet). The address itself cannot be
     * answered again: only its secret's hash is kept (decision 0039).
     */
    async calendarFeedOf(userId: string): Promise<{ createdAt: string | null }> {
      const feed = await queries.findCalendarFeed(db, userId);
      return { createdAt: feed?.createdAt.toISOString() ?? null };
    },

    /**
     * A new secret for the member's feed, the first or one that replaces the old (whose address
     * stops working at once). The secret leaves the server in this answer only.
     */
    async resetCalendarFeed(userId: string) {
      const token = newFeedToken();
      const feed = await queries.replaceCalendarFeed(db, userId, hashToken(token));
      return { token, createdAt: feed.createdAt.toISOString() };
    },

    /** The events on the feed whose secret is `token`; 404 for a secret that is not (or no longer) one. */
    async calendarFeedEvents(token: string) {
      const owner = await queries.findCalendarFeedOwner(db, hashToken(token));
      if (!owner) throw new AppError('NOT_FOUND', { key: 'events.calendar_feed_not_found' });
      // The feed is the member's: in their account's language, whatever app fetches it.
      return {
        language: owner.language,
        rows: await queries.listRegisteredEvents(db, owner.userId, CALENDAR_FEED_MAX_EVENTS),
      };
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;
