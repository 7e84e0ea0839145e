import {
  conversationQuerySchema,
  conversationSchema,
  cursorEnvelope,
  endpoints,
  envelope,
  idParamsSchema,
  idSchema,
  inboxEntrySchema,
  messageSchema,
  pageEnvelope,
  pageQuerySchema,
  pathOf,
  sendMessageSchema,
  unreadSummarySchema,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { conversationTag } from '../../http/cache-coherence.js';
import { sendData, sendPage, sendWithCursor } from '../../http/envelope.js';
import { sessionIsStillValid } from '../auth/sessions.js';
import type { RouteDeps } from '../index.js';
import { pairOf } from './queries.js';

const messageApi = endpoints.messages;
const tags = ['messages'];
const security = [{ token: [] }];
const userParams = z.object({ userId: idSchema });

/** The tag of one conversation's cached answers (both people's views of it), dropped by what either of them writes to it. */
export function tagOfConversation(a: string, b: string): string {
  const { pairLow, pairHigh } = pairOf(a, b);
  return conversationTag(pairLow, pairHigh);
}

export const messageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { services: { messages, realtime: hub }, database, metrics },
) => {
  await hub.start();
  metrics.addGauge('realtime_streams_open', 'Live message streams (server-sent events) open in this process', () =>
    hub.connectionCount(),
  );
  // preClose, not onClose: the server waits for open connections, and an event stream never ends by itself.
  app.addHook('preClose', async () => hub.stop());
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireVerified);

  app.post(
    pathOf(messageApi.send),
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: 'Send a message (1 to 4000 characters after trimming) to another alumnus',
        security,
        body: sendMessageSchema,
        response: { 201: envelope(messageSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await messages.send(sessionOf(request), request.body), { key: 'messages.sent' }, 201),
  );

  app.get(
    pathOf(messageApi.inbox),
    {
      schema: {
        tags,
        summary: 'The inbox: conversations, most recent first, with the last message and unread count (paginated)',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(inboxEntrySchema) },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await messages.inbox(sessionOf(request).userId, request.query));
    },
  );

  app.get(
    pathOf(messageApi.unread),
    {
      schema: {
        tags,
        summary: 'Total unread messages, for the header badge',
        security,
        response: { 200: envelope(unreadSummarySchema) },
      },
    },
    async (request, reply) => sendData(reply, { total: await messages.unreadTotal(sessionOf(request).userId) }),
  );

  app.get(
    pathOf(messageApi.conversation),
    {
      config: {
        // Read again and again (reloads, other tabs, going back), written only by the two people.
        cache: {
          tags: ['people', 'conversations'],
          tagOf: (request) =>
            tagOfConversation(sessionOf(request).userId, (request.params as { userId: string }).userId),
          variant: (request) => sessionOf(request).userId,
        },
      },
      schema: {
        tags,
        summary: 'The conversation with one alumnus: newest page first, messages oldest first within a page',
        security,
        params: userParams,
        querystring: conversationQuerySchema,
        response: { 200: cursorEnvelope(conversationSchema) },
      },
    },
    async (request, reply) => {
      const page = await messages.conversation(sessionOf(request).userId, request.params.userId, request.query);
      return sendWithCursor(reply, page.conversation, page.nextCursor);
    },
  );

  app.post(
    pathOf(messageApi.markRead),
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: 'Mark a conversation read',
        security,
        params: userParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await messages.markRead(sessionOf(request).userId, request.params.userId);
      return sendData(reply, null, { key: 'messages.marked_read' });
    },
  );

  app.post(
    pathOf(messageApi.block),
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: 'Block an alumnus: their messages are refused and the conversation leaves the inbox',
        security,
        params: idParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await messages.block(sessionOf(request).userId, request.params.id);
      return sendData(reply, null, { key: 'messages.blocked' });
    },
  );

  app.delete(
    pathOf(messageApi.unblock),
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: 'Unblock an alumnus',
        security,
        params: idParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await messages.unblock(sessionOf(request).userId, request.params.id);
      return sendData(reply, null, { key: 'messages.unblocked' });
    },
  );

  app.get(
    pathOf(messageApi.stream),
    {
      schema: {
        tags,
        summary:
          'Server-sent events for the signed-in user ("message", "read", "notifications" with the unread notice count); open it with fetch so the token travels in the Authorization header. Send Last-Event-ID to receive missed messages.',
        security,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { userId } = session;
      const lastEventId = request.headers['last-event-id'];
      const stream = hub.open(session, request.ip, reply);
      // The session may have been read from memory after it ended. The stream is open now, so any
      // ending announced from here on closes it; one read from the database covers the time before.
      if (!(await sessionIsStillValid(database.db, session.sessionId))) {
        stream.close();
        return;
      }
      stream.send('ready', { userId });
      for (const message of await messages.missedSince(
        userId,
        typeof lastEventId === 'string' ? lastEventId : undefined,
      )) {
        stream.send('message', message, message._id);
      }
    },
  );
};
