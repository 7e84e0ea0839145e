import {
  announcementReceiptSchema,
  announcementSchema,
  counted,
  digestResultSchema,
  envelope,
  type KeyedMessage,
  type Language,
  mailingSchema,
  mailSettingsSchema,
  mailSettingsUpdateSchema,
  notificationSchema,
  notificationsQuerySchema,
  type OptionalMailKind,
  pageEnvelope,
  pageQuerySchema,
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
import { MAIL_SETTINGS_PATH } from '../mail/templates/notices.js';
import { kindOfToken, UNSUBSCRIBE_PATH, unsubscribe } from './unsubscribe.js';

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
    async (request, reply) =>
      sendPage(reply, await notifications.list(sessionOf(request).userId, request.query, messageLanguage(request))),
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

/** The unsubscribe pages' words, in the reader's language (decision 0032). */
const PAGE_WORDS: Record<
  Language,
  {
    kinds: Record<OptionalMailKind, string>;
    invalidTitle: string;
    invalid: string;
    title: string;
    question: (kind: string) => string;
    button: string;
    doneTitle: string;
    done: (kind: string) => string;
    settings: string;
    afterSignIn: string;
  }
> = {
  en: {
    kinds: {
      messageNotices: 'e-mails about unread messages',
      digest: 'the weekly digest',
      announcements: 'announcements from the association',
    },
    invalidTitle: 'This link is not valid',
    invalid: 'This unsubscribe link is not valid. Change what you receive on the e-mail settings page instead.',
    title: 'Unsubscribe',
    question: (kind) => `Stop receiving ${kind}?`,
    button: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    done: (kind) => `You will no longer receive ${kind}. Account notices are still sent.`,
    settings: 'Your e-mail settings',
    afterSignIn: '(after signing in)',
  },
  bn: {
    kinds: {
      messageNotices: 'না-পড়া বার্তার ইমেল',
      digest: 'সাপ্তাহিক সংকলন',
      announcements: 'সমিতির ঘোষণা',
    },
    invalidTitle: 'এই লিঙ্কটি বৈধ নয়',
    invalid: 'ইমেল বন্ধ করার এই লিঙ্কটি বৈধ নয়। তার বদলে ইমেলের সেটিংসের পাতা থেকে বেছে নিন কী কী পাবেন।',
    title: 'ইমেল বন্ধ করুন',
    question: (kind) => `${kind} পাওয়া বন্ধ করবেন?`,
    button: 'বন্ধ করুন',
    doneTitle: 'ইমেল বন্ধ করা হয়েছে',
    done: (kind) => `আপনাকে আর ${kind} পাঠানো হবে না। অ্যাকাউন্ট সংক্রান্ত বিজ্ঞপ্তি আগের মতোই যাবে।`,
    settings: 'আপনার ইমেলের সেটিংস',
    afterSignIn: '(সাইন ইন করার পরে)',
  },
};

/** A small page of its own (no script, no style: the portal's CSP allows neither inline), in the reader's language. */
function unsubscribePage(language: Language, title: string, body: string): string {
  const words = PAGE_WORDS[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="${MAIL_SETTINGS_PATH}">${escapeHtml(words.settings)}</a> ${escapeHtml(words.afterSignIn)}</p></main></body></html>`;
}

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
    '/api/v1/unsubscribe/:token',
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
    '/api/v1/admin/announcements',
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
    '/api/v1/admin/digest',
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
    '/api/v1/admin/mailings',
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
