import { endpoints, todayIn } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { insertEvent } from './factories.js';
import { daysFromToday, eventBody, pathAndMessage, requestTo, signUp, useTestApp } from './harness.js';

const ctx = useTestApp();
const TIME_ZONE = 'Asia/Kolkata';

const create = (token: string | undefined, payload: object) =>
  requestTo(ctx, endpoints.events.create, { payload, token });

async function createEvent(token: string, overrides: Record<string, unknown> = {}) {
  const response = await create(token, eventBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; date: string; time: string };
}

async function allUpcomingIds(limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await requestTo(ctx, endpoints.events.list, { query: { limit, cursor: cursor || undefined } });
    expect(response.statusCode, response.body).toBe(200);
    ids.push(...response.json().data.map((event: { _id: string }) => event._id));
    cursor = response.json().meta.nextCursor;
  } while (cursor);
  return ids;
}

describe('creating events', () => {
  it('creates an event with its presenter as an object', async () => {
    const { token, userId } = await signUp(ctx);
    const body = eventBody({ online: true });
    const response = await create(token, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      online: true,
      title: body.title,
      time: body.time,
      contactEmail: body.contactEmail,
      presenter: { name: body.presenterName, socialMediaLink: body.presenterLink },
      linkToJoin: body.linkToJoin,
      createdBy: userId,
    });
  });

  it('shows who posted an event, by their account’s name, in the list and on its page', async () => {
    const { token, userId } = await signUp(ctx, { fullName: 'Amit Roy' });
    const event = await createEvent(token, { presenterName: 'The Chancellor' });
    const poster = { _id: userId, fullName: 'Amit Roy' };
    expect(event).toMatchObject({ poster });
    const page = await requestTo(ctx, endpoints.events.one, { params: { id: event._id } });
    expect(page.json().data).toMatchObject({ presenter: { name: 'The Chancellor' }, poster });
    const list = await requestTo(ctx, endpoints.events.list, { query: { limit: 100 } });
    expect(list.json().data.find((item: { _id: string }) => item._id === event._id)).toMatchObject({ poster });
  });

  it('refuses an anonymous visitor with 401', async () => {
    expect((await create(undefined, eventBody())).statusCode).toBe(401);
  });

  const fields = [
    'title',
    'date',
    'time',
    'location',
    'category',
    'contactEmail',
    'description',
    'linkToJoin',
    'presenterName',
    'presenterLink',
  ];
  it.each(fields)('answers 400 naming %s when it is missing', async (field) => {
    const { token } = await signUp(ctx);
    const body: Record<string, unknown> = eventBody();
    delete body[field];
    const response = await create(token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map(pathAndMessage)).toEqual([
      { path: field, message: expect.stringMatching(/is required$/) },
    ]);
  });

  it.each([
    ['contactEmail', 'not-an-email', /valid e-mail/],
    ['linkToJoin', 'javascript:alert(1)', /http:\/\/ or https:\/\//],
    ['linkToJoin', 'ftp://files.example.org', /http:\/\/ or https:\/\//],
    ['presenterLink', 'www.example.org', /http:\/\/ or https:\/\//],
    ['time', '25:00', /must be a time/],
    ['time', '6 pm', /must be a time/],
    ['date', '2026-13-01', /must be a date/],
    ['date', daysFromToday(-1), /today or later/],
    ['title', 'x'.repeat(201), /at most 200/],
  ])('answers 400 naming %s for %s', async (field, value, message) => {
    const { token } = await signUp(ctx);
    const response = await create(token, eventBody({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map(pathAndMessage)).toEqual([
      { path: field, message: expect.stringMatching(message) },
    ]);
  });

  it('accepts an event today in the institution’s time zone', async () => {
    const { token } = await signUp(ctx);
    const response = await create(token, eventBody({ date: todayIn(TIME_ZONE) }));
    expect(response.statusCode).toBe(201);
  });
});

describe('listing events', () => {
  it('lists only today’s and later events, soonest first, each exactly once across pages', async () => {
    const { token, userId } = await signUp(ctx);
    const past = await insertEvent(ctx, { date: daysFromToday(-1), createdBy: userId });
    const upcoming = [
      await createEvent(token, { date: daysFromToday(3), time: '09:00' }),
      await createEvent(token, { date: daysFromToday(1), time: '20:00' }),
      await createEvent(token, { date: daysFromToday(1), time: '08:00' }),
      await createEvent(token, { date: todayIn(TIME_ZONE), time: '23:59' }),
      await createEvent(token, { date: daysFromToday(30), time: '10:00' }),
    ];
    for (let index = 0; index < 9; index++) upcoming.push(await createEvent(token, { date: daysFromToday(5 + index) }));

    const ids = await allUpcomingIds(4);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(past.id);
    expect(ids).toEqual(expect.arrayContaining(upcoming.map((event) => event._id)));

    const response = await requestTo(ctx, endpoints.events.list, { query: { limit: 100 } });
    const listed = response.json().data as { date: string; time: string }[];
    const keys = listed.map((event) => `${event.date} ${event.time}`);
    expect(keys).toEqual([...keys].sort());
    expect(listed.every((event) => event.date >= todayIn(TIME_ZONE))).toBe(true);
  });

  it('lists one’s own events, past included, behind sign-in', async () => {
    const { token, userId } = await signUp(ctx);
    await insertEvent(ctx, { date: daysFromToday(-40), title: 'Old one', createdBy: userId });
    await createEvent(token, { title: 'New one' });
    const response = await requestTo(ctx, endpoints.events.mine, { token });
    expect(response.json().data.map((event: { title: string }) => event.title)).toEqual(['New one', 'Old one']);
    expect((await requestTo(ctx, endpoints.events.mine)).statusCode).toBe(401);
  });

  it('answers 404 "Event not found." for unknown and malformed ids', async () => {
    for (const id of ['7d3f1c8e-1111-4222-8333-944455556666', 'abc', '1;drop']) {
      for (const suffix of ['', '/ics']) {
        // Literal on purpose: the malformed ids go into the path as written, unencoded.
        const response = await ctx.request({ method: 'GET', url: `/api/v1/user/event/${id}${suffix}` });
        expect(response.statusCode, `${id}${suffix}`).toBe(404);
        expect(response.json().message).toBe('Event not found.');
      }
    }
  });
});

describe('Add to calendar', () => {
  it('returns a valid iCalendar file with the time zone', async () => {
    const { token } = await signUp(ctx);
    const event = await createEvent(token, {
      title: 'Reunion; with commas, and semicolons',
      date: daysFromToday(12),
      time: '18:30',
      location: 'Salt Lake, Kolkata',
      // Long enough to be folded.
      description: 'An evening with alumni of every college, from every batch, and their families.',
    });
    const response = await requestTo(ctx, endpoints.events.ics, { params: { id: event._id } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="event-.+\.ics"$/);
    const rawLines = response.body.split('\r\n');
    expect(rawLines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // Long lines are folded (CRLF + space); unfold before reading the properties.
    const lines = response.body.replaceAll('\r\n ', '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Asia/Kolkata');
    expect(lines).toContain(`UID:${event._id}@localhost`);
    expect(lines).toContain(`DTSTART;TZID=Asia/Kolkata:${event.date.replaceAll('-', '')}T183000`);
    expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(lines).toContain('SUMMARY:Reunion\\; with commas\\, and semicolons');
    expect(lines).toContain('LOCATION:Salt Lake\\, Kolkata');
    expect(lines.find((line) => line.startsWith('URL'))).toMatch(new RegExp(`/events/${event._id}$`));
    expect(lines.some((line) => line.startsWith('DESCRIPTION:An evening with alumni'))).toBe(true);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});

describe('editing and deleting events', () => {
  it('lets the creator edit and delete, and nobody else', async () => {
    const creator = await signUp(ctx);
    const stranger = await signUp(ctx);
    const event = await createEvent(creator.token);
    const params = { id: event._id };

    expect(
      (await requestTo(ctx, endpoints.events.update, { params, payload: eventBody(), token: stranger.token }))
        .statusCode,
    ).toBe(403);
    expect((await requestTo(ctx, endpoints.events.remove, { params, token: stranger.token })).statusCode).toBe(403);

    const edit = await requestTo(ctx, endpoints.events.update, {
      params,
      payload: eventBody({ title: 'Moved online', location: 'Online' }),
      token: creator.token,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ title: 'Moved online', location: 'Online' });

    const intoThePast = await requestTo(ctx, endpoints.events.update, {
      params,
      payload: eventBody({ date: daysFromToday(-2) }),
      token: creator.token,
    });
    expect(intoThePast.statusCode).toBe(400);

    expect((await requestTo(ctx, endpoints.events.remove, { params, token: creator.token })).statusCode).toBe(200);
    expect((await requestTo(ctx, endpoints.events.one, { params })).statusCode).toBe(404);
  });

  it('lets a past event keep its date when edited', async () => {
    const { token, userId } = await signUp(ctx);
    const past = await insertEvent(ctx, { date: daysFromToday(-5), createdBy: userId });
    const response = await requestTo(ctx, endpoints.events.update, {
      params: { id: past.id },
      payload: eventBody({ date: daysFromToday(-5), description: 'Photos added' }),
      token,
    });
    expect(response.statusCode).toBe(200);
  });
});
