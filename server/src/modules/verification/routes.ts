import {
  endpoints,
  envelope,
  idParamsSchema,
  pathOf,
  VERIFICATION_DOCUMENT_FIELD,
  verificationStateSchema,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { sendData } from '../../http/envelope.js';
import { readForm } from '../../http/forms.js';
import type { RouteDeps } from '../index.js';

const verificationApi = endpoints.verification;
const tags = ['account'];
const security = [{ token: [] }];

/** A member's verification: why it waits, how long that takes, and a document for the reviewer (decision 0042). */
export const verificationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { services: { verification, admin } },
) => {
  app.get(
    pathOf(verificationApi.mine),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Where the member’s verification stands: why it waits (no roll entry, or which details differ), the median wait, the attached document',
        security,
        response: { 200: envelope(verificationStateSchema) },
      },
    },
    async (request, reply) => sendData(reply, await verification.stateOf(sessionOf(request).userId)),
  );

  app.post(
    pathOf(verificationApi.attachDocument),
    {
      // The member's own: no shared answer shows it.
      config: { changes: [] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Attach a photo or scan of a document for the reviewer (multipart field "document", JPEG/PNG/WebP up to 5 MB); replaces the earlier one',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(verificationStateSchema) },
      },
      // The multipart form is read below, not validated as a JSON body.
      validatorCompiler: () => (body: unknown) => ({ value: body }),
    },
    async (request, reply) => {
      const { file } = await readForm(request, VERIFICATION_DOCUMENT_FIELD);
      const state = await verification.attachDocument(sessionOf(request).userId, file);
      return sendData(reply, state, { key: 'verification.document_saved' });
    },
  );

  app.delete(
    pathOf(verificationApi.removeDocument),
    {
      config: { changes: [] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Remove the attached document',
        security,
        response: { 200: envelope(verificationStateSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await verification.removeDocument(sessionOf(request).userId), {
        key: 'verification.document_removed',
      }),
  );

  app.get(
    pathOf(verificationApi.document),
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['admin'],
        summary:
          'The document a pending member attached, as WebP (admins, and coordinators for their colleges; gone after the decision)',
        security,
        params: idParamsSchema,
        produces: ['image/webp'],
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const reviewer = await admin.reviewerOf(sessionOf(request));
      await admin.requireReviewableMember(reviewer, request.params.id);
      const colleges = reviewer.role === 'coordinator' ? reviewer.colleges : undefined;
      const bytes = await verification.documentFor(reviewer.userId, request.params.id, colleges);
      return reply
        .type('image/webp')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
