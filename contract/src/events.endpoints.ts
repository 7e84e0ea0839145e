import type { ChapterListQuery } from './chapters.js';
import type { Endpoint } from './endpoint.js';
import type {
  AlumniEvent,
  AttendanceInput,
  Attendee,
  CalendarFeed,
  CalendarFeedAddress,
  EventInput,
  Registrant,
  RegistrantParams,
  Registration,
} from './events.js';
import type { IdParams, PageQuery } from './pagination.js';

/** The events' endpoints; the paths are the original portal's, which its client still calls. */
export const list = 'GET /api/v1/user/event/showAllEvents' as Endpoint<{
  cached: true;
  query: ChapterListQuery;
  page: AlumniEvent;
}>;
export const past = 'GET /api/v1/user/event/pastEvents' as Endpoint<{
  cached: true;
  query: ChapterListQuery;
  page: AlumniEvent;
}>;
export const mine = 'GET /api/v1/user/event/userEvent' as Endpoint<{ query: PageQuery; page: AlumniEvent }>;
export const one = 'GET /api/v1/user/event/:id' as Endpoint<{ cached: true; params: IdParams; data: AlumniEvent }>;
/** One event as an iCalendar file ("Add to calendar"). */
export const ics = 'GET /api/v1/user/event/:id/ics' as Endpoint<{ params: IdParams; raw: string }>;
export const create = 'POST /api/v1/user/event/createEvent' as Endpoint<{ body: EventInput; data: AlumniEvent }>;
export const update = 'PUT /api/v1/user/event/:id' as Endpoint<{
  params: IdParams;
  body: EventInput;
  data: AlumniEvent;
}>;
export const remove = 'DELETE /api/v1/user/event/:id' as Endpoint<{ params: IdParams; data: null }>;
export const registration = 'GET /api/v1/user/event/:id/registration' as Endpoint<{
  params: IdParams;
  data: Registration;
}>;
export const register = 'POST /api/v1/user/event/:id/registration' as Endpoint<{
  params: IdParams;
  data: Registration;
}>;
export const cancelRegistration = 'DELETE /api/v1/user/event/:id/registration' as Endpoint<{
  params: IdParams;
  data: Registration;
}>;
export const attendees = 'GET /api/v1/user/event/:id/attendees' as Endpoint<{
  params: IdParams;
  query: PageQuery;
  page: Attendee;
}>;
/** Everyone registered, as a CSV file for the organiser and admins. */
export const attendeesCsv = 'GET /api/v1/user/event/:id/attendees.csv' as Endpoint<{ params: IdParams; raw: string }>;
/** Everyone registered, with whether they came: the organiser's (and admins') attendee sheet. */
export const registrants = 'GET /api/v1/user/event/:id/registrants' as Endpoint<{
  params: IdParams;
  query: PageQuery;
  page: Registrant;
}>;
/** The organiser (or an admin) marks a registered member as having come, or not, once the event has started. */
export const markAttendance = 'PUT /api/v1/user/event/:id/registrants/:userId/attendance' as Endpoint<{
  params: RegistrantParams;
  body: AttendanceInput;
  data: Registrant;
}>;
/** Every upcoming event as a public iCalendar feed. */
export const publicCalendar = 'GET /api/v1/calendar/events.ics' as Endpoint<{ raw: string }>;
export const calendarFeed = 'GET /api/v1/calendar/me' as Endpoint<{ data: CalendarFeed }>;
export const resetCalendarFeed = 'POST /api/v1/calendar/me/reset' as Endpoint<{ data: CalendarFeedAddress }>;
/** A member's private feed at its secret address: `file` is the secret followed by `.ics`. */
export const privateCalendar = 'GET /api/v1/calendar/feed/:file' as Endpoint<{ params: { file: string }; raw: string }>;
