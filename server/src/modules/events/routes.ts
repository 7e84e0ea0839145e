import {
  envelope,
  eventInputSchema,
  eventSchema,
  type Institution,
  idParamsSchema,
  pageEnvelope,
  pageQuerySchema,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { sessionOf } from '../../http/auth.js';
import { sendData, sendPage } from '../../http/envelope.js';
import { eventToICalendar } from './calendar.js';
import { createEventService } from './service.js';

const tags = ['events'];
const security = [{ token: [] }];

export const eventRoutes: FastifyPluginAsyncZod<{ db: Database; institution: Institution }> = async (
  app,
  { db, institution },
) => {
  const events = createEventService({ db, timeZone: institution.timeZone });

  app.get(
    '/api/v1/user/event/showAllEvents',
    {
      config: { sharedAnswer: true },
      schema: {
        tags,
        summary: 'Upcoming events (today or later in the institution’s time zone), soonest first (paginated)',
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(eventSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await events.listUpcoming(request.query)),
  );

  app.get(
    '/api/v1/user/event/userEvent',
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
    '/api/v1/user/event/:id',
    {
      config: { sharedAnswer: true },
      schema: { tags, summary: 'One event', params: idParamsSchema, response: { 200: envelope(eventSchema) } },
    },
    async (request, reply) => sendData(reply, await events.get(request.params.id)),
  );

  app.get(
    '/api/v1/user/event/:id/ics',
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
      const body = eventToICalendar(row, {
        timeZone: institution.timeZone,
        productName: institution.associationName,
        uidDomain: request.hostname,
        eventUrl: `${request.protocol}://${request.host}/events/${row.id}`,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${row.id}.ics"`)
        .header('cache-control', 'no-cache')
        .send(body);
    },
  );

  app.post(
    '/api/v1/user/event/createEvent',
    {
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
      sendData(reply, await events.create(request.body, sessionOf(request).userId), 'Event created', 201),
  );

  app.put(
    '/api/v1/user/event/:id',
    {
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
      sendData(reply, await events.update(request.params.id, request.body, sessionOf(request).userId), 'Event updated'),
  );

  app.delete(
    '/api/v1/user/event/:id',
    {
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
      return sendData(reply, null, 'Event deleted');
    },
  );
};
