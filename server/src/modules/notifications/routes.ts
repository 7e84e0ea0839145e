import {
  envelope,
  mailSettingsSchema,
  mailSettingsUpdateSchema,
  notificationSchema,
  notificationsQuerySchema,
  pageEnvelope,
  readNotificationsResultSchema,
  readNotificationsSchema,
  unreadNotificationsSchema,
  unsubscribeParamsSchema,
  unsubscribeResultSchema,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { sessionOf } from '../../http/auth.js';
import { sendData, sendPage } from '../../http/envelope.js';
import type { NotificationService } from './service.js';
import { UNSUBSCRIBE_PATH, unsubscribe } from './unsubscribe.js';

const tags = ['notifications'];
const security = [{ token: [] }];

/**
 * The header's notifications menu. Every signed-in member has one (a pending member hears of
 * the verification there); each answer is the viewer's own, so none is a shared answer.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/v1/notifications',
    {
      schema: {
        tags,
        summary: 'The signed-in member’s notices, newest first (paginated)',
        security,
        querystring: notificationsQuerySchema,
        response: { 200: pageEnvelope(notificationSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await notifications.list(sessionOf(request).userId, request.query)),
  );

  app.get(
    '/api/v1/notifications/unread',
    {
      schema: {
        tags,
        summary: 'How many of the member’s notices are unread, for the header (live: the "notifications" event)',
        security,
        response: { 200: envelope(unreadNotificationsSchema) },
      },
    },
    async (request, reply) => sendData(reply, await notifications.unread(sessionOf(request).userId)),
  );

  app.post(
    '/api/v1/notifications/read',
    {
      config: { changesNothingCached: true },
      schema: {
        tags,
        summary: 'Mark notices read: { "ids": [...] } (the member’s own) or { "all": true }',
        security,
        body: readNotificationsSchema,
        response: { 200: envelope(readNotificationsResultSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await notifications.markRead(sessionOf(request).userId, request.body), 'Marked as read'),
  );

  app.get(
    '/api/v1/users/me/mail-settings',
    {
      schema: {
        tags,
        summary: 'Which optional e-mails the member receives (account and moderation notices are always sent)',
        security,
        response: { 200: envelope(mailSettingsSchema) },
      },
    },
    async (request, reply) => sendData(reply, await notifications.mailSettings(sessionOf(request).userId)),
  );

  app.put(
    '/api/v1/users/me/mail-settings',
    {
      config: { changesNothingCached: true },
      schema: {
        tags,
        summary: 'Turn message notices, the weekly digest or announcements on or off',
        security,
        body: mailSettingsUpdateSchema,
        response: { 200: envelope(mailSettingsSchema) },
      },
    },
    async (request, reply) =>
      sendData(
        reply,
        await notifications.updateMailSettings(sessionOf(request).userId, request.body),
        'E-mail settings saved',
      ),
  );
};

/**
 * Unsubscribing without signing in, with the token of a mail's List-Unsubscribe link. A GET of
 * the link is the web app's page (a confirm button), never a change: mail scanners open links.
 * POST to the link itself is RFC 8058's one-click (mail clients send the form body
 * "List-Unsubscribe=One-Click"); the page's button posts to the API twin.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  for (const url of [`${UNSUBSCRIBE_PATH}/:token`, '/api/v1/unsubscribe/:token']) {
    app.post(
      url,
      {
        config: { changesNothingCached: true },
        schema: {
          tags,
          summary:
            url === '/api/v1/unsubscribe/:token'
              ? 'Turn off the kind of mail an unsubscribe link names (the confirm button of its page)'
              : 'RFC 8058 one-click unsubscribe: the List-Unsubscribe link of a message notice, digest or announcement',
          params: unsubscribeParamsSchema,
          response: { 200: envelope(unsubscribeResultSchema) },
        },
      },
      async (request, reply) =>
        sendData(reply, await unsubscribe(db, request.params.token), 'You will no longer receive these e-mails.'),
    );
  }
};
