import type { Language } from '@alumni/contract';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import type { EventRow } from '../../db/schema.js';
import { mayJoinOnline } from '../../lib/policy.js';

/** What a calendar says around the events' own texts, in the reader's language (decision 0032). */
export const CALENDAR_WORDS: Record<
  Language,
  { events: string; myEvents: string; waitingList: string; join: string; contact: string }
> = {
  en: { events: 'events', myEvents: 'my events', waitingList: 'waiting list', join: 'Join', contact: 'Contact' },
  bn: {
    events: 'অনুষ্ঠান',
    myEvents: 'আমার অনুষ্ঠান',
    waitingList: 'অপেক্ষমাণ তালিকা',
    join: 'যোগ দিন',
    contact: 'যোগাযোগ',
  },
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
 * reader's (decision 0039).
 */
export interface CalendarEntry {
  event: EventRow;
  seat?: 'going' | 'waitlisted';
}

/**
 * Events as an iCalendar file (RFC 5545). Each start is the event's wall-clock time with a TZID
 * and the matching VTIMEZONE, so calendars show it at the right hour wherever they are.
 */
export function eventsToICalendar(entries: CalendarEntry[], name: string, options: CalendarOptions): string {
  const words = CALENDAR_WORDS[options.language];
  const calendar = new ICalCalendar({
    prodId: { company: options.productName, product: 'Events', language: options.language.toUpperCase() },
    name,
  });
  // No calendar-wide zone: DTSTAMP then stays in UTC as the RFC requires; each event carries its own.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const { event: row, seat = null } of entries) {
    const waitlisted = seat === 'waitlisted';
    const join = mayJoinOnline(row, seat) ? `${words.join}: ${row.linkToJoin}\n` : '';
    calendar.createEvent({
      id: `${row.id}@${options.uidDomain}`,
      // A local date-time string: ical-generator writes it unchanged beside the TZID.
      start: `${row.date}T${row.time}:00`,
      timezone: options.timeZone,
      stamp: row.updatedAt,
      summary: waitlisted ? `${row.title} (${words.waitingList})` : row.title,
      status: waitlisted ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      location: row.location,
      description: `${row.description}\n\n${join}${words.contact}: ${row.contactEmail}`,
      url: options.eventUrl(row.id),
      organizer: { name: row.presenterName ?? row.contactEmail, email: row.contactEmail },
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
