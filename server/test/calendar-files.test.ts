import { endpoints } from '@alumni/contract';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { insertEvent } from './factories.js';
import { daysFromToday, eventBody, quickUser, requestTo, urlFor, useTestApp } from './harness.js';

/**
 * Every calendar file the portal writes (the public feed, one event's file, a member's private
 * feed), read by a real iCalendar parser (ical.js): each holds one calendar with exactly the
 * events it should, whatever text the events hold. The hostile event is written straight into
 * the database, past the contract that now refuses its line breaks, so the writer's own escaping
 * is what is tested (issue 28: an event title wrote a second event into its calendar file).
 */
const ctx = useTestApp();

const INJECTED_EVENT = [
  'BEGIN:VEVENT',
  'UID:injected@evil.example',
  'DTSTAMP:20260101T000000Z',
  'DTSTART:20300101T100000Z',
  'SUMMARY:Re-verify your account',
  'URL:https://evil.example/verify',
  'END:VEVENT',
].join('\r\n');

/** Each one-line text of an event trying to end its line and start a property or an event of its own. */
const HOSTILE = {
  title: `Alumni meet\r\n${INJECTED_EVENT}\r\nX-WR-CALNAME:Official`,
  location: 'Hall 2\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Second\r\nUID:second@evil.example',
  category: 'Meetup\nATTACH:https://evil.example/x.exe',
  presenterName: 'Host"\r\nATTENDEE:mailto:victim@example.org\u000b\u001b[2J',
  description: 'Line one\r\nEND:VCALENDAR\r\nBEGIN:VCALENDAR\u0007\tTabbed\nLast line',
};

/** A description in Markdown (decision 0060): the file holds its words, not its syntax. */
const MARKDOWN_DESCRIPTION =
  '## Programme\n\n- **Talks** in [the hall](https://example.org/hall)\n- _Dinner_ ![Lawn](/uploads/x-1280.webp)';

interface ParsedCalendar {
  calendars: number;
  name: string | null;
  events: { uid: string; summary: string; location: string; description: string; organizer: string | null }[];
}

function parseCalendar(text: string): ParsedCalendar {
  const parsed = ICAL.parse(text);
  // One VCALENDAR is one array ['vcalendar', …]; several come back as an array of them.
  const roots = (typeof parsed[0] === 'string' ? [parsed] : parsed) as unknown[][];
  const calendar = new ICAL.Component(roots[0] as unknown[]);
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return {
    calendars: roots.length,
    name: name === null ? null : String(name),
    events: calendar.getAllSubcomponents('vevent').map((event) => {
      const organizer = event.getFirstProperty('organizer');
      return {
        uid: String(event.getFirstPropertyValue('uid')),
        summary: String(event.getFirstPropertyValue('summary')),
        location: String(event.getFirstPropertyValue('location')),
        description: String(event.getFirstPropertyValue('description')),
        organizer: organizer ? String(organizer.getParameter('cn')) : null,
      };
    }),
  };
}

/** The file's text holds no control character a content line may not (RFC 5545 3.1: CRLF ends lines, HTAB is text). */
function expectOnlyWritableCharacters(text: string) {
  const withoutLineEnds = text.replaceAll('\r\n', '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this check's purpose.
  expect(withoutLineEnds).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
  // Every line is a property (NAME[;PARAM…]:VALUE) or a folded continuation.
  for (const line of text.split('\r\n').slice(0, -1)) expect(line).toMatch(/^( |[A-Za-z0-9-]+[;:])/);
}

describe('every calendar file, read by an iCalendar parser', () => {
  it('holds exactly its events, the hostile one as plain text, in the public feed, one event’s file and the private feed', async () => {
    const organiser = await quickUser(ctx, { verification: 'verified' });
    const attendee = await quickUser(ctx, { verification: 'verified' });
    const plain = await requestTo(ctx, endpoints.events.create, {
      token: organiser.token,
      payload: eventBody({ description: MARKDOWN_DESCRIPTION }),
    });
    expect(plain.statusCode, plain.body).toBe(201);
    const plainId = plain.json().data._id as string;
    const hostile = await insertEvent(ctx, { ...HOSTILE, date: daysFromToday(20), createdBy: organiser.userId });
    const past = await insertEvent(ctx, { title: 'Long ago', date: daysFromToday(-30), createdBy: organiser.userId });
    const hostileId = hostile.id;
    for (const id of [plainId, hostileId]) {
      const registration = await requestTo(ctx, endpoints.events.register, { params: { id }, token: attendee.token });
      expect(registration.statusCode, registration.body).toBe(200);
    }

    // The feed's address is in the answer that makes it, and nowhere else (decision 0039).
    const feedAddress = await requestTo(ctx, endpoints.events.resetCalendarFeed, { token: attendee.token });
    expect(feedAddress.statusCode, feedAddress.body).toBe(200);
    const privateFeedPath = new URL(feedAddress.json().data.url as string, 'http://localhost').pathname;

    const files = {
      // First the file the attack used: the event's title is its calendar's name.
      'one event’s file': { url: urlFor(endpoints.events.ics, { id: hostileId }), ids: [hostileId] },
      'public feed': { url: urlFor(endpoints.events.publicCalendar), ids: [plainId, hostileId] },
      'private feed': { url: privateFeedPath, ids: [plainId, hostileId] },
    };
    for (const [file, { url, ids }] of Object.entries(files)) {
      const response = await ctx.request({ method: 'GET', url });
      expect(response.statusCode, `${file}: ${response.body}`).toBe(200);
      expect(response.headers['content-type'], file).toBe('text/calendar; charset=utf-8');
      expectOnlyWritableCharacters(response.body);
      const calendar = parseCalendar(response.body);
      expect(calendar.calendars, file).toBe(1);
      expect(calendar.events.map((event) => event.uid.split('@')[0]).sort(), file).toEqual([...ids].sort());
      expect(calendar.events.map((event) => event.uid).join(' '), file).not.toContain(past.id);

      const written = calendar.events.find((event) => event.uid.startsWith(hostileId));
      // One-line texts read back on one line, every word of the attempt kept as text.
      expect(written?.summary, file).toBe(HOSTILE.title.replace(/\s+/g, ' '));
      expect(written?.location, file).toBe(HOSTILE.location.replace(/\s+/g, ' '));
      expect(written?.organizer, file).toBe('Host" ATTENDEE:mailto:victim@example.org [2J');
      // A description keeps its lines (read back as LF) and its tab; the bell is gone.
      expect(
        written?.description.startsWith('Line one\nEND:VCALENDAR\nBEGIN:VCALENDAR \tTabbed\nLast line\n'),
        file,
      ).toBe(true);
    }

    const markdown = parseCalendar(
      (await ctx.request({ method: 'GET', url: urlFor(endpoints.events.ics, { id: plainId }) })).body,
    );
    expect(markdown.events[0]?.description).toMatch(
      /^Programme\n\n• Talks in the hall \(https:\/\/example\.org\/hall\)\n• Dinner Lawn\n\n/,
    );

    // One event's file is named after the event: the name too is one line of text.
    const single = await requestTo(ctx, endpoints.events.ics, { params: { id: hostileId } });
    expect(parseCalendar(single.body).name).toBe(HOSTILE.title.replace(/\s+/g, ' '));
  });
});
