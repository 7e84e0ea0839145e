import {
  adminReadSchema,
  consentDecisionSchema,
  consentRecordSchema,
  consentStateSchema,
  endpoints,
  envelope,
  LANGUAGES,
  pageEnvelope,
  pageQuerySchema,
  pathOf,
  privacyNoticeSchema,
} from '@alumni/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { sendData, sendPage } from '../../http/envelope.js';
import { messageLanguage } from '../../http/language.js';
import type { RouteDeps } from '../index.js';

const privacyApi = endpoints.privacy;
const tags = ['privacy'];
const security = [{ token: [] }];

/** `?lang=` when the web app names it (the sign-up form shows the notice in the form's language), else the reader's. */
function noticeLanguage(request: FastifyRequest) {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  return LANGUAGES.find((language) => language === asked) ?? messageLanguage(request);
}

export const privacyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { privacy } }) => {
  app.get(
    pathOf(privacyApi.notice),
    {
      schema: {
        tags,
        summary: 'The privacy notice: what the account needs, each purpose consent is asked for, the grievance officer',
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
        response: { 200: envelope(privacyNoticeSchema) },
      },
    },
    async (request, reply) => sendData(reply, privacy.notice(noticeLanguage(request))),
  );

  app.get(
    pathOf(privacyApi.consents),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The member’s consent to each purpose under the current notice, and the purposes to ask about again',
        security,
        response: { 200: envelope(consentStateSchema) },
      },
    },
    async (request, reply) => sendData(reply, await privacy.consents(sessionOf(request).userId)),
  );

  app.put(
    pathOf(privacyApi.decide),
    {
      // Withdrawing "directory" takes the member out of every directory and search answer at once, cached ones too.
      config: { changes: ['people'] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Grant or withdraw consent to purposes, under the notice version read (a stale version is a 409)',
        security,
        body: consentDecisionSchema,
        response: { 200: envelope(consentStateSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await privacy.decide(sessionOf(request).userId, request.body), { key: 'privacy.consents_saved' }),
  );

  app.get(
    pathOf(privacyApi.consentRecord),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Every grant and withdrawal of the member’s consents, oldest first (append-only)',
        security,
        response: { 200: envelope(z.array(consentRecordSchema)) },
      },
    },
    async (request, reply) => sendData(reply, await privacy.record(sessionOf(request).userId)),
  );

  app.get(
    pathOf(privacyApi.adminReads),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Admins who opened the member’s record: who, what and when, newest first (one line per admin, what and hour)',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(adminReadSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await privacy.adminReads(sessionOf(request).userId, request.query)),
  );
};
