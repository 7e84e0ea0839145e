import {
  announcementReceiptSchema,
  announcementSchema,
  counted,
  digestResultSchema,
  endpoints,
  envelope,
  type KeyedMessage,
  mailingSchema,
  mailSettingsSchema,
  mailSettingsUpdateSchema,
  notificationSchema,
  notificationsQuerySchema,
  pageEnvelope,
  pageQuerySchema,
  pathOf,
  readNotificationsResultSchema,
  readNotificationsSchema,
  type ServerMessageKey,
  unreadNotificationsSchema,
  unsubscribeParamsSchema,
  unsubscribeResultSchema,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { sessionOf } from '../../http/auth.js';
import { sendData, sendPage } from '../../http/envelope.js';
import { messageLanguage, pageLanguage } from '../../http/language.js';
import type { RouteDeps } from '../index.js';
import { escapeHtml } from '../mail/templates/compose.js';
import { kindOfToken, UNSUBSCRIBE_PATH, unsubscribe } from './unsubscribe.js';
import { PAGE_WORDS, unsubscribePage } from './unsubscribe-page.js';

const notificationApi = endpoints.notifications;
const tags = ['notifications'];

/** "Digest of 3 new items queued for 40 members": a whole sentence for each of the counts being one or more. */
const DIGEST_QUEUED = {
  items: {
    members: 'mailings.digest_queued',
    member: 'mailings.digest_queued.one_member',
  },
  item: {
    members: 'mailings.digest_queued.one_item',
    member: 'mailings.digest_queued.one_item_one_member',
  },
} as const satisfies Record<'item' | 'items', Record<'member' | 'members', ServerMessageKey>>;

function digestQueued(items: number, members: number): KeyedMessage {
  const key = DIGEST_QUEUED[items === 1 ? 'item' : 'items'][members === 1 ? 'member' : 'members'];
  return { key, params: { items, members } };
}
const security = [{ token: [] }];

/**
 * The header's notifications menu. Every signed-in member has one (a pending member hears of
 * the verification there); each answer is the viewer's own, so none is a shared answer.
 */
export const notificationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { notifications } }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    pathOf(notificationApi.list),
    {
      schema: {
        tags,
        summary: 'The signed-in member’s notices, newest first (paginated)',
        security,
        querystring: notificationsQuerySchema,
        response: { 200: pageEnvelope(notificationSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await notifications.list(sessionOf(request).userId, request.query, messageLanguage(request))),
  );

  app.get(
    pathOf(notificationApi.unread),
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
    pathOf(notificationApi.markRead),
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: 'Mark notices read: { "ids": [...] } (the member’s own) or { "all": true }',
        security,
        body: readNotificationsSchema,
        response: { 200: envelope(readNotificationsResultSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await notifications.markRead(sessionOf(request).userId, request.body), {
        key: 'notifications.marked_read',
      }),
  );

  app.get(
    pathOf(notificationApi.mailSettings),
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
    pathOf(notificationApi.updateMailSettings),
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: 'Turn message notices, the weekly digest or announcements on or off',
        security,
        body: mailSettingsUpdateSchema,
        response: { 200: envelope(mailSettingsSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await notifications.updateMailSettings(sessionOf(request).userId, request.body), {
        key: 'notifications.mail_settings_saved',
      }),
  );
};

/**
 * Unsubscribing without signing in, with the link of a mail's List-Unsubscribe header. GET shows
 * a page with a button and changes nothing (mail scanners open links); POST to the same link
 * turns the kind off: the page's button, or a mail client's RFC 8058 one-click (form body
 * "List-Unsubscribe=One-Click"). The API twin answers JSON for other clients.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  const pageSchema = { tags, params: unsubscribeParamsSchema, produces: ['text/html'] };

  app.get(
    `${UNSUBSCRIBE_PATH}/:token`,
    {
      schema: {
        ...pageSchema,
        summary: 'The page of an unsubscribe link: what it turns off, and a button (no change on GET)',
      },
    },
    async (request, reply) => {
      const kind = kindOfToken(request.params.token);
      const language = pageLanguage(request);
      const words = PAGE_WORDS[language];
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('vary', 'Accept-Language, Cookie')
        .header('referrer-policy', 'no-referrer');
      if (!kind) {
        return reply
          .code(404)
          .send(unsubscribePage(language, words.invalidTitle, `<p>${escapeHtml(words.invalid)}</p>`));
      }
      return unsubscribePage(
        language,
        words.title,
        `<p>${escapeHtml(words.question(words.kinds[kind]))}</p><form method="post"><button type="submit">${escapeHtml(words.button)}</button></form>`,
      );
    },
  );

  app.post(
    `${UNSUBSCRIBE_PATH}/:token`,
    {
      config: { changes: [] },
      schema: {
        ...pageSchema,
        summary: 'RFC 8058 one-click unsubscribe (and the page’s button): turns off the kind of mail the link names',
      },
    },
    async (request, reply) => {
      const language = pageLanguage(request);
      const words = PAGE_WORDS[language];
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('vary', 'Accept-Language, Cookie')
        .header('referrer-policy', 'no-referrer');
      try {
        const { kind } = await unsubscribe(db, request.params.token);
        return unsubscribePage(language, words.doneTitle, `<p>${escapeHtml(words.done(words.kinds[kind]))}</p>`);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply
          .code(404)
          .send(unsubscribePage(language, words.invalidTitle, `<p>${escapeHtml(words.invalid)}</p>`));
      }
    },
  );

  app.post(
    pathOf(notificationApi.unsubscribe),
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: 'Turn off the kind of mail an unsubscribe link names, without signing in',
        params: unsubscribeParamsSchema,
        response: { 200: envelope(unsubscribeResultSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await unsubscribe(db, request.params.token), { key: 'notifications.unsubscribed' }),
  );
};

/** Admins write to members: announcements to a cohort, the weekly digest now, and how far each has got. */
export const mailingAdminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { mailings } }) => {
  const adminTags = ['admin'];
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    pathOf(notificationApi.announce),
    {
      config: { changes: [] },
      schema: {
        tags: adminTags,
        summary:
          'Mail an announcement (plain text) to verified members, all or a cohort by college, programme and years; queued in batches (202)',
        security,
        body: announcementSchema,
        response: { 202: envelope(announcementReceiptSchema) },
      },
    },
    async (request, reply) => {
      const receipt = await mailings.announce(sessionOf(request).userId, request.body);
      return sendData(
        reply,
        receipt,
        counted('mailings.announcement_queued', receipt.recipients, { count: receipt.recipients }),
        202,
      );
    },
  );

  app.post(
    pathOf(notificationApi.sendDigest),
    {
      config: { changes: [] },
      schema: {
        tags: adminTags,
        summary: 'Send the digest of what is new since the last one now (nothing is sent when nothing is new)',
        security,
        response: { 200: envelope(digestResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await mailings.sendDigestNow(sessionOf(request).userId);
      return sendData(
        reply,
        result,
        result.mailing ? digestQueued(result.items, result.mailing.recipients) : { key: 'mailings.digest_nothing_new' },
      );
    },
  );

  app.get(
    pathOf(notificationApi.mailings),
    {
      schema: {
        tags: adminTags,
        summary: 'Announcements and digests, newest first, with how many of their mails are queued',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(mailingSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await mailings.list(request.query)),
  );
};

/** The module's three parts, each in its own scope (their hooks differ): the menu, unsubscribing, the admins' mailings. */
export const notificationModuleRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  await app.register(notificationRoutes, deps);
  await app.register(unsubscribeRoutes, deps);
  await app.register(mailingAdminRoutes, deps);
};
