import { type eventInputSchema, type PageQuery, todayIn } from '@alumni/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { decodeCursor, isUuid, toPage } from '../../db/pagination.js';
import { AppError } from '../../http/errors.js';
import { presentEvent } from './presenter.js';
import * as queries from './queries.js';

type ValidEventInput = z.output<typeof eventInputSchema>;

export const EVENT_NOT_FOUND = 'Event not found.';

const keyOf = ({ event }: queries.EventWithPoster) => [event.date, event.time, event.id] as const;

function toColumns(input: ValidEventInput): queries.EventChanges {
  return {
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
  };
}

export function createEventService({ db, timeZone }: { db: Database; timeZone: string }) {
  async function findOrThrow(id: string) {
    const row = isUuid(id) ? await queries.findEvent(db, id) : null;
    if (!row) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
    return row;
  }

  async function findOwnOrThrow(id: string, userId: string) {
    const row = await findOrThrow(id);
    if (row.event.createdBy !== userId)
      throw new AppError('FORBIDDEN', 'Only the creator can change or delete this event.');
    return row;
  }

  function assertNotPast(date: string) {
    if (date < todayIn(timeZone)) {
      throw new AppError('VALIDATION', 'Date must be today or later', {
        errors: [{ path: 'date', message: 'Date must be today or later' }],
      });
    }
  }

  return {
    /** Upcoming = on or after today in the institution's time zone, whatever the server's zone. */
    async listUpcoming(page: PageQuery) {
      const after = decodeCursor(page.cursor, ['date', 'text', 'uuid']) as [string, string, string] | null;
      const rows = await queries.listUpcomingEvents(db, { fromDate: todayIn(timeZone), limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, keyOf);
      return { items: items.map(presentEvent), nextCursor };
    },

    async listByCreator(page: PageQuery, createdBy: string) {
      const after = decodeCursor(page.cursor, ['date', 'text', 'uuid']) as [string, string, string] | null;
      const rows = await queries.listEventsByCreator(db, { createdBy, limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, keyOf);
      return { items: items.map(presentEvent), nextCursor };
    },

    async get(id: string) {
      return presentEvent(await findOrThrow(id));
    },

    async getRow(id: string) {
      return (await findOrThrow(id)).event;
    },

    async create(input: ValidEventInput, createdBy: string) {
      assertNotPast(input.date);
      const id = await queries.insertEvent(db, { ...toColumns(input), createdBy });
      return presentEvent(await findOrThrow(id));
    },

    async update(id: string, input: ValidEventInput, userId: string) {
      const existing = await findOwnOrThrow(id, userId);
      // An event that has already happened may keep its date; moving one into the past is refused.
      if (input.date !== existing.event.date) assertNotPast(input.date);
      await queries.updateEvent(db, id, toColumns(input));
      return presentEvent(await findOrThrow(id));
    },

    async remove(id: string, userId: string) {
      await findOwnOrThrow(id, userId);
      await queries.deleteEvent(db, id);
    },
  };
}
