import { API_BASE } from '@/lib/api';

/** The event as an iCalendar file; the browser downloads it from a plain link. */
export function eventCalendarUrl(id: string): string {
  return `${API_BASE}/v1/user/event/${encodeURIComponent(id)}/ics`;
}
