import { endpoints } from '@alumni/contract';
import { urlOf } from '@/lib/api';

/** The event as an iCalendar file; the browser downloads it from a plain link. */
export function eventCalendarUrl(id: string): string {
  return urlOf(endpoints.events.ics, { params: { id } });
}
