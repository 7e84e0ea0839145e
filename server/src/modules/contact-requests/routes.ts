import {
  contactRequestDecisionSchema,
  contactRequestInputSchema,
  contactRequestSchema,
  contactRequestsQuerySchema,
  contactSharingSchema,
  endpoints,
  envelope,
  idParamsSchema,
  incomingContactRequestSchema,
  outgoingContactRequestSchema,
  pageEnvelope,
  pathOf,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { sendData, sendPage } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';

const privacyApi = endpoints.privacy;
const tags = ['privacy'];
const security = [{ token: [] }];

/**
 * Contact on request (decision 0058), under the privacy centre's paths. Nothing here is cached:
 * the profile's shared answer never holds an on-request field, and each viewer's side of it
 * (`contactSharing`) is read afresh, so a revoked approval is gone from the next answer.
 */
export const contactRequestRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { services: { contactRequests } },
) => {
  app.get(
    pathOf(privacyApi.contactRequests),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The member’s contact requests, newest first: incoming (to see their fields) or outgoing (their own)',
        security,
        querystring: contactRequestsQuerySchema,
        response: { 200: pageEnvelope(contactRequestSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await contactRequests.list(sessionOf(request).userId, request.query)),
  );

  app.post(
    pathOf(privacyApi.askContact),
    {
      config: { changes: [] },
      onRequest: [app.authenticate, app.requireVerified],
      schema: {
        tags,
        summary:
          'Ask, with a reason, to see a member’s phone, e-mail or address shown on request, or all of them. ' +
          'Limited per member per day (CONTACT_REQUESTS_PER_DAY); an open request is answered as it is, not made twice.',
        security,
        body: contactRequestInputSchema,
        response: { 200: envelope(z.array(outgoingContactRequestSchema)) },
      },
    },
    async (request, reply) =>
      sendData(reply, await contactRequests.ask(sessionOf(request).userId, request.body), {
        key: 'contact_requests.sent',
      }),
  );

  app.put(
    pathOf(privacyApi.decideContact),
    {
      config: { changes: [] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The owner approves or declines a pending request to see one of their fields',
        security,
        params: idParamsSchema,
        body: contactRequestDecisionSchema,
        response: { 200: envelope(incomingContactRequestSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await contactRequests.decide(sessionOf(request).userId, request.params.id, request.body), {
        key: request.body.decision === 'approve' ? 'contact_requests.approved' : 'contact_requests.declined',
      }),
  );

  app.delete(
    pathOf(privacyApi.revokeContact),
    {
      config: { changes: [] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'The owner takes an approval back (a pending request is declined): the asker stops seeing the field at once',
        security,
        params: idParamsSchema,
        response: { 200: envelope(incomingContactRequestSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await contactRequests.revoke(sessionOf(request).userId, request.params.id), {
        key: 'contact_requests.revoked',
      }),
  );

  app.get(
    pathOf(privacyApi.contactSharing),
    {
      onRequest: [app.authenticate, app.requireVerified],
      schema: {
        tags,
        summary:
          'The viewer’s side of a member’s fields shown on request: each one’s request state, the value only when shared (never cached)',
        security,
        params: idParamsSchema,
        response: { 200: envelope(contactSharingSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await contactRequests.sharing(sessionOf(request).userId, request.params.id)),
  );
};
