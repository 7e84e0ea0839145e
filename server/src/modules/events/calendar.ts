import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar } from 'ical-generator';
import type { EventRow } from '../../db/schema.js';

/**
 * One event as an iCalendar file (RFC 5545). The start is the event's wall-clock time with a
 * TZID and the matching VTIMEZONE, so calendars show it at the right hour wherever they are.
 */
export function eventToICalendar(
  row: EventRow,
  options: { timeZone: string; productName: string; uidDomain: string; eventUrl: string },
): string {
  const calendar = new ICalCalendar({
    prodId: { company: options.productName, product: 'Events', language: 'EN' },
    name: row.title,
  });
  // No calendar-wide zone: DTSTAMP then stays in UTC as the RFC requires; the event carries its own.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: `${row.id}@${options.uidDomain}`,
    // A local date-time string: ical-generator writes it unchanged beside the TZID.
    start: `${row.date}T${row.time}:00`,
    timezone: options.timeZone,
    stamp: row.updatedAt,
    summary: row.title,
    location: row.location,
    description: `${row.description}\n\nJoin: ${row.linkToJoin}\nContact: ${row.contactEmail}`,
    url: options.eventUrl,
    organizer: { name: row.presenterName ?? row.contactEmail, email: row.contactEmail },
  });
  // RFC 5545 ends every content line, the last included, with CRLF.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
