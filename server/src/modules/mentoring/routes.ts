import {
  endpoints,
  envelope,
  idParamsSchema,
  mentorshipRequestInputSchema,
  mentorshipRequestSchema,
  mentorshipRequestsQuerySchema,
  pageEnvelope,
  pathOf,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth.js';
import { sendData, sendPage } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';

const mentoringApi = endpoints.mentoring;
const tags = ['mentoring'];
const security = [{ token: [] }];

/**
 * Verified members only, as the messages: an accepted request's note is sent as a message
 * (services.ts hands the mentoring service the messages' sending), so it reaches the chat, the
 * live stream and the unread counts as any message.
 */
export const mentoringRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { mentoring } }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireVerified);

  app.post(
    pathOf(mentoringApi.ask),
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: 'Ask a member who is open to mentoring for mentoring (one open request per mentor, 5 requests a day)',
        security,
        body: mentorshipRequestInputSchema,
        response: { 201: envelope(mentorshipRequestSchema) },
      },
    },
    async (request, reply) =>
      sendData(
        reply,
        await mentoring.ask(sessionOf(request).userId, request.body),
        { key: 'mentoring.request_sent' },
        201,
      ),
  );

  app.get(
    pathOf(mentoringApi.list),
    {
      schema: {
        tags,
        summary:
          "The member's mentoring requests, newest first: received (as the mentor) and sent, each marked by direction; direction=received|sent narrows it (paginated)",
        security,
        querystring: mentorshipRequestsQuerySchema,
        response: { 200: pageEnvelope(mentorshipRequestSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await mentoring.list(sessionOf(request).userId, request.query)),
  );

  app.post(
    pathOf(mentoringApi.accept),
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: "The mentor accepts a request: a chat opens with the request's note as its first message",
        security,
        params: idParamsSchema,
        response: { 200: envelope(mentorshipRequestSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await mentoring.accept(sessionOf(request).userId, request.params.id), {
        key: 'mentoring.request_accepted',
      }),
  );

  app.post(
    pathOf(mentoringApi.decline),
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: 'The mentor declines a request',
        security,
        params: idParamsSchema,
        response: { 200: envelope(mentorshipRequestSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await mentoring.decline(sessionOf(request).userId, request.params.id), {
        key: 'mentoring.request_declined',
      }),
  );
};
