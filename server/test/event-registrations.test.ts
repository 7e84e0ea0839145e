import { createHash } from 'node:crypto';
import { endpoints, todayIn } from '@alumni/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeeds, eventRegistrations, events, users } from '../src/db/schema.js';
import { inTransaction } from '../src/db/transaction.js';
import { createChapterService } from '../src/modules/chapters/service.js';
import { emailsSharedWith } from '../src/modules/contact-requests/service.js';
import { createEventService, type RegistrationNews } from '../src/modules/events/service.js';
import { pictureUrlsUnder } from '../src/modules/pictures/store.js';
import {
  daysFromToday,
  eraseDueAccounts,
  eventBody,
  pathAndMessage,
  quickUser,
  requestTo,
  useTestApp,
} from './harness.js';

/**
 * Events people register for: capacity, going and the waiting list, the attendee list and the
 * organiser's sheet, past events, and the calendar feeds. Answers are kept (CACHE_SECONDS), so
 * every count read after a registration also proves the write dropped the kept event.
 */
const PUBLIC_URL = 'https://alumni.example.org/portal';
const ctx = useTestApp({ env: { CACHE_SECONDS: '600', PUBLIC_URL } });

async function member(verification: 'verified' | 'pending' = 'verified') {
  return quickUser(ctx, { verification });
}

async function createEvent(token: string, overrides: Record<string, unknown> = {}) {
  const response = await requestTo(ctx, endpoints.events.create, {
    token,
    payload: { ...eventBody(), ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; capacity: number | null; going: number; waitlisted: number };
}

const register = (token: string, id: string) => requestTo(ctx, endpoints.events.register, { params: { id }, token });
const cancel = (token: string, id: string) =>
  requestTo(ctx, endpoints.events.cancelRegistration, { params: { id }, token });
const statusOf = async (token: string, id: string) => {
  const response = await requestTo(ctx, endpoints.events.registration, { params: { id }, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.status as string | null;
};
const counts = async (id: string) => {
  const data = (await requestTo(ctx, endpoints.events.one, { params: { id } })).json().data;
  return { capacity: data.capacity, going: data.going, waitlisted: data.waitlisted };
};

describe('capacity', () => {
  it('is a positive whole number or nothing, and an event says how many seats it has and how many are taken', async () => {
    const organiser = await member();
    for (const [capacity, message] of [
      [0, 'Capacity must be at least 1 (leave it empty for no limit)'],
      [-3, 'Capacity must be at least 1 (leave it empty for no limit)'],
      [2.5, 'Capacity must be a whole number'],
      ['many', 'Capacity must be a whole number'],
    ] as const) {
      const response = await requestTo(ctx, endpoints.events.create, {
        token: organiser.token,
        payload: { ...eventBody(), capacity },
      });
      expect(response.statusCode, String(capacity)).toBe(400);
      expect(response.json().errors.map(pathAndMessage)).toContainEqual({ path: 'capacity', message });
    }
    expect((await createEvent(organiser.token, { capacity: '' })).capacity).toBeNull();
    expect((await createEvent(organiser.token)).capacity).toBeNull();
    const limited = await createEvent(organiser.token, { capacity: '40' });
    expect(await counts(limited._id)).toEqual({ capacity: 40, going: 0, waitlisted: 0 });
  });

  it('cannot be lowered below the number going (400 naming it); raising it lets the waiting list in', async () => {
    const organiser = await member();
    const event = await createEvent(organiser.token, { capacity: 2 });
    const [a, b, c] = [await member(), await member(), await member()];
    for (const person of [a, b, c]) expect((await register(person.token, event._id)).statusCode).toBe(200);
    const edit = (capacity: unknown) =>
      requestTo(ctx, endpoints.events.update, {
        params: { id: event._id },
        token: organiser.token,
        payload: { ...eventBody(), capacity },
      });
    const lowered = await edit(1);
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json()).toMatchObject({
      message: 'Capacity cannot be lower than the 2 members already going',
      errors: [{ path: 'capacity', message: 'Capacity cannot be lower than the 2 members already going' }],
    });
    expect(await counts(event._id)).toEqual({ capacity: 2, going: 2, waitlisted: 1 });
    // The original client's form knows nothing of capacity: its edit keeps it.
    const { capacity: _left, ...withoutCapacity } = { ...eventBody(), capacity: null };
    const kept = await requestTo(ctx, endpoints.events.update, {
      params: { id: event._id },
      token: organiser.token,
      payload: withoutCapacity,
    });
    expect(kept.json().data.capacity).toBe(2);
    expect((await edit(3)).statusCode).toBe(200);
    expect(await counts(event._id)).toEqual({ capacity: 3, going: 3, waitlisted: 0 });
    expect(await statusOf(c.token, event._id)).toBe('going');
  });
});

describe('registration', () => {
  it('gives verified members a seat, then a place on the waiting list; again changes nothing; cancelling moves the first waiting up', async () => {
    const organiser = await member();
    const event = await createEvent(organiser.token, { capacity: 2 });
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    expect(await statusOf(a.token, event._id)).toBeNull();
    const first = await register(a.token, event._id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'You are going', data: { status: 'going' } });
    expect((await register(b.token, event._id)).json().data.status).toBe('going');
    const third = await register(c.token, event._id);
    expect(third.json()).toMatchObject({
      message: 'The event is full: you are on the waiting list',
      data: { status: 'waitlisted' },
    });
    expect((await register(d.token, event._id)).json().data.status).toBe('waitlisted');
    expect(await counts(event._id)).toEqual({ capacity: 2, going: 2, waitlisted: 2 });

    // Again: the same answer, nothing changes (a waiting member does not jump the line either).
    expect((await register(a.token, event._id)).json().data.status).toBe('going');
    expect((await register(d.token, event._id)).json().data.status).toBe('waitlisted');
    expect(await counts(event._id)).toEqual({ capacity: 2, going: 2, waitlisted: 2 });

    const cancelled = await cancel(a.token, event._id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toEqual({ status: null, linkToJoin: null });
    expect(await statusOf(a.token, event._id)).toBeNull();
    expect(await statusOf(c.token, event._id)).toBe('going');
    expect(await statusOf(d.token, event._id)).toBe('waitlisted');
    expect(await counts(event._id)).toEqual({ capacity: 2, going: 2, waitlisted: 1 });

    // Leaving the waiting list frees no seat.
    expect((await cancel(d.token, event._id)).statusCode).toBe(200);
    expect(await counts(event._id)).toEqual({ capacity: 2, going: 2, waitlisted: 0 });
    // Cancelling what one does not hold changes nothing.
    expect((await cancel(d.token, event._id)).json().data).toEqual({ status: null, linkToJoin: null });
  });

  it('has no limit without a capacity', async () => {
    const organiser = await member();
    const event = await createEvent(organiser.token);
    for (let index = 0; index < 4; index++) {
      expect((await register((await member()).token, event._id)).json().data.status).toBe('going');
    }
    expect(await counts(event._id)).toEqual({ capacity: null, going: 4, waitlisted: 0 });
  });

  it('never sells more seats than there are: 8 parallel registrations for 3 seats, exactly 3 going', async () => {
    const organiser = await member();
    const event = await createEvent(organiser.token, { capacity: 3 });
    const people = await Promise.all(Array.from({ length: 8 }, () => member()));
    const answers = await Promise.all(people.map((person) => register(person.token, event._id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const statuses = answers.map((answer) => answer.json().data.status);
    expect(statuses.filter((status) => status === 'going')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(5);
    const stored = await ctx.database.db
      .select({ status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event._id));
    expect(stored.filter((row) => row.status === 'going')).toHaveLength(3);
    expect(await counts(event._id)).toEqual({ capacity: 3, going: 3, waitlisted: 5 });

    // Parallel cancellations by those going and registrations by newcomers: still never more than 3.
    const going = people.filter((_, index) => statuses[index] === 'going');
    const newcomers = await Promise.all(Array.from({ length: 4 }, () => member()));
    await Promise.all([
      ...going.map((person) => cancel(person.token, event._id)),
      ...newcomers.map((person) => register(person.token, event._id)),
    ]);
    const after = await counts(event._id);
    expect(after.going).toBe(3);
    expect(after.going + after.waitlisted).toBe(8 - 3 + 4);
  });

  it('is for verified members only: visitors 401, members waiting for verification 403', async () => {
    const organiser = await member();
    const event = await createEvent(organiser.token);
    const pending = await member('pending');
    for (const endpoint of [endpoints.events.register, endpoints.events.cancelRegistration]) {
      const params = { id: event._id };
      expect((await requestTo(ctx, endpoint, { params })).statusCode).toBe(401);
      expect((await requestTo(ctx, endpoint, { params, token: pending.token })).statusCode).toBe(403);
    }
    expect((await requestTo(ctx, endpoints.events.registration, { params: { id: event._id } })).statusCode).toBe(401);
    expect((await register(organiser.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('closes when the event starts: no new registration and no cancellation (409 saying why)', async () => {
    const organiser = await member();
    const open = await createEvent(organiser.token);
    const attendee = await member();
    expect((await register(attendee.token, open._id)).statusCode).toBe(200);
    // Today at midnight in the institution's time zone: it has started.
    const started = await createEvent(organiser.token, { date: todayIn('Asia/Kolkata'), time: '00:00' });
    const late = await register(attendee.token, started._id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Registration for this event has closed: it has already started.');
    expect(await statusOf(attendee.token, started._id)).toBeNull();
    // An event that was open when the member registered, and has started since.
    await ctx.database.db
      .update(events)
      .set({ date: daysFromToday(-1) })
      .where(eq(events.id, open._id));
    const leaving = await cancel(attendee.token, open._id);
    expect(leaving.statusCode).toBe(409);
    expect(await statusOf(attendee.token, open._id)).toBe('going');
  });
});

describe('attendees', () => {
  it('lists members going by name for verified members, leaves out those who hide themselves, pages, 401 for visitors', async () => {
    const organiser = await member();
    const event = await createEvent(organiser.token, { capacity: 3 });
    const people = [await member(), await member(), await member(), await member()];
    for (const person of people) await register(person.token, event._id);
    const hider = people[1];
    if (!hider) throw new Error('no hider');
    const hidden = await requestTo(ctx, endpoints.profile.update, {
      token: hider.token,
      payload: { attendanceVisibility: 'private' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data.visibility.attendance).toBe('private');

    const params = { id: event._id };
    expect((await requestTo(ctx, endpoints.events.attendees, { params })).statusCode).toBe(401);
    expect(
      (await requestTo(ctx, endpoints.events.attendees, { params, token: (await member('pending')).token })).statusCode,
    ).toBe(403);
    const viewer = await member();
    const all = await requestTo(ctx, endpoints.events.attendees, { params, token: viewer.token });
    expect(all.statusCode).toBe(200);
    // Going, in the order they registered; the fourth is on the waiting list, the second hides.
    expect(all.json().data).toEqual(
      [people[0], people[2]].map((person) => ({ _id: person?.userId, fullName: person?.body.fullName })),
    );
    expect(all.json().meta).toEqual({ nextCursor: null });

    const firstPage = (
      await requestTo(ctx, endpoints.events.attendees, { params, query: { limit: 1 }, token: viewer.token })
    ).json();
    expect(firstPage.data).toEqual([{ _id: people[0]?.userId, fullName: people[0]?.body.fullName }]);
    const secondPage = (
      await requestTo(ctx, endpoints.events.attendees, {
        params,
        query: { limit: 1, cursor: firstPage.meta.nextCursor },
        token: viewer.token,
      })
    ).json();
    expect(secondPage.data).toEqual([{ _id: people[2]?.userId, fullName: people[2]?.body.fullName }]);
  });

  it('gives the organiser and admins a CSV with contact details only where shared, formulas defused; 403 for anyone else', async () => {
    const organiser = await member();
    const event = await createEvent(organiser.token, { capacity: 1 });
    const sharer = await member();
    const privatePerson = await member();
    await ctx.database.db
      .update(users)
      .set({ fullName: '=HYPERLINK("https://evil.example/x","Click")', phoneVisibility: 'alumni' })
      .where(eq(users.id, sharer.userId));
    await ctx.database.db
      .update(users)
      .set({ fullName: '@SUM(A1)\t-2+3', emailVisibility: 'private', attendanceVisibility: 'private' })
      .where(eq(users.id, privatePerson.userId));
    await register(sharer.token, event._id);
    await register(privatePerson.token, event._id);

    const params = { id: event._id };
    expect((await requestTo(ctx, endpoints.events.attendeesCsv, { params })).statusCode).toBe(401);
    const other = await requestTo(ctx, endpoints.events.attendeesCsv, { params, token: (await member()).token });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Only the organiser of this event can download its attendee list.');

    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    for (const token of [organiser.token, admin.token]) {
      const response = await requestTo(ctx, endpoints.events.attendeesCsv, { params, token });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="attendees-${event._id}.csv"`);
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe('Name,Status,Email,Phone,Year of passing,Programme,College,Registered at');
      // The organiser sees everyone registered (the hider too), e-mail and phone only where shared.
      expect(lines[1]).toContain(
        `"'=HYPERLINK(""https://evil.example/x"",""Click"")",Going,${sharer.body.email},${sharer.body.phone},`,
      );
      expect(lines[2]).toMatch(/^'@SUM\(A1\)\t-2\+3,Waiting list,,,\d{4},/);
      expect(response.body).not.toContain(privatePerson.body.email);
      expect(response.body).not.toContain(privatePerson.body.phone);
      expect(lines).toHaveLength(4);
      expect(lines[3]).toBe('');
    }
  });
});

describe('marking who came', () => {
  const sheet = (id: string, token?: string, query: Record<string, string> = {}) =>
    requestTo(ctx, endpoints.events.registrants, { params: { id }, query, ...(token ? { token } : {}) });
  const mark = (id: string, userId: string, payload: object, token?: string) =>
    requestTo(ctx, endpoints.events.markAttendance, {
      params: { id, userId },
      payload,
      ...(token ? { token } : {}),
    });

  it('lets the organiser and admins mark each registered member as come or not, once the event has started', async () => {
    const organiser = await member();
    const event = await createEvent(organiser.token, { capacity: 1 });
    const [seated, waiting] = [await member(), await member()];
    await register(seated.token, event._id);
    await register(waiting.token, event._id);
    // Before it starts nobody has come: the organiser is told so, naming the problem.
    const early = await mark(event._id, seated.userId, { attended: true }, organiser.token);
    expect([early.statusCode, early.json().message]).toEqual([
      400,
      'Attendance can be marked once the event has started.',
    ]);
    await ctx.database.db
      .update(events)
      .set({ date: daysFromToday(-1) })
      .where(eq(events.id, event._id));

    const marked = await mark(event._id, seated.userId, { attended: true }, organiser.token);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      message: 'Attendance saved',
      data: { _id: seated.userId, status: 'going', attended: true },
    });
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    // Someone on the waiting list may have come all the same; an admin marks them.
    expect((await mark(event._id, waiting.userId, { attended: true }, admin.token)).statusCode).toBe(200);
    expect((await mark(event._id, waiting.userId, { attended: false }, organiser.token)).json().data.attended).toBe(
      false,
    );

    const page = await sheet(event._id, organiser.token, { limit: '1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.json().data).toEqual([
      {
        _id: seated.userId,
        fullName: seated.body.fullName,
        status: 'going',
        yearOfPassing: seated.body.yearOfPassing,
        programme: seated.body.programme,
        attended: true,
      },
    ]);
    const rest = await sheet(event._id, admin.token, { cursor: page.json().meta.nextCursor });
    expect(rest.json().data.map((row: { _id: string; attended: boolean }) => [row._id, row.attended])).toEqual([
      [waiting.userId, false],
    ]);
    // Marking again keeps the first time it was marked.
    const [before] = await ctx.database.db
      .select({ at: eventRegistrations.attendedAt })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.userId, seated.userId));
    await mark(event._id, seated.userId, { attended: true }, organiser.token);
    const [after] = await ctx.database.db
      .select({ at: eventRegistrations.attendedAt })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.userId, seated.userId));
    expect(after?.at?.getTime()).toBe(before?.at?.getTime());
  });

  it('refuses everyone else, members not registered, unknown events and answers that are not yes or no', async () => {
    const organiser = await member();
    const event = await createEvent(organiser.token);
    const attendee = await member();
    await register(attendee.token, event._id);
    await ctx.database.db
      .update(events)
      .set({ date: daysFromToday(-2) })
      .where(eq(events.id, event._id));
    const stranger = await member();
    for (const refused of [
      await mark(event._id, attendee.userId, { attended: true }, stranger.token),
      await mark(event._id, attendee.userId, { attended: true }, attendee.token),
      await sheet(event._id, stranger.token),
    ]) {
      expect([refused.statusCode, refused.json().message]).toEqual([
        403,
        'Only the organiser of this event or an admin can see who came and mark it.',
      ]);
    }
    expect((await mark(event._id, attendee.userId, { attended: true })).statusCode).toBe(401);
    const notRegistered = await mark(event._id, stranger.userId, { attended: true }, organiser.token);
    expect([notRegistered.statusCode, notRegistered.json().message]).toEqual([
      404,
      'This member is not registered for this event.',
    ]);
    expect((await mark(event._id, 'not-an-id', { attended: true }, organiser.token)).statusCode).toBe(404);
    const unknownEvent = await mark(crypto.randomUUID(), attendee.userId, { attended: true }, organiser.token);
    expect([unknownEvent.statusCode, unknownEvent.json().message]).toEqual([404, 'Event not found.']);
    const bad = await mark(event._id, attendee.userId, { attended: 'yes' }, organiser.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map(pathAndMessage)).toEqual([
      { path: 'attended', message: 'Attended must be true or false' },
    ]);
    const [row] = await ctx.database.db
      .select({ at: eventRegistrations.attendedAt })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.userId, attendee.userId));
    expect(row?.at).toBeNull();
  });
});

describe('the attendee sheet, read by a CSV parser', () => {
  it('holds one record per registrant whatever their names hold: line breaks, quotes and commas stay inside their cell (issue 28)', async () => {
    const organiser = await member();
    const event = await createEvent(organiser.token);
    const names = ['Ria "Rii" Sen,\r\nInjected,Row,,,,,,', "\r\n=cmd|' /C calc'!A0", 'Plain Name'];
    for (const fullName of names) {
      const someone = await member();
      // Written straight into the database, past the contract that now refuses such names.
      await ctx.database.db.update(users).set({ fullName }).where(eq(users.id, someone.userId));
      await register(someone.token, event._id);
    }
    const response = await requestTo(ctx, endpoints.events.attendeesCsv, {
      params: { id: event._id },
      token: organiser.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const records = parseCsv(response.body) as string[][];
    expect(records).toHaveLength(1 + names.length);
    for (const record of records) expect(record).toHaveLength(8);
    // A cell a spreadsheet would read as a formula (here one starting with a carriage return) gets a '.
    expect(records.slice(1).map((record) => record[0])).toEqual([names[0], `'${names[1]}`, names[2]]);
  });
});

describe('past events', () => {
  it('lists events before today, latest first, paginated, and never an upcoming one', async () => {
    const organiser = await member();
    const upcoming = await createEvent(organiser.token, { title: 'Still to come' });
    const past: string[] = [];
    for (const days of [-30, -2, -400]) {
      const event = await createEvent(organiser.token, { title: `Past ${days}` });
      await ctx.database.db
        .update(events)
        .set({ date: daysFromToday(days) })
        .where(eq(events.id, event._id));
      past.push(event._id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await requestTo(ctx, endpoints.events.past, {
        query: { limit: 2, cursor: cursor ?? undefined },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      seen.push(...body.data.map((event: { _id: string }) => event._id));
      cursor = body.meta.nextCursor;
    } while (cursor);
    expect(seen).not.toContain(upcoming._id);
    const ours = seen.filter((id) => past.includes(id));
    expect(ours).toEqual([past[1], past[0], past[2]]);
    const upcomingList = (await requestTo(ctx, endpoints.events.list, { query: { limit: 100 } })).json();
    expect(upcomingList.data.map((event: { _id: string }) => event._id)).not.toContain(past[0]);
  });
});

describe('the member’s own profile', () => {
  it('shows events participation from real registrations', async () => {
    const organiser = await member();
    const attendee = await member();
    const profile = async () => (await requestTo(ctx, endpoints.profile.mine, { token: attendee.token })).json().data;
    expect((await profile()).eventsParticipation).toEqual({ upcoming: 0, past: 0 });
    const [first, second, third] = [
      await createEvent(organiser.token),
      await createEvent(organiser.token),
      await createEvent(organiser.token, { capacity: 1 }),
    ];
    for (const event of [first, second]) await register(attendee.token, event?._id ?? '');
    await register(organiser.token, third?._id ?? '');
    // On a waiting list is not participation.
    expect((await register(attendee.token, third?._id ?? '')).json().data.status).toBe('waitlisted');
    await ctx.database.db
      .update(events)
      .set({ date: daysFromToday(-5) })
      .where(eq(events.id, first?._id ?? ''));
    expect((await profile()).eventsParticipation).toEqual({ upcoming: 1, past: 1 });
  });
});

describe('telling the registrants', () => {
  it('tells everyone registered when the event is deleted, and the one who moves up, in the change’s transaction', async () => {
    const told: RegistrationNews[] = [];
    const service = createEventService({
      db: ctx.database.db,
      timeZone: 'Asia/Kolkata',
      chapters: createChapterService({ db: ctx.database.db }),
      images: { setCover: async () => {} },
      pictureUrl: pictureUrlsUnder(null),
      contactRequests: {
        emailsSharedWith: (viewerId, ownerIds) => emailsSharedWith(ctx.database.db, viewerId, ownerIds),
      },
      tell: async (_tx, news) => {
        told.push(news);
      },
    });
    const organiser = await member();
    const [a, b, c] = [await member(), await member(), await member()];
    const event = await createEvent(organiser.token, { capacity: 1, title: 'Alumni cricket' });
    for (const person of [a, b, c]) await service.register(event._id, person.userId);
    await service.cancel(event._id, a.userId);
    const summary = { id: event._id, title: 'Alumni cricket', date: daysFromToday(10), time: '10:00' };
    expect(told).toEqual([{ kind: 'moved-up', event: summary, userIds: [b.userId] }]);
    // Leaving the waiting list moves nobody up.
    await service.cancel(event._id, c.userId);
    expect(told).toHaveLength(1);
    await service.register(event._id, c.userId);
    await service.remove(event._id, organiser.userId);
    expect(told[1]).toMatchObject({ kind: 'event-cancelled', event: summary });
    expect([...(told[1]?.userIds ?? [])].sort()).toEqual([b.userId, c.userId].sort());
    expect((await requestTo(ctx, endpoints.events.one, { params: { id: event._id } })).statusCode).toBe(404);
  });
});

describe('a member who deletes their account', () => {
  it('gives their seat to the first waiting, and their upcoming events’ registrants are told', async () => {
    const told: RegistrationNews[] = [];
    const service = createEventService({
      db: ctx.database.db,
      timeZone: 'Asia/Kolkata',
      chapters: createChapterService({ db: ctx.database.db }),
      images: { setCover: async () => {} },
      pictureUrl: pictureUrlsUnder(null),
      contactRequests: {
        emailsSharedWith: (viewerId, ownerIds) => emailsSharedWith(ctx.database.db, viewerId, ownerIds),
      },
      tell: async (_tx, news) => {
        told.push(news);
      },
    });
    const organiser = await member();
    const leaver = await member();
    const waiting = await member();
    const full = await createEvent(organiser.token, { capacity: 1 });
    const theirs = await createEvent(leaver.token, { title: 'The leaver’s talk' });
    await register(leaver.token, full._id);
    await register(waiting.token, full._id);
    await register(waiting.token, theirs._id);
    await inTransaction(ctx.database.db, (tx) => service.releaseMember(tx, leaver.userId));
    expect(told).toEqual([
      expect.objectContaining({ kind: 'event-cancelled', userIds: [waiting.userId] }),
      expect.objectContaining({ kind: 'moved-up', userIds: [waiting.userId] }),
    ]);
    expect(await statusOf(waiting.token, full._id)).toBe('going');
  });

  it('through the API: the waiting list moves up, and the data export lists one’s registrations first', async () => {
    const organiser = await member();
    const leaver = await member();
    const waiting = await member();
    const event = await createEvent(organiser.token, { capacity: 1, title: 'Exported dinner' });
    await register(leaver.token, event._id);
    await register(waiting.token, event._id);
    const exported = await requestTo(ctx, endpoints.account.exportData, { token: leaver.token });
    expect(exported.json().data.eventRegistrations).toEqual([
      expect.objectContaining({ eventId: event._id, title: 'Exported dinner', status: 'going' }),
    ]);
    const deleted = await requestTo(ctx, endpoints.account.remove, {
      token: leaver.token,
      payload: { password: leaver.body.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await eraseDueAccounts(ctx);
    expect(await statusOf(waiting.token, event._id)).toBe('going');
    expect(await counts(event._id)).toEqual({ capacity: 1, going: 1, waitlisted: 0 });
  });
});

describe('the link to join an online event', () => {
  const LINK = 'https://meet.example.org/reunion';
  const linkOf = async (id: string, token?: string) => {
    const event = await requestTo(ctx, endpoints.events.one, { params: { id } });
    const own = token ? await requestTo(ctx, endpoints.events.registration, { params: { id }, token }) : null;
    return { shared: event.json().data.linkToJoin as string | null, own: own?.json().data.linkToJoin ?? null };
  };
  const icsOf = async (id: string) =>
    (await requestTo(ctx, endpoints.events.ics, { params: { id } })).body.replace(/\r\n[ \t]/g, '');

  it('goes to everyone for an online event without a seat limit; an in-person event has none to join', async () => {
    const organiser = await member();
    const open = await createEvent(organiser.token, { online: true, linkToJoin: LINK });
    expect(await linkOf(open._id)).toEqual({ shared: LINK, own: null });
    expect(await icsOf(open._id)).toContain(LINK);
    const inPerson = await createEvent(organiser.token, { online: false, linkToJoin: 'https://maps.example.org/hall' });
    const body = (await requestTo(ctx, endpoints.events.one, { params: { id: inPerson._id } })).json().data;
    expect(body).toMatchObject({ online: false, linkToJoin: null });
    expect(await icsOf(inPerson._id)).not.toContain('maps.example.org');
    // The organiser still has the link, to edit it.
    expect((await linkOf(inPerson._id, organiser.token)).own).toBe('https://maps.example.org/hall');
  });

  it('reaches only members holding a seat when the event has seats: not visitors, pending members or the waiting list', async () => {
    const organiser = await member();
    const event = await createEvent(organiser.token, { online: true, linkToJoin: LINK, capacity: 1 });
    const [seated, waiting, pending, other] = await Promise.all([member(), member(), member('pending'), member()]);
    const registered = await register(seated.token, event._id);
    expect(registered.json().data).toEqual({ status: 'going', linkToJoin: LINK });
    const queued = await register(waiting.token, event._id);
    expect(queued.json().data).toEqual({ status: 'waitlisted', linkToJoin: null });

    // The shared answer (kept and given to every viewer) keeps the field, empty.
    expect((await linkOf(event._id)).shared).toBeNull();
    // Other tests' events share its date, so it may be on any page of the list: walk them all.
    const listed: { _id: string; linkToJoin: string | null }[] = [];
    let cursor: string | null = null;
    do {
      const response = await requestTo(ctx, endpoints.events.list, {
        query: { limit: 50, cursor: cursor ?? undefined },
      });
      const body = response.json();
      listed.push(...body.data);
      cursor = body.meta.nextCursor;
    } while (cursor);
    const inList = listed.find((item) => item._id === event._id);
    expect(inList).toBeDefined();
    expect(inList?.linkToJoin).toBeNull();
    expect(await icsOf(event._id)).not.toContain(LINK);

    expect((await linkOf(event._id, seated.token)).own).toBe(LINK);
    for (const viewer of [waiting, pending, other]) expect((await linkOf(event._id, viewer.token)).own).toBeNull();
    expect((await linkOf(event._id, organiser.token)).own).toBe(LINK);

    // The seat holder leaves: the first waiting moves up and now has the link.
    expect((await cancel(seated.token, event._id)).json().data).toEqual({ status: null, linkToJoin: null });
    expect((await linkOf(event._id, waiting.token)).own).toBe(LINK);
  });

  it('says an event is online when the original client sends no online field and the location says so', async () => {
    const organiser = await member();
    const online = await createEvent(organiser.token, { location: 'Online (Zoom)' });
    const inPerson = await createEvent(organiser.token, { location: 'Main auditorium' });
    const read = async (id: string) => (await requestTo(ctx, endpoints.events.one, { params: { id } })).json().data;
    expect(await read(online._id)).toMatchObject({ online: true });
    expect(await read(inPerson._id)).toMatchObject({ online: false, linkToJoin: null });
    // An edit without the field keeps it.
    const edited = await requestTo(ctx, endpoints.events.update, {
      params: { id: online._id },
      token: organiser.token,
      payload: { ...eventBody(), location: 'Main auditorium' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ online: true });
  });
});

describe('calendar feeds', () => {
  const parse = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    return calendar.getAllSubcomponents('vevent').map((event) => ({
      uid: String(event.getFirstPropertyValue('uid')),
      summary: String(event.getFirstPropertyValue('summary')),
      status: String(event.getFirstPropertyValue('status')),
      start: new ICAL.Event(event).startDate.toString(),
    }));
  };

  it('publishes every upcoming event as valid iCalendar, cacheable, without a sign-in', async () => {
    const organiser = await member();
    const upcoming = await createEvent(organiser.token, { title: 'Feed reunion', time: '18:45' });
    const past = await createEvent(organiser.token, { title: 'Feed past' });
    await ctx.database.db
      .update(events)
      .set({ date: daysFromToday(-3) })
      .where(eq(events.id, past._id));
    const response = await requestTo(ctx, endpoints.events.publicCalendar);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const entries = parse(response.body);
    const ours = entries.find((entry) => entry.uid.startsWith(upcoming._id));
    expect(ours).toMatchObject({ summary: 'Feed reunion', status: 'CONFIRMED' });
    expect(ours?.start).toBe(`${daysFromToday(10)}T18:45:00`);
    expect(entries.some((entry) => entry.uid.startsWith(past._id))).toBe(false);
  });

  it('gives each member a private feed of their registrations at a secret address; a new address ends the old one', async () => {
    const organiser = await member();
    const attendee = await member();
    const full = await createEvent(organiser.token, { capacity: 1, title: 'Full dinner' });
    const open = await createEvent(organiser.token, { title: 'Open talk' });
    const other = await createEvent(organiser.token, { title: 'Not mine' });
    await register(organiser.token, full._id);
    await register(attendee.token, full._id);
    await register(attendee.token, open._id);

    const feedOf = (token: string) => requestTo(ctx, endpoints.events.calendarFeed, { token });
    const makeFeed = (token: string) => requestTo(ctx, endpoints.events.resetCalendarFeed, { token });
    // The address as the answer writes it for a calendar app: literal on purpose.
    const feedAddress = new RegExp(`^${PUBLIC_URL}/api/v1/calendar/feed/[A-Za-z0-9_-]{43}\\.ics$`);

    expect((await requestTo(ctx, endpoints.events.calendarFeed)).statusCode).toBe(401);
    const none = await feedOf(attendee.token);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.headers['cache-control']).toBe('private, no-store');
    // Reading changes nothing: no feed until the member makes one.
    expect(none.json().data).toEqual({ createdAt: null });
    expect(await ctx.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, attendee.userId))).toEqual(
      [],
    );

    const made = await makeFeed(attendee.token);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.headers['cache-control']).toBe('private, no-store');
    const { url, createdAt } = made.json().data as { url: string; createdAt: string };
    expect(url).toMatch(feedAddress);
    expect(Number.isNaN(Date.parse(createdAt))).toBe(false);
    // Afterwards only when it was made is answered: the address is not kept.
    expect((await feedOf(attendee.token)).json().data).toEqual({ createdAt });
    const path = url.slice(PUBLIC_URL.length);
    const feed = await ctx.request({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const entries = parse(feed.body);
    expect(entries).toHaveLength(2);
    expect(entries.find((entry) => entry.uid.startsWith(open._id))).toMatchObject({
      summary: 'Open talk',
      status: 'CONFIRMED',
    });
    expect(entries.find((entry) => entry.uid.startsWith(full._id))).toMatchObject({
      summary: 'Full dinner (waiting list)',
      status: 'TENTATIVE',
    });
    expect(entries.some((entry) => entry.uid.startsWith(other._id))).toBe(false);

    // Another member gets their own feed, never this one, and it lists only their registrations.
    const stranger = await member();
    const theirUrl = (await makeFeed(stranger.token)).json().data.url as string;
    expect(theirUrl).not.toBe(url);
    const theirFeed = await ctx.request({ method: 'GET', url: theirUrl.slice(PUBLIC_URL.length) });
    expect(theirFeed.statusCode).toBe(200);
    expect(parse(theirFeed.body)).toEqual([]);

    const again = await makeFeed(attendee.token);
    expect(again.statusCode).toBe(200);
    const newUrl = again.json().data.url as string;
    expect(newUrl).toMatch(feedAddress);
    const newPath = newUrl.slice(PUBLIC_URL.length);
    expect(newPath).not.toBe(path);
    expect((await ctx.request({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: newPath })).statusCode).toBe(200);
    expect((await feedOf(attendee.token)).json().data).toEqual({ createdAt: again.json().data.createdAt });
    expect((await ctx.request({ method: 'GET', url: theirUrl.slice(PUBLIC_URL.length) })).statusCode).toBe(200);
    expect(
      (await requestTo(ctx, endpoints.events.privateCalendar, { params: { file: 'not-a-feed.ics' } })).statusCode,
    ).toBe(400);
  });

  it('keeps only a hash of the feed’s secret: the database holds nothing that opens it', async () => {
    const someone = await member();
    const made = await requestTo(ctx, endpoints.events.resetCalendarFeed, { token: someone.token });
    const secret = /\/feed\/([A-Za-z0-9_-]{43})\.ics$/.exec(made.json().data.url)?.[1] as string;
    expect(secret).toHaveLength(43);
    const rows = await ctx.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, someone.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    // The whole row as text: the secret is in no column.
    const holding = await ctx.database.db
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .where(sql`strpos(${calendarFeeds}::text, ${secret}) > 0`);
    expect(holding).toEqual([]);
  });

  it('keeps one feed when new addresses are made at once: the last one made works, no other', async () => {
    const someone = await member();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => requestTo(ctx, endpoints.events.resetCalendarFeed, { token: someone.token })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await ctx.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, someone.userId));
    expect(rows).toHaveLength(1);
    const opened = await Promise.all(
      answers.map(
        async (answer) =>
          (await ctx.request({ method: 'GET', url: (answer.json().data.url as string).slice(PUBLIC_URL.length) }))
            .statusCode,
      ),
    );
    expect(opened.sort()).toEqual([200, 404, 404, 404, 404, 404]);
  });
});

describe('a suspended member’s seats', () => {
  it('go to the waiting list when an admin suspends the member, and those who move up are told', async () => {
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const organiser = await member();
    const suspended = await member();
    const waiting = await member();
    const full = await createEvent(organiser.token, { capacity: 1, title: 'Seat to free' });
    const other = await createEvent(organiser.token, { capacity: 1, title: 'Place in line to free' });
    expect((await register(suspended.token, full._id)).json().data.status).toBe('going');
    expect((await register(waiting.token, full._id)).json().data.status).toBe('waitlisted');
    expect((await register(waiting.token, other._id)).json().data.status).toBe('going');
    expect((await register(suspended.token, other._id)).json().data.status).toBe('waitlisted');

    const suspend = await requestTo(ctx, endpoints.admin.suspend, {
      params: { id: suspended.userId },
      token: admin.token,
      payload: { reason: 'Spam' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);

    expect(await counts(full._id)).toMatchObject({ going: 1, waitlisted: 0 });
    expect(await statusOf(waiting.token, full._id)).toBe('going');
    expect(await counts(other._id)).toMatchObject({ going: 1, waitlisted: 0 });
    const left = await ctx.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.userId, suspended.userId));
    expect(left).toEqual([]);
    const notices = await requestTo(ctx, endpoints.notifications.list, { token: waiting.token });
    expect(notices.statusCode, notices.body).toBe(200);
    expect(notices.json().data).toEqual([
      expect.objectContaining({ kind: 'event.moved-up', link: `/events/${full._id}` }),
    ]);
  });
});
