import {
  adminPrivacyRequestSchema,
  endpoints,
  envelope,
  idParamsSchema,
  nomineeInputSchema,
  nomineeSchema,
  pageEnvelope,
  pageQuerySchema,
  pathOf,
  privacyAnswerInputSchema,
  privacyRequestInputSchema,
  privacyRequestQuerySchema,
  privacyRequestSchema,
  privacySummarySchema,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { sendData, sendPage } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';

const rightsApi = endpoints.rights;
const tags = ['privacy'];
const security = [{ token: [] }];

/** A member's rights (decision 0059): requests to the grievance officer, the nominee, and the admins' queue. */
export const rightsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { rights } }) => {
  const adminOnly = [app.authenticate, app.requireAdmin];

  app.get(
    pathOf(rightsApi.summary),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'What the portal holds about the signed-in member (account, profile fields and who sees each, verification data, posts, consents) and with whom it was shared (contact approvals, applications, admins who opened the record)',
        security,
        response: { 200: envelope(privacySummarySchema) },
      },
    },
    async (request, reply) => sendData(reply, await rights.summary(sessionOf(request).userId)),
  );

  app.get(
    pathOf(rightsApi.requests),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The member’s requests to the grievance officer, newest first, with their state, due date and answer',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(privacyRequestSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await rights.requests(sessionOf(request).userId, request.query)),
  );

  app.post(
    pathOf(rightsApi.fileRequest),
    {
      config: { changes: [] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'A grievance, or a correction of what an admin set, to the grievance officer: due in PRIVACY_REQUEST_DAYS, answered by mail (limited per day)',
        security,
        body: privacyRequestInputSchema,
        response: { 201: envelope(privacyRequestSchema) },
      },
    },
    async (request, reply) =>
      sendData(
        reply,
        await rights.fileRequest(sessionOf(request).userId, request.body),
        { key: 'rights.request_filed' },
        201,
      ),
  );

  app.get(
    pathOf(rightsApi.nominee),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The person the member named to exercise their rights if they cannot (null when none)',
        security,
        response: { 200: envelope(nomineeSchema.nullable()) },
      },
    },
    async (request, reply) => sendData(reply, await rights.nominee(sessionOf(request).userId)),
  );

  app.put(
    pathOf(rightsApi.setNominee),
    {
      config: { changes: [] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Name or change the member’s nominee (name, e-mail, relationship)',
        security,
        body: nomineeInputSchema,
        response: { 200: envelope(nomineeSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await rights.setNominee(sessionOf(request).userId, request.body), {
        key: 'rights.nominee_saved',
      }),
  );

  app.delete(
    pathOf(rightsApi.removeNominee),
    {
      config: { changes: [] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Remove the member’s nominee',
        security,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await rights.removeNominee(sessionOf(request).userId);
      return sendData(reply, null, { key: 'rights.nominee_removed' });
    },
  );

  app.get(
    pathOf(rightsApi.queue),
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary:
          'The admins’ queue of members’ requests, newest first, overdue ones marked (filter: state=open|answered)',
        security,
        querystring: privacyRequestQuerySchema,
        response: { 200: pageEnvelope(adminPrivacyRequestSchema) },
      },
    },
    async (request, reply) => {
      const { state, ...page } = request.query;
      return sendPage(reply, await rights.queue({ state }, page));
    },
  );

  app.post(
    pathOf(rightsApi.answer),
    {
      config: { changes: [] },
      onRequest: adminOnly,
      schema: {
        tags,
        summary:
          'Answer a member’s request: mailed to the member (through the outbox) and kept; one answer per request',
        security,
        params: idParamsSchema,
        body: privacyAnswerInputSchema,
        response: { 200: envelope(adminPrivacyRequestSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await rights.answer(sessionOf(request).userId, request.params.id, request.body), {
        key: 'rights.answered',
      }),
  );
};
