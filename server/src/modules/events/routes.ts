import {
  attendanceInputSchema,
  attendeeSchema,
  calendarFeedAddressSchema,
  calendarFeedSchema,
  chapterListQuerySchema,
  endpoints,
  endpointUrl,
  envelope,
  eventInputSchema,
  eventSchema,
  fieldMessage,
  idParamsSchema,
  type Language,
  pageEnvelope,
  pageQuerySchema,
  pathOf,
  registrantParamsSchema,
  registrantSchema,
  registrationSchema,
} from '@alumni/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { sendData, sendPage } from '../../http/envelope.js';
import { pageLanguage } from '../../http/language.js';
import type { RouteDeps } from '../index.js';
import { CALENDAR_WORDS, eventsToICalendar, eventToICalendar } from './calendar.js';

const eventApi = endpoints.events;
const tags = ['events'];
const calendarTags = ['calendar'];
const security = [{ token: [] }];

/** How long calendar apps and proxies may reuse the public feed, in seconds. */
const PUBLIC_FEED_MAX_AGE = 300;

const feedFileSchema = z.object({
  file: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/, {
      error: fieldMessage('events.calendar_feed_address_invalid'),
    }),
});

export const eventRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { services: { events }, institution, institutions, config },
) => {
  /** The association's name in each language, for the calendars' names. */
  const associationNames = { en: institutions.en.associationName, bn: institutions.bn.associationName };
  // PUBLIC_URL: the feed's address is absolute under it; unset, a path the portal's page completes.
  // SITE_URL: where the links and UIDs inside calendar files start.
  const { publicUrl, siteUrl } = config;
  // Links and UIDs come from the configured address, never from the request's Host or
  // X-Forwarded-Host: the public feed is a shared answer, and a forged host would be in it.
  const uidDomain = new URL(siteUrl).hostname;
  const calendarOptions = (request: FastifyRequest, language: Language = pageLanguage(request)) => ({
    timeZone: institution.timeZone,
    productName: associationNames.en,
    language,
    uidDomain,
    eventUrl: (id: string) => `${siteUrl}/events/${id}`,
  });

  app.get(
    pathOf(eventApi.list),
    {
      config: { cache: { tags: ['events', 'people', 'chapters'] } },
      schema: {
        tags,
        summary:
          'Upcoming events (today or later in the institution’s time zone), soonest first; ?chapter= for one chapter’s (paginated)',
        querystring: chapterListQuerySchema,
        response: { 200: pageEnvelope(eventSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await events.listUpcoming(request.query)),
  );

  app.get(
    pathOf(eventApi.past),
    {
      config: { cache: { tags: ['events', 'people', 'chapters'] } },
      schema: {
        tags,
        summary:
          'Past events (before today in the institution’s time zone), latest first; ?chapter= for one chapter’s (paginated)',
        querystring: chapterListQuerySchema,
        response: { 200: pageEnvelope(eventSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await events.listPast(request.query)),
  );

  app.get(
    pathOf(eventApi.mine),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in user’s own events, past included, latest first (paginated)',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(eventSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await events.listByCreator(request.query, sessionOf(request).userId)),
  );

  app.get(
    pathOf(eventApi.one),
    {
      config: { cache: { tags: ['events', 'people', 'chapters'] } },
      schema: { tags, summary: 'One event', params: idParamsSchema, response: { 200: envelope(eventSchema) } },
    },
    async (request, reply) => sendData(reply, await events.get(request.params.id)),
  );

  app.get(
    pathOf(eventApi.ics),
    {
      schema: {
        tags,
        summary: 'One event as an iCalendar file, for "Add to calendar"',
        params: idParamsSchema,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const row = await events.getRow(request.params.id);
      const body = eventToICalendar(row, calendarOptions(request));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('vary', 'Accept-Language, Cookie')
        .header('content-disposition', `attachment; filename="event-${row.id}.ics"`)
        .header('cache-control', 'no-cache')
        .send(body);
    },
  );

  app.post(
    pathOf(eventApi.create),
    {
      config: { changes: ['events'] },
      onRequest: [app.authenticate, app.requireVerified],
      schema: {
        tags,
        summary: 'Create an event (date today or later)',
        security,
        body: eventInputSchema,
        response: { 201: envelope(eventSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await events.create(request.body, sessionOf(request).userId), { key: 'events.created' }, 201),
  );

  app.put(
    pathOf(eventApi.update),
    {
      config: { changes: ['events'] },
      onRequest: [app.authenticate, app.requireVerified],
      schema: {
        tags,
        summary: 'Edit one’s own event',
        security,
        params: idParamsSchema,
        body: eventInputSchema,
        response: { 200: envelope(eventSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await events.update(request.params.id, request.body, sessionOf(request).userId), {
        key: 'events.updated',
      }),
  );

  app.delete(
    pathOf(eventApi.remove),
    {
      config: { changes: ['events'] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete one’s own event',
        security,
        params: idParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await events.remove(request.params.id, sessionOf(request).userId);
      return sendData(reply, null, { key: 'events.deleted' });
    },
  );

  app.get(
    pathOf(eventApi.registration),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in member’s place at the event: going, waitlisted or null',
        security,
        params: idParamsSchema,
        response: { 200: envelope(registrationSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await events.registrationOf(request.params.id, sessionOf(request).userId)),
  );

  app.post(
    pathOf(eventApi.register),
    {
      config: { changes: ['events'] },
      onRequest: [app.authenticate, app.requireVerified],
      schema: {
        tags,
        summary: 'Register for the event: going while seats are free, else on the waiting list; again changes nothing',
        security,
        params: idParamsSchema,
        response: { 200: envelope(registrationSchema) },
      },
    },
    async (request, reply) => {
      const registration = await events.register(request.params.id, sessionOf(request).userId);
      const key = registration.status === 'going' ? 'events.going' : 'events.waiting_list';
      return sendData(reply, registration, { key });
    },
  );

  app.delete(
    pathOf(eventApi.cancelRegistration),
    {
      config: { changes: ['events'] },
      onRequest: [app.authenticate, app.requireVerified],
      schema: {
        tags,
        summary: 'Cancel one’s registration; the first on the waiting list takes the freed seat',
        security,
        params: idParamsSchema,
        response: { 200: envelope(registrationSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await events.cancel(request.params.id, sessionOf(request).userId), {
        key: 'events.registration_cancelled',
      }),
  );

  app.get(
    pathOf(eventApi.attendees),
    {
      onRequest: [app.authenticate, app.requireVerified],
      schema: {
        tags,
        summary:
          'Members going, by name (those who hide themselves left out), in the order they registered (paginated)',
        security,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(attendeeSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await events.listAttendees(request.params.id, request.query)),
  );

  app.get(
    pathOf(eventApi.attendeesCsv),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Everyone registered, as CSV, for the organiser and admins (e-mail and phone where shared)',
        security,
        params: idParamsSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { userId, role } = sessionOf(request);
      const { event, csv } = await events.attendeesCsv(request.params.id, { userId, role }, pageLanguage(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="attendees-${event.id}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    pathOf(eventApi.registrants),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Everyone registered, going or waiting, in the order they registered, with whether each came: the organiser’s and admins’ sheet (paginated)',
        security,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(registrantSchema) },
      },
    },
    async (request, reply) => {
      const { userId, role } = sessionOf(request);
      reply.header('cache-control', 'private, no-store');
      return sendPage(reply, await events.listRegistrants(request.params.id, { userId, role }, request.query));
    },
  );

  app.put(
    pathOf(eventApi.markAttendance),
    {
      // Attendance is in no shared answer: only the sheet and the dashboard, both read per viewer.
      config: { changes: [] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Mark a registered member as having come, or not: the organiser or an admin, once the event has started (else 400)',
        security,
        params: registrantParamsSchema,
        body: attendanceInputSchema,
        response: { 200: envelope(registrantSchema) },
      },
    },
    async (request, reply) => {
      const { userId, role } = sessionOf(request);
      const { id, userId: memberId } = request.params;
      const registrant = await events.markAttendance(id, memberId, request.body.attended, { userId, role });
      return sendData(reply, registrant, { key: 'events.attendance_saved' });
    },
  );

  app.get(
    pathOf(eventApi.publicCalendar),
    {
      schema: {
        tags: calendarTags,
        summary: 'Every upcoming event as an iCalendar feed to subscribe to',
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const rows = await events.upcomingForCalendar();
      const language = pageLanguage(request);
      const body = eventsToICalendar(
        rows.map((event) => ({ event })),
        `${associationNames[language]}: ${CALENDAR_WORDS[language].events}`,
        calendarOptions(request, language),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('vary', 'Accept-Language, Cookie')
        .header('cache-control', `public, max-age=${PUBLIC_FEED_MAX_AGE}`)
        .send(body);
    },
  );

  /** The address of the feed whose secret is `token`: absolute under PUBLIC_URL, else a path on this server. */
  const feedUrlOf = (token: string) =>
    `${publicUrl ?? ''}${endpointUrl(pathOf(eventApi.privateCalendar), { file: `${token}.ics` })}`;

  app.get(
    pathOf(eventApi.calendarFeed),
    {
      onRequest: app.authenticate,
      schema: {
        tags: calendarTags,
        summary: 'Whether the member has a private calendar feed, and when its address was made',
        description:
          'Answers `createdAt` of the signed-in member’s feed, null when they have none. The address ' +
          `itself is answered only by \`${eventApi.resetCalendarFeed}\`, which makes it: the server keeps ` +
          'a hash of its secret, not the secret. Viewer-specific: sent `Cache-Control: private, no-store`.',
        security,
        response: { 200: envelope(calendarFeedSchema) },
      },
    },
    async (request, reply) => {
      const feed = await events.calendarFeedOf(sessionOf(request).userId);
      reply.header('cache-control', 'private, no-store');
      return sendData(reply, feed);
    },
  );

  app.post(
    pathOf(eventApi.resetCalendarFeed),
    {
      onRequest: app.authenticate,
      // Changes nothing cached: the feed is read only through its secret address.
      config: { changes: [] },
      schema: {
        tags: calendarTags,
        summary:
          'Make a secret address for the member’s calendar feed, the first or a new one (the old one stops working); ' +
          'the address is shown in this answer only',
        security,
        response: { 200: envelope(calendarFeedAddressSchema) },
      },
    },
    async (request, reply) => {
      const { token, createdAt } = await events.resetCalendarFeed(sessionOf(request).userId);
      reply.header('cache-control', 'private, no-store');
      return sendData(reply, { url: feedUrlOf(token), createdAt }, { key: 'events.calendar_link_reset' });
    },
  );

  app.get(
    pathOf(eventApi.privateCalendar),
    {
      schema: {
        tags: calendarTags,
        summary: 'A member’s private feed of the events they registered for, at its secret address (no sign-in)',
        params: feedFileSchema,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const { language, rows } = await events.calendarFeedEvents(request.params.file.slice(0, -'.ics'.length));
      const body = eventsToICalendar(
        rows.map(({ event, status }) => ({ event, seat: status })),
        `${associationNames[language]}: ${CALENDAR_WORDS[language].myEvents}`,
        calendarOptions(request, language),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('referrer-policy', 'no-referrer')
        .send(body);
    },
  );
};
