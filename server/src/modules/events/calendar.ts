import type { Language } from '@alumni/contract';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import type { EventRow } from '../../db/schema.js';
import { wordIn } from '../../i18n/words.js';
import { markdownToPlainText } from '../../lib/markdown-text.js';
import { mayJoinOnline } from '../../lib/policy.js';

/** What a calendar says around the events' own texts, in one language (the server's catalogue, server/src/i18n). */
function calendarWordsIn(language: Language) {
  return {
    events: wordIn(language, 'calendar.events'),
    myEvents: wordIn(language, 'calendar.my_events'),
    waitingList: wordIn(language, 'calendar.waiting_list'),
    join: wordIn(language, 'calendar.join'),
    contact: wordIn(language, 'calendar.contact'),
  };
}

/** What a calendar says around the events' own texts, in the reader's language (decision 0032). */
export const CALENDAR_WORDS: Record<Language, ReturnType<typeof calendarWordsIn>> = {
  en: calendarWordsIn('en'),
  bn: calendarWordsIn('bn'),
};

interface CalendarOptions {
  timeZone: string;
  productName: string;
  language: Language;
  uidDomain: string;
  /** The event's page on the portal. */
  eventUrl: (id: string) => string;
}

/**
 * One entry of a calendar; `seat` is the member's place in their private feed (a waiting-list place
 * is marked), none in the public calendars. The link to join is written only where it is the
 * reader's (decision 0042).
 */
export interface CalendarEntry {
  event: EventRow;
  seat?: 'going' | 'waitlisted';
}

/**
 * Control characters iCalendar text may not hold (RFC 5545 3.3.11: TEXT has no CONTROL but HTAB).
 * Line breaks are not among them: ical-generator escapes those as `\n` in the values it escapes.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const UNWRITABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Text for a value that may span lines (a description): only the characters iCalendar cannot carry go. */
function writable(value: string): string {
  return value.replace(UNWRITABLE, ' ');
}

/**
 * Text for a one-line value (a title, a place, a name): line breaks and control characters become
 * spaces. The contract refuses them in these fields; rows written before it, or by hand, may
 * still hold them.
 */
function oneLine(value: string): string {
  return writable(value)
    .replace(/[\s\u0085\u2028\u2029]+/g, ' ')
    .trim();
}

/**
 * A TEXT value escaped by RFC 5545 3.3.11, for the properties ical-generator writes exactly as
 * given: the calendar's NAME and X-WR-CALNAME and the PRODID. Unescaped, an event title used as
 * the calendar's name wrote a whole second event into the file (issue 28).
 */
function escapedText(value: string): string {
  return oneLine(value).replace(/[\\;,]/g, (character) => `\\${character}`);
}

/**
 * Events as an iCalendar file (RFC 5545). Each start is the event's wall-clock time with a TZID
 * and the matching VTIMEZONE, so calendars show it at the right hour wherever they are.
 */
export function eventsToICalendar(entries: CalendarEntry[], name: string, options: CalendarOptions): string {
  const words = CALENDAR_WORDS[options.language];
  const calendar = new ICalCalendar({
    prodId: {
      company: escapedText(options.productName),
      product: 'Events',
      language: options.language.toUpperCase(),
    },
    name: escapedText(name),
  });
  // No calendar-wide zone: DTSTAMP then stays in UTC as the RFC requires; each event carries its own.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const { event: row, seat = null } of entries) {
    const waitlisted = seat === 'waitlisted';
    const join = mayJoinOnline(row, seat) ? `${words.join}: ${oneLine(row.linkToJoin)}\n` : '';
    calendar.createEvent({
      id: `${row.id}@${options.uidDomain}`,
      // A local date-time string: ical-generator writes it unchanged beside the TZID.
      start: `${row.date}T${row.time}:00`,
      timezone: options.timeZone,
      stamp: row.updatedAt,
      // Every value from an event passes through writable or oneLine; ical-generator then escapes it.
      summary: oneLine(waitlisted ? `${row.title} (${words.waitingList})` : row.title),
      status: waitlisted ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      location: oneLine(row.location),
      description: writable(
        `${markdownToPlainText(row.description, { linkTargets: true })}\n\n${join}${words.contact}: ${oneLine(row.contactEmail)}`,
      ),
      url: options.eventUrl(row.id),
      organizer: { name: oneLine(row.presenterName ?? row.contactEmail), email: oneLine(row.contactEmail) },
    });
  }
  // RFC 5545 ends every content line, the last included, with CRLF.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** One event, for "Add to calendar". */
export function eventToICalendar(row: EventRow, options: CalendarOptions): string {
  return eventsToICalendar([{ event: row }], row.title, options);
}
