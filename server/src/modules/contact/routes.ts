import {
  adminContactMessageSchema,
  contactInputSchema,
  contactMessageSchema,
  contactQuerySchema,
  contactReplyInputSchema,
  endpoints,
  envelope,
  idParamsSchema,
  pageEnvelope,
  pageQuerySchema,
  pathOf,
  publicContactInputSchema,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth.js';
import { sendData, sendPage } from '../../http/envelope.js';
import { pageLanguage } from '../../http/language.js';
import type { RouteDeps } from '../index.js';

const contactApi = endpoints.contact;
const tags = ['contact'];
const security = [{ token: [] }];

/** Contact to Principal: any signed-in member writes (pending ones too: it is how they ask); admins read. */
export const contactRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { contact } }) => {
  const adminOnly = [app.authenticate, app.requireAdmin];

  app.post(
    pathOf(contactApi.send),
    {
      config: { changes: [] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Write to the Principal’s office; the message reaches the admins’ inbox (limited per hour)',
        security,
        body: contactInputSchema,
        response: { 201: envelope(contactMessageSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await contact.send(sessionOf(request).userId, request.body), { key: 'contact.sent' }, 201),
  );

  app.post(
    pathOf(contactApi.sendPublic),
    {
      config: { changes: [] },
      schema: {
        tags,
        summary:
          'A visitor writes to the association with a name and e-mail address; the message reaches the admins’ inbox (limited per IP and per address per hour)',
        body: publicContactInputSchema,
        response: { 201: envelope(contactMessageSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await contact.sendAsVisitor(request.ip, request.body), { key: 'contact.sent' }, 201),
  );

  app.get(
    pathOf(contactApi.mine),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The messages the signed-in member has sent, newest first',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(contactMessageSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await contact.mine(sessionOf(request).userId, request.query)),
  );

  app.get(
    pathOf(contactApi.inbox),
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'The admins’ inbox of contact messages, newest first (filter: handled=true|false)',
        security,
        querystring: contactQuerySchema,
        response: { 200: pageEnvelope(adminContactMessageSchema) },
      },
    },
    async (request, reply) => {
      const { handled, ...page } = request.query;
      return sendPage(
        reply,
        await contact.inbox({ handled: handled === undefined ? undefined : handled === 'true' }, page),
      );
    },
  );

  app.post(
    pathOf(contactApi.reply),
    {
      config: { changes: [] },
      onRequest: adminOnly,
      schema: {
        tags,
        summary:
          'Answer a contact message: mailed to its sender (through the outbox) and kept with the message, which is then handled; one answer per message',
        security,
        params: idParamsSchema,
        body: contactReplyInputSchema,
        response: { 200: envelope(adminContactMessageSchema) },
      },
    },
    async (request, reply) =>
      sendData(
        reply,
        await contact.reply(sessionOf(request).userId, request.params.id, request.body, pageLanguage(request)),
        { key: 'contact.replied' },
      ),
  );

  app.post(
    pathOf(contactApi.markHandled),
    {
      config: { changes: [] },
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Mark a contact message as handled',
        security,
        params: idParamsSchema,
        response: { 200: envelope(contactMessageSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await contact.markHandled(sessionOf(request).userId, request.params.id), {
        key: 'contact.marked_handled',
      }),
  );
};
