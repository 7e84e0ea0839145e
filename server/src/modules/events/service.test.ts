import type { RegistrationStatus } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { inTheTransaction, noDatabase, theTransaction } from '../../../test/fake-database.js';
import type { EventRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { pictureUrlsUnder } from '../pictures/store.js';
import * as eventQueries from './queries.js';
import { createEventService, type EventQueries, type RegistrationNews } from './service.js';

/**
 * The events service's rules on fake queries, without a database: who gets a seat, who waits,
 * who moves up and who is told. The queries themselves (the row lock, the SQL) are tested
 * against the database in server/test/event-registrations.test.ts.
 */

const ORGANISER = '00000000-0000-4000-8000-000000000001';
const [ANA, BIJOY, CHITRA, DEV] = [2, 3, 4, 5].map((n) => `00000000-0000-4000-8000-00000000000${n}`) as [
  string,
  string,
  string,
  string,
];
const EVENT_ID = '10000000-0000-4000-8000-000000000000';

function eventRow(overrides: Partial<EventRow> = {}): EventRow {
  return {
    id: EVENT_ID,
    createdBy: ORGANISER,
    title: 'Alumni cricket',
    description: 'A friendly match.',
    date: '2999-01-10',
    time: '10:00',
    location: 'College ground',
    category: 'Sports',
    contactEmail: 'sports@example.edu',
    linkToJoin: 'https://meet.example.com/cricket',
    presenterName: null,
    presenterLink: null,
    capacity: null,
    online: false,
    image: null,
    imageAlt: null,
    chapterId: null,
    hiddenAt: null,
    createdAt: new Date('2998-12-01T00:00:00Z'),
    updatedAt: new Date('2998-12-01T00:00:00Z'),
    ...overrides,
  };
}

type EventInput = Parameters<ReturnType<typeof createEventService>['create']>[0];

/** What the event form sends for the event above (its seats, mode and chapter left as they are unless given). */
function eventInput(overrides: Partial<EventInput> = {}): EventInput {
  const { title, description, date, time, location, category, contactEmail, linkToJoin } = eventRow();
  return {
    ...{ title, description, date, time, location, category, contactEmail, linkToJoin },
    presenterName: 'Coach',
    presenterLink: 'https://example.com/coach',
    ...overrides,
  };
}

/** One event and its registrations in memory, behind the queries the service calls. */
function fakeEvents(event: EventRow, options: { hidden?: boolean } = {}) {
  let row: EventRow | null = event;
  const registrations: { userId: string; status: RegistrationStatus }[] = [];
  const told: RegistrationNews[] = [];
  const count = (status: RegistrationStatus) => registrations.filter((r) => r.status === status).length;
  const queries: EventQueries = {
    ...eventQueries,
    findEvent: async (_db, id) =>
      row && id === row.id && !options.hidden
        ? {
            event: row,
            posterName: 'Organiser',
            going: count('going'),
            waitlisted: count('waitlisted'),
            chapterName: null,
          }
        : null,
    lockEvent: async (tx, id) => {
      inTheTransaction(tx);
      return row && id === row.id ? row : null;
    },
    countRegistrations: async () => ({ going: count('going'), waitlisted: count('waitlisted') }),
    findRegistrationStatus: async (_db, _eventId, userId) =>
      registrations.find((r) => r.userId === userId)?.status ?? null,
    insertRegistration: async (tx, { userId, status }) => {
      inTheTransaction(tx);
      registrations.push({ userId, status });
    },
    deleteRegistration: async (tx, _eventId, userId) => {
      inTheTransaction(tx);
      const index = registrations.findIndex((r) => r.userId === userId);
      return index < 0 ? null : (registrations.splice(index, 1)[0]?.status ?? null);
    },
    promoteWaitlisted: async (tx, _eventId, seats) => {
      inTheTransaction(tx);
      const waiting = registrations.filter((r) => r.status === 'waitlisted').slice(0, seats ?? undefined);
      for (const registration of waiting) registration.status = 'going';
      return waiting.map((r) => r.userId);
    },
    listRegistrantIds: async () => registrations.map((r) => r.userId),
    updateEvent: async (tx, _id, changes) => {
      inTheTransaction(tx);
      if (row) row = { ...row, ...changes };
    },
    deleteEvent: async (tx) => {
      inTheTransaction(tx);
      row = null;
    },
  };
  const service = createEventService({
    db: noDatabase,
    timeZone: 'Asia/Kolkata',
    chapters: { assertAssignable: async () => {} },
    // Covers are the images service's, tested on the database (server/test/post-pictures.test.ts).
    images: { setCover: async () => {} },
    pictureUrl: pictureUrlsUnder(null),
    // No attendee sheet is read here (server/test/contact-requests.test.ts reads one).
    contactRequests: { emailsSharedWith: async () => new Set() },
    tell: async (tx, news) => {
      inTheTransaction(tx);
      told.push(news);
    },
    queries,
    transaction: (work) => work(theTransaction),
  });
  return { service, registrations, told, current: () => row };
}

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, key: error.said.key };
}

describe('registering for an event', () => {
  it('gives a seat while there is one, then a place on the waiting list', async () => {
    const { service, registrations } = fakeEvents(eventRow({ capacity: 2 }));
    expect((await service.register(EVENT_ID, ANA)).status).toBe('going');
    expect((await service.register(EVENT_ID, BIJOY)).status).toBe('going');
    expect((await service.register(EVENT_ID, CHITRA)).status).toBe('waitlisted');
    expect(registrations).toEqual([
      { userId: ANA, status: 'going' },
      { userId: BIJOY, status: 'going' },
      { userId: CHITRA, status: 'waitlisted' },
    ]);
  });

  it('never puts anyone on a waiting list when the event has no seat limit', async () => {
    const { service } = fakeEvents(eventRow({ capacity: null }));
    for (const member of [ANA, BIJOY, CHITRA, DEV])
      expect((await service.register(EVENT_ID, member)).status).toBe('going');
  });

  it('answers a second registration with the first one, changing nothing', async () => {
    const { service, registrations } = fakeEvents(eventRow({ capacity: 1 }));
    await service.register(EVENT_ID, ANA);
    await service.register(EVENT_ID, BIJOY);
    expect((await service.register(EVENT_ID, BIJOY)).status).toBe('waitlisted');
    expect(registrations).toHaveLength(2);
  });

  it('is closed once the event has started: a past event takes no one', async () => {
    const { service, registrations } = fakeEvents(eventRow({ date: '2001-01-10' }));
    expect(await refusal(service.register(EVENT_ID, ANA))).toEqual({
      code: 'CONFLICT',
      key: 'events.registration_closed',
    });
    expect(registrations).toEqual([]);
  });

  it('refuses a hidden event (or a missing one, or an id that is no id) as not found', async () => {
    const hidden = fakeEvents(eventRow(), { hidden: true });
    expect(await refusal(hidden.service.register(EVENT_ID, ANA))).toEqual({
      code: 'NOT_FOUND',
      key: 'events.not_found',
    });
    expect(hidden.registrations).toEqual([]);
    const { service } = fakeEvents(eventRow());
    expect(await refusal(service.register('20000000-0000-4000-8000-000000000000', ANA))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await refusal(service.register('not-an-id', ANA))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows an online event’s link to those with a seat, not to those waiting for one', async () => {
    const { service } = fakeEvents(eventRow({ online: true, capacity: 1 }));
    expect(await service.register(EVENT_ID, ANA)).toEqual({
      status: 'going',
      linkToJoin: 'https://meet.example.com/cricket',
    });
    expect(await service.register(EVENT_ID, BIJOY)).toEqual({ status: 'waitlisted', linkToJoin: null });
    // An event attended in person has no link to hand out, seat or not.
    const inPerson = fakeEvents(eventRow({ online: false }));
    expect((await inPerson.service.register(EVENT_ID, ANA)).linkToJoin).toBeNull();
  });
});

describe('cancelling a registration', () => {
  it('gives the freed seat to the first on the waiting list, who is told', async () => {
    const { service, registrations, told } = fakeEvents(eventRow({ capacity: 1 }));
    for (const member of [ANA, BIJOY, CHITRA]) await service.register(EVENT_ID, member);
    expect(await service.cancel(EVENT_ID, ANA)).toEqual({ status: null, linkToJoin: null });
    expect(registrations).toEqual([
      { userId: BIJOY, status: 'going' },
      { userId: CHITRA, status: 'waitlisted' },
    ]);
    expect(told).toEqual([
      {
        kind: 'moved-up',
        event: { id: EVENT_ID, title: 'Alumni cricket', date: '2999-01-10', time: '10:00' },
        userIds: [BIJOY],
      },
    ]);
  });

  it('moves nobody up when a place on the waiting list is given up', async () => {
    const { service, registrations, told } = fakeEvents(eventRow({ capacity: 1 }));
    for (const member of [ANA, BIJOY, CHITRA]) await service.register(EVENT_ID, member);
    await service.cancel(EVENT_ID, BIJOY);
    expect(registrations).toEqual([
      { userId: ANA, status: 'going' },
      { userId: CHITRA, status: 'waitlisted' },
    ]);
    expect(told).toEqual([]);
  });

  it('changes nothing for someone not registered, even after the start', async () => {
    const { service, told } = fakeEvents(eventRow({ date: '2001-01-10' }));
    expect(await service.cancel(EVENT_ID, ANA)).toEqual({ status: null, linkToJoin: null });
    expect(told).toEqual([]);
  });
});

describe('changing and deleting an event', () => {
  it('lets only its organiser change it', async () => {
    const { service } = fakeEvents(eventRow());
    expect(await refusal(service.update(EVENT_ID, eventInput(), ANA))).toEqual({
      code: 'FORBIDDEN',
      key: 'events.not_creator',
    });
    expect(await refusal(service.remove(EVENT_ID, ANA))).toEqual({ code: 'FORBIDDEN', key: 'events.not_creator' });
  });

  it('refuses fewer seats than people going, and lets the waiting list in when seats are added', async () => {
    const { service, registrations, told } = fakeEvents(eventRow({ capacity: 2 }));
    for (const member of [ANA, BIJOY, CHITRA, DEV]) await service.register(EVENT_ID, member);
    expect(await refusal(service.update(EVENT_ID, eventInput({ capacity: 1 }), ORGANISER))).toEqual({
      code: 'VALIDATION',
      key: 'events.capacity_below_going',
    });
    await service.update(EVENT_ID, eventInput({ capacity: 3 }), ORGANISER);
    expect(registrations.map((r) => r.status)).toEqual(['going', 'going', 'going', 'waitlisted']);
    expect(told).toMatchObject([{ kind: 'moved-up', userIds: [CHITRA] }]);
  });

  it('tells everyone registered, going or waiting, when its organiser deletes it', async () => {
    const { service, told, current } = fakeEvents(eventRow({ capacity: 1 }));
    for (const member of [ANA, BIJOY]) await service.register(EVENT_ID, member);
    await service.remove(EVENT_ID, ORGANISER);
    expect(current()).toBeNull();
    expect(told).toMatchObject([{ kind: 'event-cancelled', userIds: [ANA, BIJOY] }]);
  });

  it('refuses a new event dated in the past', async () => {
    const { service } = fakeEvents(eventRow());
    expect(await refusal(service.create(eventInput({ date: '2001-01-10' }), ORGANISER))).toEqual({
      code: 'VALIDATION',
      key: 'events.date_in_past',
    });
  });
});
